#!/bin/bash
# The rule author's report is written from the committed sources, equals the committed copy
# docs/report/index.html (so that the copy the author opens is never stale), and renders in headless
# Chromium with every diagram (scripts/report_check.sh).
# Usage: scripts/report_test.sh F3GO
set -u
f3go=$1
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$f3go" report --lang zh --out "$tmp" || { echo "FAIL: f3go report exited $?" >&2; exit 1; }
cmp -s "$tmp/index.html" "$root/docs/report/index.html" ||
  { echo "FAIL: docs/report/index.html is stale: regenerate it with f3go report --lang zh --out docs/report" >&2; exit 1; }
bash "$root/scripts/report_check.sh" "$tmp"

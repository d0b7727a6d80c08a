#!/usr/bin/env bash
# scripts/format_check.sh fails on a file that is not laid out: in a copy of the repository's sources,
# the unchanged copy passes (exit 0), and a file with a line planted out of layout is named (exit 1).
# Usage: scripts/format_check_test.sh [REPO] (default: this script's repository).
set -euo pipefail
repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
check="$repo/scripts/format_check.sh"
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT

git -C "$repo" ls-files -z -- '*.h' '*.cpp' .clang-format | (cd "$repo" && xargs -0 cp --parents -t "$copy")
git -C "$copy" init -q
git -C "$copy" add -A

if ! out="$(bash "$check" "$copy" 2>&1)"; then
  echo "format_check_test: the unchanged copy does not pass: $out" >&2
  exit 1
fi
printf 'int  planted ( ) {return 0 ;}\n' >> "$copy/oracle/point.h"
status=0
out="$(bash "$check" "$copy" 2>&1)" || status=$?
if [ "$status" -ne 1 ]; then
  echo "format_check_test: a line out of layout in oracle/point.h: exit $status, not 1: $out" >&2
  exit 1
fi
if ! grep -qF "format_check: oracle/point.h is not laid out" <<< "$out" || ! grep -qF "1 not laid out" <<< "$out"; then
  echo "format_check_test: the planted file is not named alone: $out" >&2
  exit 1
fi
echo "format_check_test: the unchanged copy passes and the planted file is named"

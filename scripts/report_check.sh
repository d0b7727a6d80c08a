#!/bin/bash
# Opens the rule author's report in headless Chromium as a reader's browser would, and fails unless
# the page's own check (judge/report/report.h: every board diagram present and drawn, no script error)
# says "ok N diagrams". Also saves a screenshot of the top of the page as DIR/screenshot.png.
# Usage: scripts/report_check.sh DIR   (DIR holds index.html, written by `f3go report --out DIR`)
# Exit: 0 the page checked ok; 1 the page failed its check; 2 bad arguments or no Chromium.
set -u
[ $# -eq 1 ] || { echo "usage: $0 DIR" >&2; exit 2; }
dir=$(cd "$1" 2>/dev/null && pwd) || { echo "$0: no folder $1" >&2; exit 2; }
page="$dir/index.html"
[ -f "$page" ] || { echo "$0: no $page" >&2; exit 2; }
browser=$(command -v chromium || command -v chromium-browser) ||
  { echo "$0: chromium is not installed (Debian package chromium; scripts/setup.sh installs it)" >&2; exit 2; }

# A private profile folder, so that runs never share state; --no-sandbox because CI runs as root.
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
flags=(--headless --no-sandbox --disable-gpu --user-data-dir="$profile" --virtual-time-budget=10000)

dom=$(timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$page" 2>"$profile/stderr")
rc=$?
if [ $rc -ne 0 ]; then
  echo "$0: chromium failed (exit $rc): $(tail -n 3 "$profile/stderr")" >&2
  exit 1
fi
verdict=$(printf '%s' "$dom" | grep -o '<p id="check">[^<]*</p>' | sed 's/<[^>]*>//g')
if [[ $verdict != ok\ * ]]; then
  echo "$0: the page's check says: ${verdict:-nothing (the script did not run)}" >&2
  exit 1
fi
timeout 120 "$browser" "${flags[@]}" --window-size=1200,1600 --screenshot="$dir/screenshot.png" "file://$page" \
  2>"$profile/stderr" >/dev/null || { echo "$0: the screenshot failed" >&2; exit 1; }
echo "$page: $verdict; screenshot $dir/screenshot.png"

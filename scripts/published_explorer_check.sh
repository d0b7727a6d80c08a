#!/usr/bin/env bash
# The explorer published for the report (docs/explorer/, made by scripts/publish_explorer.sh) holds
# the page's files as they are in web/explorer/: exits 1 naming each file that differs or is
# missing, 0 when all are the same. The module it embeds (oracle_sources.js) is a build product and
# is not compared. Usage: scripts/published_explorer_check.sh [REPO] (registered in ctest).
set -euo pipefail
repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$repo"
bad=0 checked=0
for f in web/explorer/*.js web/explorer/*.html web/explorer/*.css; do
  checked=$((checked + 1))
  if ! cmp -s "$f" "docs/explorer/$(basename "$f")"; then
    echo "published_explorer_check: docs/explorer/$(basename "$f") is not $f (run scripts/publish_explorer.sh MODULE docs/explorer)" >&2
    bad=$((bad + 1))
  fi
done
[ -f docs/explorer/oracle_sources.js ] || { echo "published_explorer_check: docs/explorer/oracle_sources.js is missing" >&2; bad=$((bad + 1)); }
if [ "$checked" -lt 5 ]; then echo "published_explorer_check: only $checked page files found in $repo/web/explorer" >&2; exit 2; fi
[ "$bad" -eq 0 ] && echo "published_explorer_check: the $checked page files of docs/explorer are web/explorer's"
[ "$bad" -eq 0 ]

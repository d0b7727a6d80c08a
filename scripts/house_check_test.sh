#!/usr/bin/env bash
# scripts/house_check.sh fails on an edge that points up the house: in a copy of the repository's
# sources, each planted include below is named (exit 1), one at a time, and the copy without a plant
# passes (exit 0). Usage: scripts/house_check_test.sh [REPO] (default: this script's repository).
set -euo pipefail
repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
check="$repo/scripts/house_check.sh"
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT

git -C "$repo" ls-files -z -- '*.h' '*.cpp' | (cd "$repo" && xargs -0 cp --parents -t "$copy")
git -C "$copy" init -q
git -C "$copy" add -A

failures=0
fail() { echo "house_check_test: $*" >&2; failures=$((failures + 1)); }

if ! out="$(bash "$check" "$copy" 2>&1)"; then fail "the unchanged copy does not pass: $out"; fi

# plant FILE TARGET: FILE (a new source) includes TARGET; the check must exit 1 naming the edge.
plant() {
  local file="$1" target="$2" out status=0
  mkdir -p "$copy/$(dirname "$file")"
  printf '#include "%s"\n' "$target" > "$copy/$file"
  git -C "$copy" add "$file"
  out="$(bash "$check" "$copy" 2>&1)" || status=$?
  if [ "$status" -ne 1 ]; then
    fail "$file including \"$target\": exit $status, not 1"
  elif ! grep -qF "house_check: $file includes \"$target\"" <<< "$out"; then
    fail "$file including \"$target\": the edge is not named: $out"
  fi
  git -C "$copy" rm -q -f "$file"
}

plant judge/engines/planted.cpp judge/verify.h                 # the registry below the comparisons
plant judge/engines/planted.h judge/report/report.h            # … and below the report
plant judge/engines/tests/planted_test.cpp judge/ambiguities.h # its tests too
plant judge/planted.cpp judge/report/explain_text.h            # the comparisons below the report
plant judge/tests/planted_test.cpp judge/report/report.h
plant judge/report/planted.cpp cli/commands.h                  # the report below the command line
plant web/api/planted.cpp judge/report/report.h                # web/ takes the Z3-free explain headers alone
plant web/api/planted.cpp judge/engines/engines.h
plant oracle/planted.h reference/engine.h                      # the vocabulary below the engines
plant optimized/planted.cpp reference/strings.h                # optimized/ takes reference/rule_tables.h alone
plant gtp/planted.cpp judge/engines/engines.h
plant bench/planted.cpp cli/commands.h

if [ "$failures" -gt 0 ]; then
  echo "house_check_test: $failures failures" >&2
  exit 1
fi
echo "house_check_test: every planted upward include is named"

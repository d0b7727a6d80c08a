#!/usr/bin/env bash
# The house's include graph (docs/architecture.md): every #include "folder/…" of every source file
# must point down the house, never up or sideways. Exits 1 naming each edge that does not, 0 when
# every edge is allowed. Usage: scripts/house_check.sh [REPO] (default: this script's repository).
#
# Library code, by folder (a folder may always include itself):
#   oracle/                      nothing else
#   testkit/                     oracle/
#   reference/, smt/, gtp/       oracle/
#   optimized/                   oracle/, and reference/rule_tables.h alone (the rules on numbers,
#                                written once for both engines: reference/README.md)
#   judge/                       oracle/, testkit/, reference/, optimized/, smt/, gtp/
#   cli/                         everything above, and judge/
#   web/                         oracle/, reference/, optimized/, judge/ (the parts that build without
#                                Z3: the WebAssembly build links no more, web/README.md); its tests
#                                also testkit/
#   properties/, fuzz/, bench/   everything above but cli/
# Tests (FOLDER/tests/): what their folder may include, testkit/, and for the engines the other
# engines (a differential test holds an engine beside its twin) — never judge/ or cli/.
set -euo pipefail
repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$repo"

rooms="oracle testkit reference optimized smt gtp judge cli web properties fuzz bench"
engines="oracle testkit reference optimized smt"
allowed_for() {  # $1: room (folder, or folder/tests)
  case "$1" in
    oracle) echo "oracle" ;;
    testkit) echo "oracle testkit" ;;
    reference|smt|gtp) echo "oracle $1" ;;
    optimized) echo "oracle optimized reference/rule_tables.h" ;;
    judge) echo "oracle testkit reference optimized smt gtp judge" ;;
    cli) echo "oracle testkit reference optimized smt gtp judge cli" ;;
    web) echo "oracle reference optimized judge web" ;;
    web/tests) echo "oracle testkit reference optimized judge web" ;;
    properties|fuzz|bench) echo "oracle testkit reference optimized smt gtp judge $1" ;;
    oracle/tests) echo "oracle testkit" ;;
    reference/tests|optimized/tests|smt/tests|testkit/tests) echo "$engines" ;;
    gtp/tests) echo "$engines gtp" ;;
    judge/tests) echo "$engines gtp judge" ;;
    cli/tests) echo "$engines gtp judge cli" ;;
    *) echo "" ;;
  esac
}

bad=0
checked=0
while IFS= read -r file; do
  top="${file%%/*}"
  rest="${file#*/}"
  room="$top"
  [ "${rest%%/*}" = "tests" ] && room="$top/tests"
  allowed="$(allowed_for "$room")"
  [ -n "$allowed" ] || continue
  while IFS= read -r target; do
    folder="${target%%/*}"
    case " $rooms " in *" $folder "*) ;; *) continue ;; esac  # another project's header (bench/anchors)
    checked=$((checked + 1))
    ok=0
    for a in $allowed; do
      if [ "$a" = "$folder" ] || [ "$a" = "$target" ]; then ok=1; break; fi
    done
    if [ "$ok" -eq 0 ]; then
      echo "house_check: $file includes \"$target\": $room/ may include only: $allowed" >&2
      bad=$((bad + 1))
    fi
  done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([a-z_]*\/[^"]*\)".*/\1/p' "$file")
done < <(git ls-files -- '*.h' '*.cpp' | grep -E '^(oracle|testkit|reference|optimized|smt|gtp|judge|cli|web|properties|fuzz|bench)/')

if [ "$checked" -lt 500 ]; then
  echo "house_check: only $checked includes read: is $repo the repository?" >&2
  exit 2
fi
if [ "$bad" -gt 0 ]; then
  echo "house_check: $bad of $checked includes point up or sideways" >&2
  exit 1
fi
echo "house_check: all $checked includes point down the house"

#!/usr/bin/env bash
# The house's include graph (docs/architecture.md): every #include "folder/…" of every source file
# must point down the house, never up or sideways. Exits 1 naming each edge that does not, 0 when
# every edge is allowed. Usage: scripts/house_check.sh [REPO] (default: this script's repository).
# scripts/house_check_test.sh plants upward edges in a copy and checks that each is named.
#
# The rooms, from the bottom; judge/ holds two rooms of its own, judge/engines/ below it and
# judge/report/ above it. Library code, by room (a room may always include itself):
#   oracle/                      nothing else
#   testkit/                     oracle/
#   reference/, smt/, gtp/       oracle/
#   optimized/                   oracle/, and reference/rule_tables.h alone (the rules on numbers,
#                                written once for both engines: reference/README.md)
#   judge/engines/               oracle/, reference/, optimized/, smt/, gtp/: the engine registry
#   judge/                       oracle/, testkit/, the engines, gtp/, judge/engines/
#   judge/report/                all of the above and judge/: the report lays out the finder's results
#   cli/                         everything above
#   web/                         oracle/, reference/, optimized/, and of judge/report/ the headers of
#                                the Z3-free library f3go_explain alone (the WebAssembly build links
#                                no more, web/README.md); its tests also testkit/
#   properties/, fuzz/, bench/   everything above but cli/
# Tests (ROOM/tests/): what their room may include, testkit/, and for the engines the other engines
# (a differential test holds an engine beside its twin) — never a room above their own.
set -euo pipefail
repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$repo"

engines="oracle testkit reference optimized smt"
judge_below="oracle testkit reference optimized smt gtp judge/engines"
explain_headers="judge/report/explain_text.h judge/report/question_texts.h"
allowed_for() {  # $1: room, or room/tests; sets $allowed ("" for a folder outside the house)
  case "$1" in
    oracle) allowed="oracle" ;;
    testkit) allowed="oracle testkit" ;;
    reference|smt|gtp) allowed="oracle $1" ;;
    optimized) allowed="oracle optimized reference/rule_tables.h" ;;
    judge/engines) allowed="oracle reference optimized smt gtp judge/engines" ;;
    judge) allowed="$judge_below judge" ;;
    judge/report) allowed="$judge_below judge judge/report" ;;
    cli) allowed="$judge_below judge judge/report cli" ;;
    web) allowed="oracle reference optimized $explain_headers web" ;;
    web/tests) allowed="oracle testkit reference optimized $explain_headers web" ;;
    properties|fuzz|bench) allowed="$judge_below judge judge/report $1" ;;
    oracle/tests) allowed="oracle testkit" ;;
    reference/tests|optimized/tests|smt/tests|testkit/tests) allowed="$engines" ;;
    gtp/tests) allowed="$engines gtp" ;;
    judge/engines/tests) allowed="$engines gtp judge/engines" ;;
    judge/tests) allowed="$judge_below judge" ;;
    judge/report/tests) allowed="$judge_below judge judge/report" ;;
    cli/tests) allowed="$judge_below judge judge/report cli" ;;
    *) allowed="" ;;
  esac
}

# The room of a path, in $room_found: judge/engines/… and judge/report/… are rooms of their own, any
# other path is in its top folder.
room_of() {
  case "$1" in
    judge/engines/*) room_found="judge/engines" ;;
    judge/report/*) room_found="judge/report" ;;
    *) room_found="${1%%/*}" ;;
  esac
}

rooms=" oracle testkit reference optimized smt gtp judge cli web properties fuzz bench "
bad=0
checked=0
# Every include line of every library and test source, as FILE:TARGET.
while IFS= read -r edge; do
  file="${edge%%:*}"
  target="${edge#*:}"
  case "$rooms" in *" ${target%%/*} "*) ;; *) continue ;; esac  # another project's header (bench/anchors)
  room_of "$file"
  room="$room_found"
  rest="${file#"$room"/}"
  [ "${rest%%/*}" = "tests" ] && room="$room/tests"
  allowed_for "$room"
  [ -n "$allowed" ] || continue
  checked=$((checked + 1))
  room_of "$target"
  target_room="$room_found"
  ok=0
  for a in $allowed; do
    if [ "$a" = "$target_room" ] || [ "$a" = "$target" ]; then ok=1; break; fi
  done
  if [ "$ok" -eq 0 ]; then
    echo "house_check: $file includes \"$target\": $room/ may include only: $allowed" >&2
    bad=$((bad + 1))
  fi
done < <(git ls-files -z -- '*.h' '*.cpp' |
         grep -zE '^(oracle|testkit|reference|optimized|smt|gtp|judge|cli|web|properties|fuzz|bench)/' |
         xargs -0 -r grep -H -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z_]+/' |
         sed -n 's/^\([^:]*\):[[:space:]]*#[[:space:]]*include[[:space:]]*"\([a-z_]*\/[^"]*\)".*/\1:\2/p')

if [ "$checked" -lt 500 ]; then
  echo "house_check: only $checked includes read: is $repo the repository?" >&2
  exit 2
fi
if [ "$bad" -gt 0 ]; then
  echo "house_check: $bad of $checked includes point up or sideways" >&2
  exit 1
fi
echo "house_check: all $checked includes point down the house"

#!/usr/bin/env bash
# Instructions per move of each engine of bench/anchors, counted by callgrind (README.md):
# a fixed number of playouts (or replays of recorded playouts) of one engine in
# f3go_anchors_counted, the only function collected, divided by the turns played.
# Usage: bench/anchors/instructions.sh BUILD_DIR [PLAYOUTS_9x9 [PLAYOUTS_19x19]]
set -euo pipefail
build=${1:?usage: $0 BUILD_DIR [PLAYOUTS_9x9 [PLAYOUTS_19x19]]}
declare -A playouts=([9]=${2:-2000} [19]=${3:-400})
command -v valgrind >/dev/null || { echo "$0: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for n in 9 19; do
  bin=$build/bench/anchors/anchors_bench_$n
  [[ -x $bin ]] || { echo "$0: no $bin (configure with F3GO_LIBEGO_DIR or F3GO_KATAGO_DIR)" >&2; exit 2; }
  for kind in playout update; do
    for engine in F3Go libego KataGo F3Go-via-choice.h libego-own-policy; do
      [[ $kind == update && $engine == @(libego-own-policy|F3Go-via-choice.h) ]] && continue
      if ! "$bin" --count "$kind" "$engine" 1 >/dev/null 2>&1; then continue; fi  # not built in
      log=$out/$n.$kind.$engine.log
      valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" --toggle-collect=f3go_anchors_counted \
        "$bin" --count "$kind" "$engine" "${playouts[$n]}" >"$log" 2>&1
      turns=$(sed -n 's/.*, \([0-9]*\) turns$/\1/p' "$log")
      ir=$(sed -n 's/.*Collected : \([0-9]*\)$/\1/p' "$log")
      unit=playouts; [[ $kind == update ]] && unit="replayed playouts"
      awk -v n="$n" -v k="$kind" -v e="$engine" -v ir="$ir" -v t="$turns" -v p="${playouts[$n]}" -v u="$unit" \
        'BEGIN { printf "%dx%d %-8s %-18s %5.0f instructions/move (%d %s, %d turns)\n", n, n, k, e, ir / t, p, u, t }'
    done
  done
done

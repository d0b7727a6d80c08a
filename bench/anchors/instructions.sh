#!/usr/bin/env bash
# Instructions per move of each engine of bench/anchors, counted by callgrind (README.md):
# a fixed number of playouts (or replays of recorded playouts) of one engine in
# f3go_anchors_counted, the only function collected, divided by the turns played. Every program
# of the size is asked for its engines (--list); F3Go, in every program, is counted once. Then,
# per anchor, the like-for-like ratios F3Go/anchor: the playout with both boards through
# choice.h (F3Go-via-choice.h against the anchor), and the update alone; and F3Go's own playout
# against each libego's own playout step (other games).
# Usage: bench/anchors/instructions.sh BUILD_DIR [PLAYOUTS_9x9 [PLAYOUTS_19x19]]
set -euo pipefail
build=${1:?usage: $0 BUILD_DIR [PLAYOUTS_9x9 [PLAYOUTS_19x19]]}
declare -A playouts=([9]=${2:-2000} [19]=${3:-400})
command -v valgrind >/dev/null || { echo "$0: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
declare -A per_move=()  # "N kind engine" -> instructions per move
for n in 9 19; do
  bins=()
  for bin in "$build/bench/anchors/anchors_bench_$n" "$build/bench/anchors/anchors_bench_ego01_$n"; do
    [[ -x $bin ]] && bins+=("$bin")
  done
  ((${#bins[@]})) || { echo "$0: no $build/bench/anchors/anchors_bench_*$n (configure with F3GO_LIBEGO_DIR or F3GO_KATAGO_DIR)" >&2; exit 2; }
  anchors=()
  own=()
  for bin in "${bins[@]}"; do
    while read -r engine kinds; do
      if [[ $engine == *-own-policy ]]; then own+=("$engine"); elif [[ $engine != F3Go* ]]; then anchors+=("$engine"); fi
      for kind in $kinds; do
        [[ -n ${per_move["$n $kind $engine"]:-} ]] && continue
        log=$out/$n.$kind.$engine.log
        valgrind --tool=callgrind --callgrind-out-file="$out/cg.out" --toggle-collect=f3go_anchors_counted \
          "$bin" --count "$kind" "$engine" "${playouts[$n]}" </dev/null >"$log" 2>&1
        turns=$(sed -n 's/.*, \([0-9]*\) turns$/\1/p' "$log")
        ir=$(sed -n 's/.*Collected : \([0-9]*\)$/\1/p' "$log")
        [[ -n $turns && -n $ir ]] || { echo "$0: $bin --count $kind $engine failed:" >&2; cat "$log" >&2; exit 1; }
        per_move["$n $kind $engine"]=$(awk -v ir="$ir" -v t="$turns" 'BEGIN { printf "%.0f", ir / t }')
        unit=playouts; [[ $kind == update ]] && unit="replayed playouts"
        printf '%dx%d %-8s %-22s %5d instructions/move (%d %s, %d turns)\n' "$n" "$n" "$kind" "$engine" \
          "${per_move["$n $kind $engine"]}" "${playouts[$n]}" "$unit" "$turns"
      done
    done < <("$bin" --list)
  done
  for anchor in "${anchors[@]}"; do
    awk -v n="$n" -v a="$anchor" -v cp="${per_move["$n playout F3Go-via-choice.h"]}" \
        -v ap="${per_move["$n playout $anchor"]}" -v fu="${per_move["$n update F3Go"]}" \
        -v au="${per_move["$n update $anchor"]}" -v fp="${per_move["$n playout F3Go"]}" \
      'BEGIN { printf "%dx%d F3Go/%s like for like, instructions: playout %.2f (both boards through choice.h), update %.2f; F3Go'"'"'s own random_move against %s through choice.h: %.2f\n", n, n, a, cp / ap, fu / au, a, fp / ap }'
  done
  for policy in "${own[@]}"; do
    awk -v n="$n" -v o="$policy" -v fp="${per_move["$n playout F3Go"]}" -v op="${per_move["$n playout $policy"]}" \
      'BEGIN { printf "%dx%d F3Go/%s, instructions: playout %.2f (each board'"'"'s own playout step and list, other games)\n", n, n, o, fp / op }'
  done
done

#!/usr/bin/env bash
# Short fuzzing smoke run: configures and builds the `fuzz` preset (clang++), then runs each
# libFuzzer target for SECONDS seconds (default 20) on a scratch corpus seeded from the committed
# one, with its dictionary when it has one (the differential targets read binary layouts: none).
# Exits non-zero as soon as a target finds a crash (the reproducer is left in the scratch
# directory, printed at the end). Without clang++ it says so and exits 0.
#
# Usage: fuzz/run_short.sh [SECONDS] [TARGET...]
#   (targets: position_text record rules_config case analysis_record shard_output tst search_results certificate differential_position differential_game differential_smt gtp gtp_client)
set -euo pipefail

seconds="${1:-20}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(position_text record rules_config case analysis_record shard_output tst search_results certificate differential_position differential_game differential_smt gtp gtp_client)

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! command -v clang++ >/dev/null 2>&1; then
  echo "run_short: clang++ not found; skipping the fuzzers (the ctest *_replay tests still replay the corpora)"
  exit 0
fi

cmake --preset fuzz -S "$root" >/dev/null
cmake --build --preset fuzz

scratch="$(mktemp -d "${TMPDIR:-/tmp}/f3go-fuzz.XXXXXX")"
status=0
for name in "${targets[@]}"; do
  fuzzer="$root/build/fuzz/fuzz/${name}_fuzzer"
  mkdir -p "$scratch/$name"
  options=()
  [ -f "$root/fuzz/${name}_fuzzer.dict" ] && options=(-dict="$root/fuzz/${name}_fuzzer.dict")
  # The readers of files are fuzzed with inputs up to 1 MiB (fuzz/harness.h kMaxInput, README.md).
  case "$name" in differential_*|gtp|gtp_client) ;; *) options+=(-max_len=1048576) ;; esac
  echo "run_short: ${name}_fuzzer for ${seconds}s (scratch corpus $scratch/$name)"
  # Scratch directory FIRST: libFuzzer writes new inputs there, never into the committed seeds.
  if ! "$fuzzer" -max_total_time="$seconds" -print_final_stats=1 \
      "${options[@]}" -artifact_prefix="$scratch/${name}-" \
      "$scratch/$name" "$root/fuzz/corpora/$name" >"$scratch/$name.log" 2>&1; then
    echo "run_short: ${name}_fuzzer FAILED; log $scratch/$name.log, reproducer:" >&2
    ls "$scratch/${name}-"* >&2 || true
    grep -A8 -E "f3go fuzz:|ERROR:" "$scratch/$name.log" | head -40 >&2 || true
    status=1
    continue
  fi
  grep -E "^#[0-9]+ +DONE|stat::number_of_executed_units|stat::average_exec_per_sec" "$scratch/$name.log" || true
done
[ $status -eq 0 ] && echo "run_short: no crash found (scratch corpora in $scratch)"
exit $status

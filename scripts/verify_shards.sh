#!/bin/bash
# Runs shards FROM..TO (of K) of one long `f3go verify` run, one after another, saving each output
# as DIR/shard_I.out. A shard whose saved output is finished (its record last, after the line
# "N agree, M disagree", or with ", 0 unknown") is skipped, so the script resumes where it stopped; an unfinished one is run
# again, and so is one where Z3 left samples unknown (f3go's status 3: its output stays
# shard_I.out.part). Spread the shard
# ranges over machines or sessions, collect the files, then add them up:
#   f3go verify --merge DIR/shard_*.out
# Usage: scripts/verify_shards.sh DIR K FROM TO VERIFY-OPTIONS... (without --shard), e.g.
#   nice -n 19 scripts/verify_shards.sh runs/v19 1000 0 999 --random 100000 --size 19 --seed 1
# F3GO names the binary (default build/release/f3go). Progress: one line per shard on stdout.
# It needs neither ssh nor GNU parallel: give each machine or session its own range by hand. To
# run the shards over several machines at once through GNU parallel: scripts/parallel_shards.sh.
# Exit: 0 when every shard of the range agreed, 1 when one disagreed (the script goes on with
# the others), 3 when none disagreed but Z3 left samples unknown in one, 2 on bad arguments or
# when f3go reports bad input.
set -u
usage() { echo "usage: $0 DIR K FROM TO VERIFY-OPTIONS... (e.g. --random 100000 --size 19 --seed 1)" >&2; exit 2; }
[ $# -ge 5 ] || usage
dir=$1 k=$2 from=$3 to=$4
shift 4
for n in "$k" "$from" "$to"; do [[ $n =~ ^[0-9]+$ ]] || usage; done
if (( k < 1 || from > to || to >= k )); then echo "$0: need 0 <= FROM <= TO < K" >&2; exit 2; fi
f3go=${F3GO:-build/release/f3go}
[ -x "$f3go" ] || { echo "$0: no f3go binary at $f3go (set F3GO)" >&2; exit 2; }
mkdir -p "$dir" || exit 2

# The counts line of an output: the line before its record (the last line, JSON).
counts() { tail -n 2 "$1" | head -n 1; }
finished() {
  [ -f "$1" ] && tail -n 1 "$1" | grep -q '^{"f3go":"verify",' &&
    counts "$1" | grep -Eq '^[0-9]+ agree, [0-9]+ disagree(, 0 unknown)?$'
}

status=0
for ((i = from; i <= to; i++)); do
  out="$dir/shard_$i.out"
  if finished "$out"; then echo "shard $i/$k: done before: $(counts "$out")"; continue; fi
  start=$SECONDS
  "$f3go" verify "$@" --shard "$i/$k" > "$out.part" 2> "$dir/shard_$i.err"
  rc=$?
  if (( rc == 2 )); then echo "shard $i/$k: bad input: $(tail -n 1 "$dir/shard_$i.err")" >&2; exit 2; fi
  if (( rc == 3 )); then
    echo "shard $i/$k: Z3 left samples unknown: $(counts "$out.part") ($((SECONDS - start)) s; run again)"
    (( status == 1 )) || status=3
    continue
  fi
  mv "$out.part" "$out"
  (( rc == 0 )) || status=1
  echo "shard $i/$k: $(counts "$out") ($((SECONDS - start)) s)"
done
exit $status

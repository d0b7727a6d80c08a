#!/bin/bash
# ctest: scripts/verify_shards.sh runs the shards of a range, resumes (skips the finished ones,
# reruns an unfinished one), leaves a shard with samples Z3 left unknown (f3go's status 3) to run
# again with status 3, refuses bad arguments with status 2, and `f3go verify --merge` adds the
# saved outputs up to the unsharded run. Usage: verify_shards_test.sh F3GO_BINARY
set -u
export F3GO=$1
here=$(dirname "$0")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

"$here/verify_shards.sh" "$dir" 3 0 1 --random 6 --size 3 --seed 4 > "$dir/first.log" || fail "first range"
[ "$(grep -c agree "$dir/first.log")" = 2 ] || fail "two shards expected: $(cat "$dir/first.log")"
echo "run: random=6 size=3 seed=4 rules=2022 shard=2/3" > "$dir/shard_2.out"   # unfinished
"$here/verify_shards.sh" "$dir" 3 0 2 --random 6 --size 3 --seed 4 > "$dir/second.log" || fail "second range"
[ "$(grep -c 'done before' "$dir/second.log")" = 2 ] || fail "shards 0 and 1 not skipped: $(cat "$dir/second.log")"
grep -q '^shard 2/3: 2 agree, 0 disagree' "$dir/second.log" || fail "shard 2 not rerun: $(cat "$dir/second.log")"
whole=$("$F3GO" verify --random 6 --size 3 --seed 4 | tail -n 2 | head -n 1)
merged=$("$F3GO" verify --merge "$dir"/shard_*.out | tail -n 1) || fail "merge exit status"
[ "$merged" = "$whole" ] || fail "merged '$merged' differs from the whole run '$whole'"
# An f3go that reports an unknown sample (status 3) for shard 1/2: not finished, status 3.
printf '%s\n' '#!/bin/bash' 'echo "run: x shard=1/2"; echo "0 agree, 0 disagree, 1 unknown"' \
  'echo '"'"'{"f3go":"verify","run":"x","shard":[1,2],"results":{"agree":0,"disagree":0,"unknown":1,"counts_unknown":true,"disagreements":[]}}'"'"'; exit 3' > "$dir/unknown_f3go"
chmod +x "$dir/unknown_f3go"
F3GO=$dir/unknown_f3go "$here/verify_shards.sh" "$dir/unk" 2 1 1 --random 2 --size 3 > "$dir/unk.log"
[ $? = 3 ] || fail "a shard with an unknown sample must be status 3: $(cat "$dir/unk.log")"
grep -q '^shard 1/2: Z3 left samples unknown' "$dir/unk.log" && [ ! -e "$dir/unk/shard_1.out" ] ||
  fail "the unknown shard must be reported and left unfinished: $(cat "$dir/unk.log")"
"$here/verify_shards.sh" "$dir" 3 2 1 --random 6 --size 3 2> /dev/null
[ $? = 2 ] || fail "FROM > TO must be status 2"
"$here/verify_shards.sh" "$dir/bad" 3 0 0 --random 6 --size 99 > /dev/null 2>&1
[ $? = 2 ] || fail "f3go's bad input must be status 2"
echo "ok: $merged"

#!/bin/bash
# ctest: scripts/parallel_shards.sh on this machine with two slots (sshloginfile "2/:"). A shard
# killed mid-run is a failure in the joblog and leaves no shard_I.out; --resume-failed runs that
# shard alone again and the merge equals the unsharded run; a seeded sample is the same on every
# run and is reported as a sample; a disagreeing shard gives status 1; a shard where Z3 left
# samples unknown (f3go's status 3) is named, not finished, and rerun by --resume-failed; bad
# arguments status 2; --skip runs the rest of a run begun elsewhere and merges the whole.
# Needs GNU parallel (scripts/setup.sh installs it). Usage: parallel_shards_test.sh F3GO_BINARY
set -u
real=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
script=$here/parallel_shards.sh
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
parallel --version 2>/dev/null | grep -q '^GNU parallel' ||
  fail "GNU parallel is not installed (scripts/setup.sh installs it)"
opts=(--random 40 --size 5 --seed 1)
echo "2/:" > "$t/slf"

# The f3go the jobs run: the real one, logging each shard of 6 it is asked for to $t/calls. With
# $t/hold, shard 2/6 prints its run line and waits to be killed; with $t/disagree, shard 4/6
# reports a disagreement as f3go does (its counts, status 1); with $t/unknown, shard 5/6 reports an
# unknown sample as f3go does (its counts, status 3).
cat > "$t/f3go" <<EOF
#!/bin/bash
for a in "\$@"; do case \$a in */6) echo "\$a" >> "$t/calls" ;; esac; done
if [ -e "$t/hold" ] && [[ " \$* " == *" --shard 2/6 "* ]]; then
  echo "run: random=40 size=5 seed=1 rules=2022 shard=2/6"
  echo \$\$ > "$t/held.pid"
  exec sleep 30
fi
if [ -e "$t/disagree" ] && [[ " \$* " == *" --shard 4/6 "* ]]; then
  printf '%s\n' "run: random=40 size=5 seed=1 rules=2022 shard=4/6" \
    "first disagreement (sample 0 of this run):" "5 agree, 1 disagree" \
    '{"f3go":"verify","run":"random=40 size=5 seed=1 rules=2022","shard":[4,6],"results":{"agree":5,"disagree":1,"unknown":0,"counts_unknown":false,"disagreements":[{"sample":4,"engine":"optimized","observable":"private eye"}]}}'
  exit 1
fi
if [ -e "$t/unknown" ] && [[ " \$* " == *" --shard 5/6 "* ]]; then
  printf '%s\n' "run: random=40 size=5 seed=1 rules=2022 shard=5/6" \
    "first unknown (sample 0 of this run), smt:" "5 agree, 0 disagree, 1 unknown" \
    '{"f3go":"verify","run":"random=40 size=5 seed=1 rules=2022","shard":[5,6],"results":{"agree":5,"disagree":0,"unknown":1,"counts_unknown":true,"disagreements":[]}}'
  exit 3
fi
exec "$real" "\$@"
EOF
chmod +x "$t/f3go"
export F3GO=$t/f3go
run() { timeout 30 "$script" "$@"; }
whole=$("$real" verify "${opts[@]}" | tail -n 2 | head -n 1)

# A run of 6 shards in which shard 2 is killed once it has started.
touch "$t/hold"
run --sshloginfile "$t/slf" "$t/run" 6 "${opts[@]}" > "$t/first.out" 2> "$t/first.err" &
pid=$!
for _ in $(seq 100); do [ -s "$t/held.pid" ] && break; sleep 0.1; done
[ -s "$t/held.pid" ] || fail "shard 2 did not start within 10 s: $(cat "$t/first.err")"
kill -KILL "$(cat "$t/held.pid")"
wait "$pid"
rc=$?
[ $rc = 3 ] || fail "a run with a killed shard must be status 3, not $rc: $(cat "$t/first.out" "$t/first.err")"
awk -F '\t' '$1 == 3 && ($7 != 0 || $8 != 0)' "$t/run/joblog" | grep -q . ||
  fail "the joblog has no failure for shard 2 (Seq 3): $(cat "$t/run/joblog")"
[ ! -e "$t/run/shard_2.out" ] || fail "the killed shard 2 left shard_2.out"
grep -q '^run: ' "$t/run/shard_2.out.part" || fail "no partial output shard_2.out.part of the killed shard"
for i in 0 1 3 4 5; do
  tail -n 2 "$t/run/shard_$i.out" 2>/dev/null | head -n 1 | grep -Eq '^[0-9]+ agree, 0 disagree$' || fail "shard_$i.out is not finished"
done
grep -q '^not finished: shards 2 ' "$t/first.out" || fail "shard 2 not reported unfinished: $(cat "$t/first.out")"
grep -q '^shard 2/6: did not finish' "$t/first.err" || fail "no progress line for shard 2: $(cat "$t/first.err")"

# Again without --resume-failed: refused. With it: shard 2 alone runs, and the merge is the whole run.
run "$t/run" 6 "${opts[@]}" > /dev/null 2> "$t/refused.err"
[ $? = 2 ] && grep -q 'resume-failed' "$t/refused.err" || fail "a second run into the same DIR must be refused (2)"
rm "$t/hold" "$t/calls"
lines=$(wc -l < "$t/run/joblog")
run --resume-failed --sshloginfile "$t/slf" "$t/run" 6 "${opts[@]}" > "$t/second.out" 2> "$t/second.err" ||
  fail "the resumed run: status $?: $(cat "$t/second.out" "$t/second.err")"
[ "$(cat "$t/calls")" = "2/6" ] || fail "the resumed run must run shard 2/6 alone, ran: $(cat "$t/calls")"
[ "$(tail -n +$((lines + 1)) "$t/run/joblog" | cut -f 1,7,8)" = "$(printf '3\t0\t0')" ] ||
  fail "the resumed run's joblog lines: $(tail -n +$((lines + 1)) "$t/run/joblog")"
grep -q '^merged 6 of 6 shards of: random=40 size=5 seed=1 rules=2022$' "$t/second.out" &&
  grep -qFx "$whole" "$t/second.out" || fail "merged '$(cat "$t/second.out")', the whole run: '$whole'"
[ "$("$real" verify --merge "$t"/run/shard_*.out | tail -n 1)" = "$whole" ] ||
  fail "the saved outputs do not add up to '$whole'"
grep -q '^rate: [0-9]* samples per CPU-second (6 shards, 40 samples' "$t/second.out" ||
  fail "no rate: $(cat "$t/second.out")"

# A sample of 3 of the 6 shards with seed 5 (the shards 1, 3 and 4), shard 4 disagreeing: status 1,
# reported as a sample with the counts of those three shards.
touch "$t/disagree"
run --sample 3 --sample-seed 5 --jobs 2 "$t/sample" 6 "${opts[@]}" > "$t/sample.out" 2> "$t/sample.err"
rc=$?
[ $rc = 1 ] || fail "a disagreeing shard must be status 1, not $rc: $(cat "$t/sample.out" "$t/sample.err")"
[ "$(tr '\n' ' ' < "$t/sample/shards")" = "1 3 4 " ] || fail "sample of seed 5: $(cat "$t/sample/shards")"
n=0
for i in 1 3; do n=$((n + $("$real" verify "${opts[@]}" --shard $i/6 2>/dev/null | tail -n 2 | head -n 1 | cut -d ' ' -f 1))); done
grep -qx "sample of 3 of 6 shards: $((n + 5)) agree, 1 disagree" "$t/sample.out" ||
  fail "sample line: $(cat "$t/sample.out")"
grep -q "shard_4.out" "$t/sample.out" || fail "the disagreeing shard is not named: $(cat "$t/sample.out")"

# A shard with an unknown sample: status 3, named, its output left as .part; resumed, it runs again.
rm -f "$t/disagree"
touch "$t/unknown"
run --jobs 2 "$t/unk" 6 "${opts[@]}" > "$t/unk.out" 2> "$t/unk.err"
rc=$?
[ $rc = 3 ] || fail "a shard with unknowns must make status 3, not $rc: $(cat "$t/unk.out" "$t/unk.err")"
grep -q "^Z3 left questions unknown in shards 5 " "$t/unk.out" || fail "the unknown shard is not named: $(cat "$t/unk.out")"
grep -q '^not finished: shards 5 ' "$t/unk.out" || fail "the unknown shard is not unfinished: $(cat "$t/unk.out")"
[ ! -e "$t/unk/shard_5.out" ] && grep -q ' 1 unknown$' "$t/unk/shard_5.out.part" ||
  fail "the unknown shard's output must stay shard_5.out.part"
rm "$t/unknown"
run --resume-failed --jobs 2 "$t/unk" 6 "${opts[@]}" > "$t/unk2.out" 2> "$t/unk2.err" ||
  fail "the resumed run after an unknown: status $?: $(cat "$t/unk2.out" "$t/unk2.err")"
grep -qFx "$whole" "$t/unk2.out" || fail "after the rerun: '$(cat "$t/unk2.out")', the whole run: '$whole'"

# The rest of a run begun elsewhere: --skip leaves out the shards finished there (the sample 1, 3
# and 4 of seed 5) and merges their outputs with the rest's into the whole run; a DONE directory
# with another run's output is refused.
run --sample 3 --sample-seed 5 --jobs 2 "$t/part" 6 "${opts[@]}" > /dev/null 2>&1 || fail "the part: status $?"
rm -f "$t/calls"
run --skip "$t/part" --jobs 2 "$t/rest" 6 "${opts[@]}" > "$t/rest.out" 2> "$t/rest.err" ||
  fail "the rest: status $?: $(cat "$t/rest.out" "$t/rest.err")"
[ "$(sort "$t/calls" | tr '\n' ' ')" = "0/6 2/6 5/6 " ] || fail "the rest must run shards 0, 2 and 5, ran: $(cat "$t/calls")"
grep -q '^merged 6 of 6 shards of: random=40 size=5 seed=1 rules=2022$' "$t/rest.out" &&
  grep -qFx "$whole" "$t/rest.out" || fail "the rest merged '$(cat "$t/rest.out")', the whole run: '$whole'"
grep -q '^whole run of 6 shards: .* projected (6 shards x ' "$t/rest.out" ||
  fail "the cost of the rest must be a projection: $(cat "$t/rest.out")"
rm -f "$t/calls"
run --resume-failed --skip "$t/part" --jobs 2 "$t/rest" 6 "${opts[@]}" > "$t/rest2.out" 2>&1 &&
  [ ! -e "$t/calls" ] && grep -qFx "$whole" "$t/rest2.out" || fail "the rest resumed: $(cat "$t/rest2.out")"
mkdir "$t/other"
"$real" verify --random 40 --size 5 --seed 2 --shard 1/6 > "$t/other/shard_1.out"
run --skip "$t/other" "$t/rest3" 6 "${opts[@]}" 2> "$t/bad.err"
[ $? = 2 ] && grep -q 'shard_1.out is not shard 1 of this run' "$t/bad.err" ||
  fail "a DONE directory of another run must be status 2: $(cat "$t/bad.err")"

# Bad arguments: status 2, naming what is wrong.
run --sample 7 "$t/bad1" 6 "${opts[@]}" 2> "$t/bad.err"
[ $? = 2 ] && grep -q -- '--sample' "$t/bad.err" || fail "--sample 7 of 6 must be status 2: $(cat "$t/bad.err")"
run "$t/bad2" 6 --random 40 --size 99 2> "$t/bad.err"
[ $? = 2 ] && grep -q -- '--size' "$t/bad.err" || fail "f3go's bad option must be status 2: $(cat "$t/bad.err")"
run "$t/bad3" 6 "${opts[@]}" --shard 1/6 2> "$t/bad.err"
[ $? = 2 ] && grep -q -- '--shard' "$t/bad.err" || fail "--shard among the verify options must be status 2"
echo "ok: $whole"

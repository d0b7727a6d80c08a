#!/bin/bash
# The ambiguity finder regenerates the committed witnesses byte for byte (for the switches whose
# search takes a few seconds), and `--merge` puts sharded outputs back together.
# Usage: scripts/ambiguities_test.sh F3GO   (run from anywhere; the repository is this script's ..)
set -u
f3go=$1
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

switches=(--switch A01 --switch A07 --switch A14 --switch A16 --switch A19 --switch A26 --switch A35)
for shard in 0/2 1/2; do
  timeout 300 "$f3go" ambiguities "${switches[@]}" --max-size 3 --shard "$shard" --write "$tmp/w" \
    > "$tmp/out_${shard%/*}.txt" 2>/dev/null || fail "ambiguities --shard $shard exited $?"
done
written=$(ls "$tmp/w" | wc -l)
[ "$written" -ge 30 ] || fail "only $written witnesses written"
for f in "$tmp"/w/*.case; do
  cmp -s "$f" "$root/corpus/cases/witnesses/$(basename "$f")" || fail "$(basename "$f") differs from the committed witness"
done
timeout 60 "$f3go" ambiguities --merge "$tmp/out_0.txt" "$tmp/out_1.txt" > "$tmp/merged.txt" || fail "merge exited $?"
pairs=$(grep -c '^pair ' "$tmp/merged.txt")
[ "$pairs" -eq "$(grep -m1 -o '^pair [0-9]*/[0-9]*' "$tmp/merged.txt" | cut -d/ -f2)" ] || fail "merged $pairs pairs"
# A shard missing: named, exit 1.
timeout 60 "$f3go" ambiguities --merge "$tmp/out_0.txt" > "$tmp/half.txt"
[ $? -eq 1 ] && grep -q '^missing ' "$tmp/half.txt" || fail "a missing shard was not reported"
# The same shard twice: bad input, exit 2.
timeout 60 "$f3go" ambiguities --merge "$tmp/out_0.txt" "$tmp/out_0.txt" > /dev/null 2>&1
[ $? -eq 2 ] || fail "a shard given twice was accepted"
echo "ok: $written witnesses regenerated identically; $pairs pairs merged"

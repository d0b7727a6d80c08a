#!/usr/bin/env bash
# Hostile inputs against every f3go subcommand: no input up to 100 MB makes f3go crash, run past
# the limits of its readers (README.md "Limits") or use more than 1 GiB of memory, and every refusal
# is one line on stderr with the documented exit status.
#
# Usage: scripts/hostile_inputs.sh F3GO_BINARY   (registered in ctest as scripts_hostile_inputs)
#
# Each check runs one command under `ulimit -v` (1 GiB of address space) and `timeout` (10 s), in a
# fresh temporary folder of generated inputs, and asserts its exit status (2 bad input or output
# that cannot be written, 1 where that is the answer: an illegal turn, missing shards) and that
# stderr is exactly one line (none for a status of 0 or 1 that is not an error) no longer than
# 2,000 bytes. A crash (status >= 128), a timeout (124) or running out of memory (status 3,
# "internal error: std::bad_alloc") fails the check. The inputs reproduce what a hostile-user sweep
# found: deep SGF nesting, a node of 200,000 property names, a `run:` line of 30,000 characters, a
# count of 50,000 digits, a shard count of 10^12, sums past 2^64, /dev/zero, 100 MB files and
# streams, a full disk and a closed stdout, negative and overflowing seeds, byte-order marks, CR
# line ends, huge values, unreadable files and folders, deep JSON; and engines under certification
# (certify, regress) that never answer, exit, flood, crash, answer another id, leave a child
# behind, or whose standard error cannot be written. About 30 s of CPU (user + system).
set -uo pipefail

f3go="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
[ -x "$f3go" ] || { echo "hostile_inputs: $1 is not an executable" >&2; exit 2; }
work="$(mktemp -d "${TMPDIR:-/tmp}/f3go-hostile.XXXXXX")"
trap 'chmod -R u+rwx "$work" 2>/dev/null; rm -rf "$work"' EXIT
cd "$work"

memory_kib=1048576   # 1 GiB
seconds=10
failures=0
checks=0

# check NAME EXPECTED_STATUS SHELL_COMMAND  — the command's stdout goes to out.txt unless it says
# otherwise; `$F` is the binary.
check() {
  local name="$1" expected="$2" command="$3"
  checks=$((checks + 1))
  local start=$(date +%s%N)
  ( ulimit -v "$memory_kib"; F="$f3go" timeout "$seconds" bash -c "$command" >out.txt 2>err.txt )
  local status=$?
  local lines bytes
  lines=$(wc -l <err.txt)
  bytes=$(wc -c <err.txt)
  local want_lines=1
  if [ "$expected" = 0 ] || { [ "$expected" = 1 ] && [ "$(wc -c <err.txt)" = 0 ]; }; then want_lines=0; fi
  if [ "$status" != "$expected" ] || [ "$lines" != "$want_lines" ] || [ "$bytes" -gt 2001 ]; then
    failures=$((failures + 1))
    echo "FAIL $name: status $status (expected $expected), $lines stderr line(s) of $bytes bytes, $(( ($(date +%s%N) - start) / 1000000 )) ms" >&2
    head -c 300 err.txt | sed 's/^/  stderr: /' >&2
    echo >&2
  else
    echo "ok   $name: status $status in $(( ($(date +%s%N) - start) / 1000000 )) ms: $(head -c 160 err.txt | tr -d '\n')"
  fi
}

repeat() { # repeat TEXT COUNT: TEXT written COUNT times
  python3 -c 'import sys; sys.stdout.write(sys.argv[1] * int(sys.argv[2]))' "$1" "$2"
}

# --- inputs ----------------------------------------------------------------------------------

pos=$'size: 5\n5 . X . . .\n4 X X . . .\n3 . . . . .\n2 . . O . .\n1 . . . . F\n  A B C D E\n'
printf '%s' "$pos" >p.pos
printf '(;SZ[5];B[cc];W[dd])' >r.sgf
mkdir -p corpus folder
printf 'case: hostile\nclauses: T22.6\nsize: 3\n. . .\n. . .\n. . .\nmoves: B B2\nask: bottom\nexpect: .../.X./...\n' >corpus/a.case
printf 'run: x shard=0/1\n3 agree, 0 disagree\n%s\n' '{"f3go":"verify","run":"x","shard":[0,1],"results":{"agree":3,"disagree":0,"unknown":0,"counts_unknown":false,"disagreements":[]}}' >shard.out

repeat '(;' 28000 >nest.sgf                                                     # 56 KB of nesting
python3 - <<'EOF'
n = 30000
s = "(;SZ[19]" + "".join("(;%s[%s%s]" % ("BW"[i % 2], "abcdefghijklmnopqrs"[i % 19], "abcdefghijklmnopqrs"[i // 19 % 19]) for i in range(n))
open("deep_valid.sgf", "w").write(s + ")" * (n + 1))
def name(i):
    out, i = "", i + 1
    while i:
        i -= 1
        out = chr(65 + i % 26) + out
        i //= 26
    return out
open("props.sgf", "w").write("(;" + "".join(name(i) + "[]" for i in range(200000)) + ")")   # 1.4 MB
open("long_run.out", "w").write("run: " + "x" * 1000000 + " shard=0/1\n1 agree, 0 disagree\n" + '{"f3go":"verify","run":"x","shard":[0,1],"results":{"agree":1,"disagree":0,"unknown":0,"counts_unknown":false,"disagreements":[]}}' + "\n")
open("digits.out", "w").write(('{"f3go":"verify","run":"x","shard":[0,1],"results":{"agree":N,"disagree":0,"unknown":0,"counts_unknown":false,"disagreements":[]}}').replace('"agree":N', '"agree":' + "9" * 50000) + "\n")
open("huge_k.out", "w").write('{"f3go":"verify","run":"x","shard":[0,1000000000000],"results":{"agree":1,"disagree":0,"unknown":0,"counts_unknown":false,"disagreements":[]}}' + "\n")
open("wrap1.out", "w").write('{"f3go":"verify","run":"x","shard":[0,2],"results":{"agree":18446744073709551615,"disagree":0,"unknown":0,"counts_unknown":false,"disagreements":[]}}' + "\n")
open("wrap2.out", "w").write('{"f3go":"verify","run":"x","shard":[1,2],"results":{"agree":1,"disagree":0,"unknown":0,"counts_unknown":false,"disagreements":[]}}' + "\n")
pos = open("p.pos").read()
open("bom.pos", "w", encoding="utf-8").write("\ufeff" + pos)
open("cr.pos", "w").write(pos.replace("\n", "\r"))
open("big_value.pos", "w").write("size: " + "9" * 5000000 + "\n")
# Within the 16 MiB limit but as hostile as it gets: linear work, then a clear refusal.
open("comments.pos", "w").write("#\n" * 2500000)                             # 5 MB of lines
open("sets.pos", "w").write("set: komi=1\n" * 400000)                        # 4.8 MB
open("many_expect.case", "w").write("case: c\nclauses: T22.7\n" + pos + "ask: game_over\nexpect: false\n" + "expect mode=A: false\n" * 200000)
open("nodes.sgf", "w").write("(;SZ[19]" + ";B[]" * 1000000 + ")")           # 4 MB of nodes
open("values.sgf", "w").write("(;SZ[19]C" + "[]" * 2000000 + ")")           # 4 MB of values
open("comment.sgf", "w").write("(;SZ[5]C[" + "x" * 15000000 + "])")         # a valid 15 MB record
open("passes.sgf", "w").write("(;SZ[9]" + "".join(";%s[]" % "BW"[i % 2] for i in range(9000)) + ")")
open("deep.json", "w").write("[" * 5000000)
open("numbers.json", "w").write("[" + ",".join(["1e999999"] * 10) + "]")
open("keys.json", "w").write("{" + ",".join('"k%d":0' % i for i in range(400000)) + "}")  # 5 MB object
EOF
truncate -s 100M sparse100.pos                                                   # 100 MB by its size
ln -s loop.pos loop.pos
big_arg="$(repeat x 100000)"                                                     # argv holds ~128 KB

"$f3go" analyze --json p.pos >record.json

# --- SGF records (replay) ----------------------------------------------------------------------

check "replay: 28,000 nested '(;'" 2 '$F replay nest.sgf'
check "replay: a valid record nested 30,000 deep" 2 '$F replay deep_valid.sgf'
check "replay: one node of 200,000 property names" 2 '$F replay props.sgf'
check "replay: 1,000,000 nodes (4 MB)" 2 '$F replay nodes.sgf'
check "replay: 2,000,000 property values (4 MB)" 2 '$F replay values.sgf'
check "replay: a valid record with a 15 MB comment" 0 '$F replay comment.sgf'
check "replay: 9,000 passes (the third is illegal)" 1 '$F replay passes.sgf'
check "replay: /dev/zero" 2 '$F replay /dev/zero'
check "replay: a 100 MB file" 2 '$F replay sparse100.pos'
check "replay: a 100 MB stream" 2 'head -c 100M /dev/zero | $F replay /dev/stdin'
check "replay: a directory" 2 '$F replay folder'

# --- position files (analyze, explain, perft) ---------------------------------------------------

check "analyze: a 100 MB stream of '(;'" 2 "yes '(;' | head -c 100M | \$F analyze /dev/stdin"
check "analyze: a 5 MB value" 2 '$F analyze big_value.pos'
check "analyze: 2,500,000 comment lines" 2 '$F analyze comments.pos'
check "analyze: 400,000 set: lines" 2 '$F analyze sets.pos'
for cmd in "analyze" "explain" "perft --depth 1 --position"; do
  tail=""; [ "$cmd" = explain ] && tail=" B5"
  check "$cmd: /dev/zero" 2 "\$F $cmd /dev/zero$tail"
  check "$cmd: a 100 MB file" 2 "\$F $cmd sparse100.pos$tail"
  check "$cmd: CR-only line ends" 2 "\$F $cmd cr.pos$tail"
  check "$cmd: a byte-order mark (accepted)" 0 "\$F $cmd bom.pos$tail"
  check "$cmd: a directory" 2 "\$F $cmd folder$tail"
  check "$cmd: a symbolic-link loop" 2 "\$F $cmd loop.pos$tail"
  check "$cmd: the empty name" 2 "\$F $cmd ''$tail"
done
check "analyze: --set flybombs=7 reaches the position" 0 '$F analyze --set flybombs=7 p.pos | grep -q "flybombs left: black 7, white 7"'
check "analyze: a 100 KB --set value" 2 "\$F analyze --set komi=$big_arg p.pos"
check "analyze: a 100 KB --set name" 2 "\$F analyze --set $big_arg=1 p.pos"
check "analyze: a 100 KB --coords (CLI11's own message)" 2 "\$F analyze --coords $big_arg p.pos"
check "explain: a 100 KB point" 2 "\$F explain p.pos $big_arg"
check "a 100 KB subcommand" 2 "\$F $big_arg"

# --- analysis records (analyze --from-json) -----------------------------------------------------

check "analyze --from-json: its own output" 0 '$F analyze --from-json record.json'
check "analyze --from-json: 5,000,000 nested '['" 2 '$F analyze --from-json deep.json'
check "analyze --from-json: numbers out of range" 2 '$F analyze --from-json numbers.json'
check "analyze --from-json: an object of 400,000 keys" 2 '$F analyze --from-json keys.json'
check "analyze --from-json: /dev/zero" 2 '$F analyze --from-json /dev/zero'
check "analyze --from-json: a tampered verdict" 1 'sed "s/\"result\": \"[^\"]*\"/\"result\": \"B+1000\"/" record.json >t.json; $F analyze --from-json t.json >/dev/null'

# --- shard outputs (verify --merge) and numbers -------------------------------------------------

check "verify --merge: a run: line of 1,000,000 characters" 2 '$F verify --merge long_run.out'
check "verify --merge: a count of 50,000 digits" 2 '$F verify --merge digits.out'
check "verify --merge: shard=0/1000000000000 (missing shards as ranges)" 1 '$F verify --merge huge_k.out'
check "verify --merge: sums past 2^64" 2 '$F verify --merge wrap1.out wrap2.out'
check "verify --merge: /dev/zero" 2 '$F verify --merge /dev/zero'
check "verify --merge: a 100 MB file" 2 '$F verify --merge sparse100.pos'
check "ambiguities --merge: /dev/zero" 2 '$F ambiguities --merge /dev/zero'
check "ambiguities --merge: a 100 MB file" 2 '$F ambiguities --merge sparse100.pos'
check "ambiguities --merge: a run line of 1,000,000 characters" 2 '$F ambiguities --merge long_run.out'
check "ambiguities: --shard 0/2^64" 2 '$F ambiguities --switch A23 --max-size 2 --shard 0/18446744073709551616'
check "ambiguities: --write into a file" 2 '$F ambiguities --switch A23 --max-size 2 --write p.pos'
check "report: a 100 MB texts file" 2 '$F report --out rep --texts sparse100.pos'
check "report: texts from /dev/zero" 2 '$F report --out rep --texts /dev/zero'
check "report: a search file of 2,500,000 comment lines" 2 '$F report --out rep --search comments.pos'
check "report: a search file with a line of 1,000,000 characters" 2 '$F report --out rep --search long_run.out'
check "verify: --seed -1" 2 '$F verify --random 2 --size 2 --seed -1'
check "verify: --seed 2^64" 2 '$F verify --random 2 --size 2 --seed 18446744073709551616'
check "verify: --random -1" 2 '$F verify --random -1 --size 2'
check "verify: --shard 1/-3" 2 '$F verify --random 2 --size 2 --shard 1/-3'

# --- case files (certify) -----------------------------------------------------------------------

mkdir -p hostile_corpus && cp many_expect.case hostile_corpus/
check "certify: 200,000 expect lines" 2 '$F certify --corpus hostile_corpus'
check "certify: --corpus ''" 2 "\$F certify --corpus ''"
check "certify: --corpus /dev/zero" 2 '$F certify --corpus /dev/zero'
check "certify: --corpus a 100 MB file" 2 '$F certify --corpus sparse100.pos'
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
  nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
  chmod 755 "$work" && mkdir -p locked_corpus/locked && cp corpus/a.case locked_corpus/ && chmod 700 locked_corpus/locked
  check "certify: a folder that cannot be read" 2 "$nobody \$F certify --corpus locked_corpus"
  cp r.sgf secret.sgf && chmod 600 secret.sgf
  check "replay: a file that cannot be read" 2 "$nobody \$F replay secret.sgf"
elif [ "$(id -u)" != 0 ]; then
  mkdir -p locked_corpus/locked && cp corpus/a.case locked_corpus/ && chmod 000 locked_corpus/locked
  check "certify: a folder that cannot be read" 2 '$F certify --corpus locked_corpus'
  cp r.sgf secret.sgf && chmod 000 secret.sgf
  check "replay: a file that cannot be read" 2 '$F replay secret.sgf'
fi

# --- engines under certification that misbehave (certify, regress) ------------------------------

# Each fails its certification with the reason named in the certificate (exit 1, nothing on
# stderr), or is refused as bad input before the first command (exit 2, one line); never a hang, a
# crash of certify, a silent PASS or a process left behind.
engine_check() { # engine_check NAME EXPECTED_STATUS ENGINE_COMMAND [EXTRA_OPTIONS]
  check "certify: $1" "$2" "\$F certify --engine \"$3\" --no-corpus --games 1 --size 5 --timeout 500 ${4:-}"
}
engine_check "an engine that never answers" 1 "sleep 100"
engine_check "an engine that exits at once" 1 "true"
engine_check "an engine that answers garbage without end" 1 "yes garbage"
engine_check "an engine that floods 100 MB without a line end" 1 "head -c 100M /dev/zero"
engine_check "an engine that crashes" 1 "sh -c 'read l; kill -SEGV \\\$\\\$'"
engine_check "an engine that answers with another id" 1 "sh -c 'while read l; do printf \\\"=99\\\\n\\\\n\\\"; done'"
engine_check "an engine that floods its standard error" 1 "sh -c 'yes noise >&2'" "--engine-stderr /dev/null"
engine_check "a command that does not exist" 2 "f3go_no_such_engine_command"
engine_check "an empty command" 2 ""
engine_check "an --engine-stderr file on a full disk" 2 "sh -c 'echo noise >&2; sleep 5'" "--engine-stderr /dev/full"
printf 'sleep 373 & exec sleep 100\n' >lingering.sh   # a child left behind (pgrep sees no check's command line)
check "certify: an engine's child outlives no certification" 0 \
  "\$F certify --engine 'sh lingering.sh' --no-corpus --games 1 --size 5 --timeout 500 >/dev/null; ! pgrep -f 'sleep 37[3]'"
printf '1 name\n#? [F3Go]\n2 is_legal b c3\n#? [1]\n' >ok.tst
check "regress: an engine that never answers" 1 '$F regress ok.tst --engine "sleep 100" --timeout 500'
check "regress: an engine that exits at once" 1 '$F regress ok.tst --engine true --timeout 500'
check "regress: an SGF record is no .tst file" 2 '$F regress r.sgf --engine reference'
check "regress: an empty file is no .tst file" 2 ': >empty.tst; $F regress empty.tst --engine reference'
check "regress: /dev/zero" 2 '$F regress /dev/zero --engine reference'
check "regress: a 100 MB file" 2 '$F regress sparse100.pos --engine reference'
check "export-tst: --out a file" 2 '$F export-tst --out p.pos'
check "export-tst: --corpus a missing folder" 2 '$F export-tst --corpus no/such --out tst'
check "gtp: --files a missing folder" 2 '$F gtp --files no/such </dev/null'

# --- output that cannot be written --------------------------------------------------------------

for cmd in "analyze p.pos" "analyze --json p.pos" "explain p.pos B5" "replay r.sgf" "perft --size 2 --depth 2" \
           "count-legal 2" "verify --random 2 --size 2" "verify --merge shard.out" "certify --corpus corpus" \
           "ambiguities --switch A23 --max-size 2" "--help"; do
  check "$cmd >/dev/full" 2 "\$F $cmd >/dev/full"
  check "$cmd >&- (closed)" 2 "\$F $cmd >&-"
done

echo "hostile_inputs: $checks checks, $failures failed"
[ "$failures" = 0 ]

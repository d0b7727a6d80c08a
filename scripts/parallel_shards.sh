#!/bin/bash
# Runs the shards of one long `f3go verify` run through GNU parallel, on this machine's cores or on
# the machines of an sshloginfile, then adds the saved outputs up with `f3go verify --merge`.
#
# Usage: scripts/parallel_shards.sh [OPTIONS] DIR K VERIFY-OPTIONS...    (VERIFY-OPTIONS without --shard)
#   --sample S           run a seeded random sample of S of the K shards instead of all of them
#   --sample-seed N      the sample's seed, 1..2147483646 (default 1)
#   --sshloginfile FILE  parallel's machines, one a line: "2/:" is this machine counted as 2 CPUs,
#                        "8/user@host" is host with 8; default: this machine with its own CPUs
#   --jobs N             parallel's --jobs: jobs at once per machine (default: one per CPU)
#   --nice N             parallel's --nice (on every machine)
#   --resume-failed      continue the job saved in DIR: only the shards that failed, were killed or
#                        never started run again
#   --skip DONE          (repeatable; not with --sample) leave out the shards finished in DONE, the
#                        DIR of an earlier job of the same run, and merge their outputs with this
#                        job's: the rest of a run begun elsewhere, and its whole result
# e.g.  nice -n 19 scripts/parallel_shards.sh --sample 20 --jobs 1 runs/x4 2001 --exhaustive 4
#
# DIR holds `job` (the job: its run line, the f3go binary, the verify options, K and the shards
# chosen; a rerun must describe the same job), `shards` (the shard numbers, one a line, ascending:
# parallel's input, so line n is the joblog's Seq n), `joblog` (parallel's, kept always) and for
# each shard I: shard_I.out (its stdout) and shard_I.err (its stderr, then `cpu:` and the shell's
# `times`: the CPU time of f3go on its last line). Parallel writes each stdout to
# shard_I.out.part; when parallel returns (or at the next run, if this one was stopped), the .part
# of every shard whose job ended with status 0 is renamed shard_I.out, so a killed shard never
# leaves a finished-looking file. A shard's job ends with status 0 when f3go finished the shard,
# whether it agreed or not (its output says which: a rerun would only repeat it); so the joblog's
# failures (exit status or signal not 0) are exactly the shards that did not finish. A shard that
# ended with status 3 finished, but Z3 left some of its samples unknown and none disagreed: it
# counts as not finished (its output stays shard_I.out.part, named in the report), so that
# --resume-failed asks those questions again.
#
# Remote machines: the f3go binary (F3GO, default build/release/f3go, made absolute) must exist
# at that same absolute path on each machine, built from the same commit (scripts/setup.sh and
# the release build); nothing is copied to them. Each shard's stdout and stderr come back over
# parallel's ssh connection, so nothing is written on them and no shared file system is needed.
# Before any shard starts, every machine of the sshloginfile runs the verify options on an empty
# shard and must print the run line this machine prints.
#
# --skip DONE: a shard is finished in DONE when DONE/shard_I.out ends with its counts and no unknown
# sample; every shard_I.out there must be a shard of this run (its first line this run's, with
# shard=I/K), or the script stops with status 2. A shard finished in two DONE directories is taken
# from the first. The job records the DONE directories; the shards left are fixed when the job is
# made, so --resume-failed needs the same --skip options.
#
# Progress: one line per finished shard on stderr. At the end on stdout: the merge (for a sample:
# "sample of S of K shards: N agree, M disagree[, U unknown]"), the shards that disagreed, that Z3
# left unknown or that did not finish,
# the rate (positions or samples per CPU-second) and the CPU cost of the whole run of K shards
# (measured when it is complete, else projected from the finished shards).
# Exit: 0 every shard of the job finished and agreed; 1 a shard disagreed; 2 bad arguments or
# bad input (the message names it); 3 some shards did not finish (run again with --resume-failed).
set -u
me=$0
usage() {
  sed -n '5,17p' "$me" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
die() { echo "$me: $*" >&2; exit 2; }

sample=0 sample_seed=1 slf="" jobs="" nice="" resume=0 skips=()
while [ $# -gt 0 ]; do
  case $1 in
    --sample | --sample-seed | --sshloginfile | --jobs | --nice | --skip)
      [ $# -ge 2 ] || die "$1 needs a value"
      case $1 in
        --sample) sample=$2 ;;
        --sample-seed) sample_seed=$2 ;;
        --sshloginfile) slf=$2 ;;
        --jobs) jobs=$2 ;;
        --nice) nice=$2 ;;
        --skip) skips+=("$2") ;;
      esac
      shift 2 ;;
    --resume-failed) resume=1; shift ;;
    -h | --help) usage ;;
    --) shift; break ;;
    -*) die "unknown option '$1' (options go before DIR K; the verify options after them)" ;;
    *) break ;;
  esac
done
[ $# -ge 3 ] || usage
dir=$1 k=$2
shift 2
opts=("$@")

# Arguments.
[[ $k =~ ^[1-9][0-9]*$ ]] && ((${#k} <= 6 && k <= 50000)) ||
  die "K must be a whole number 1..50000 (one file per shard, merged by one command), not '$k'"
if [ "$sample" != 0 ]; then
  [[ $sample =~ ^[1-9][0-9]*$ ]] && ((${#sample} <= 6 && sample <= k)) ||
    die "--sample S must be a whole number 1..K ($k), not '$sample'"
fi
((${#skips[@]} == 0 || sample == 0)) || die "--skip and --sample do not go together"
for ((j = 0; j < ${#skips[@]}; j++)); do
  [ -d "${skips[j]}" ] && [ -r "${skips[j]}" ] || die "--skip: cannot read the directory '${skips[j]}'"
  skips[j]=$(cd "${skips[j]}" && pwd)
done
[[ $sample_seed =~ ^[1-9][0-9]*$ ]] && ((${#sample_seed} <= 10 && sample_seed <= 2147483646)) ||
  die "--sample-seed must be a whole number 1..2147483646, not '$sample_seed'"
[ -z "$jobs" ] || [[ $jobs =~ ^[+-]?[0-9]+%?$ ]] || die "--jobs must be N, +N, -N or N% (parallel's --jobs), not '$jobs'"
[ -z "$nice" ] || [[ $nice =~ ^-?[0-9]+$ ]] || die "--nice must be a whole number, not '$nice'"
for o in "${opts[@]}"; do
  case $o in
    --shard* | --merge*) die "the verify options must not contain $o: the script gives each job its --shard" ;;
  esac
done
if [ -n "$slf" ]; then
  [ -f "$slf" ] && [ -r "$slf" ] || die "--sshloginfile: cannot read '$slf'"
  slf=$(cd "$(dirname "$slf")" && pwd)/$(basename "$slf")
fi
parallel --version 2>/dev/null | grep -q '^GNU parallel' ||
  die "GNU parallel is not installed (Debian: apt-get install parallel; moreutils' parallel is another program)"

# The binary, by an absolute path that every machine must have.
f3go=${F3GO:-build/release/f3go}
[ -x "$f3go" ] && [ -f "$f3go" ] || die "no f3go binary at '$f3go' (set F3GO)"
f3go=$(cd "$(dirname "$f3go")" && pwd)/$(basename "$f3go")

# The verify options on an empty shard (the shard number past every index): f3go checks them and
# prints the run line at once, without verifying anything.
empty_shard=18446744073709551614/18446744073709551615
probe=$("$f3go" verify "${opts[@]}" --shard "$empty_shard" 2>&1)
rc=$?
((rc == 0)) || die "f3go verify ${opts[*]}: $(tail -n 1 <<<"$probe")"
what=$(head -n 1 <<<"$probe")
[[ $what == "run: "*" shard=$empty_shard" ]] || die "'$f3go verify' printed no run line first: '$what'"
what=${what#run: }
what=${what% shard="$empty_shard"}

# A word in single quotes, for the shells that run the jobs (here and on the remote machines).
quote() { local s=${1//"'"/"'\\''"}; printf "'%s'" "$s"; }
verify_cmd="$(quote "$f3go") verify"
for o in "${opts[@]}"; do verify_cmd+=" $(quote "$o")"; done

if [ -n "$slf" ]; then
  # Every machine runs the same empty shard and must print the same run line.
  seen=$(parallel --nonall --tag --sshloginfile "$slf" "$verify_cmd --shard $empty_shard 2>&1 | head -n 1" 2>&1)
  prc=$?
  bad=$(awk -F '\t' -v want="run: $what shard=$empty_shard" '$2 != want' <<<"$seen")
  ((prc == 0)) && [ -n "$seen" ] && [ -z "$bad" ] ||
    die "not every machine of $slf runs $f3go with these options (it must exist at that path on each):
$( [ -n "$bad" ] && echo "$bad" || echo "$seen")"
fi

# lowbias32, Chris Wellons' 32-bit integer hash, into REPLY; each product is split in two so that
# bash's signed 64-bit integers never overflow.
hash32() {
  local x=$1 m=0xFFFFFFFF
  x=$(((x ^ (x >> 16)) & m))
  x=$(((x * 0x352d + (((x * 0x7feb) & 0xFFFF) << 16)) & m))
  x=$(((x ^ (x >> 15)) & m))
  x=$(((x * 0xa68b + (((x * 0x846c) & 0xFFFF) << 16)) & m))
  REPLY=$(((x ^ (x >> 16)) & m))
}

# Knuth's selection sampling (TAOCP vol. 2, 3.4.2, Algorithm S): shard i (0..K-1, in order) is
# taken with probability (S - taken) / (K - i), so every set of S shards is equally likely. Its
# uniform number for shard i is hash32(hash32(i) XOR hash32(SEED)) / 2^32: the same seed gives the
# same sample on every machine.
sample_shards() {
  local k=$1 s=$2 key i taken=0
  hash32 "$3"
  key=$REPLY
  for ((i = 0; i < k && taken < s; i++)); do
    hash32 "$i"
    hash32 $((REPLY ^ key))
    if ((REPLY * (k - i) < (s - taken) << 32)); then
      echo "$i"
      taken=$((taken + 1))
    fi
  done
}

# FILE... (relative to DIR, or absolute) -> "FILE US first line US counts line", US being the unit
# separator (not whitespace, so an empty field stays a field); the counts line is the non-empty line
# before the run's record (the last line, JSON), empty when the output does not end with a record
# (an unfinished run); an empty file: no line.
ends() {
  (($# > 0)) || return 0
  (cd "$dir" && awk 'FNR == 1 && NR > 1 { print name "\037" first "\037" last }
                     FNR == 1 { name = FILENAME; first = $0; last = ""; prev = "" }
                     $0 != "" { if (index($0, "{\"f3go\":\"verify\",") == 1) last = prev; else { prev = $0; last = "" } }
                     END { if (NR) print name "\037" first "\037" last }' "$@")
}
# --skip: the shards finished in the DONE directories, as skipped[I]=FILE (the first one found).
declare -A skipped
skip_done() {
  local d files f first last i
  for d in "${skips[@]}"; do
    files=("$d"/shard_*.out)
    [ -e "${files[0]}" ] || die "--skip $d: no shard_I.out in it"
    while IFS=$'\037' read -r f first last; do
      i=${f##*/shard_} i=${i%.out}
      [[ $i =~ ^(0|[1-9][0-9]*)$ ]] && ((${#i} <= 6 && i < k)) && [ "$first" = "run: $what shard=$i/$k" ] ||
        die "--skip: $f is not shard $i of this run (its first line: '$first'; this run: '$what', K=$k)"
      [[ $last =~ $count_line && ! $last =~ ,\ [1-9][0-9]*\ unknown$ ]] || continue
      [ -n "${skipped[$i]:-}" ] || skipped[$i]=$f
    done < <(ends "${files[@]}")
  done
}
count_line='^[0-9]+ agree, [0-9]+ disagree(, [0-9]+ unknown)?$'
if [ "$sample" != 0 ]; then selection="sample of $sample, seed $sample_seed"; else selection="all"; fi
((${#skips[@]} == 0)) || selection+=" less those finished in: ${skips[*]}"
job="run: $what
f3go: $f3go
verify options: ${verify_cmd#* verify }
K: $k
shards: $selection"

# DIR: a new job, or the same job again with --resume-failed.
mkdir -p "$dir" || die "cannot create '$dir'"
dir=$(cd "$dir" && pwd)
if [ -f "$dir/job" ]; then
  if [ "$(cat "$dir/job")" != "$job" ]; then
    die "$dir holds another job; use a new DIR. Its job:
$(cat "$dir/job")
this one:
$job"
  fi
  ((resume)) ||
    die "$dir already holds this job (see $dir/joblog); give --resume-failed to run the shards that did not finish"
else
  [ -z "$(ls -A "$dir")" ] || die "$dir is not empty and holds no job file; use a new or empty DIR"
  ((${#skips[@]} == 0)) || skip_done
  if [ "$sample" != 0 ]; then sample_shards "$k" "$sample" "$sample_seed"; else seq 0 $((k - 1)); fi |
    while read -r i; do [ -n "${skipped[$i]:-}" ] || echo "$i"; done > "$dir/shards.part" && mv "$dir/shards.part" "$dir/shards" && echo "$job" > "$dir/job" ||
    die "cannot write to $dir"
fi
mapfile -t shards < "$dir/shards"
n=${#shards[@]}
unit=samples
[[ " ${opts[*]} " == *" --exhaustive "* && " ${opts[*]} " != *" --moves "* ]] && unit=positions

# The joblog, last line of each Seq: did its shard finish? (fills exitval, signal, runtime)
declare -a exitval signal runtime
read_joblog() {
  exitval=() signal=() runtime=()
  [ -f "$dir/joblog" ] || return 0
  local seq rt ev sig
  while IFS=$'\t' read -r seq _ _ rt _ _ ev sig _; do
    [[ $seq =~ ^[0-9]+$ ]] && ((seq >= 1 && seq <= n)) || continue
    exitval[seq]=$ev signal[seq]=$sig runtime[seq]=${rt// /}
  done < "$dir/joblog"
}

# One line per finished job on stderr, read from the joblog as parallel appends to it; lines that
# started before this run are old ones.
report_progress() {
  local t0=$1 todo=$2 done=0 seq host start rt ev sig i out
  while IFS=$'\t' read -r seq host start rt _ _ ev sig _; do
    [[ $seq =~ ^[0-9]+$ ]] && ((seq >= 1 && seq <= n && ${start%.*} >= t0)) || continue
    i=${shards[seq - 1]} done=$((done + 1)) out="$dir/shard_$i.out.part"
    [ "$host" = : ] && host="this machine"
    if [ "$ev" = 0 ] && [ "$sig" = 0 ]; then
      echo "shard $i/$k: $(tail -n 2 "$out" 2>/dev/null | head -n 1) (${rt// /} s on $host) [$done of $todo]"
    elif [ "$ev" = 3 ] && [ "$sig" = 0 ]; then
      echo "shard $i/$k: Z3 left samples unknown: $(tail -n 2 "$out" 2>/dev/null | head -n 1) (${rt// /} s on $host) [$done of $todo]"
    else
      echo "shard $i/$k: did not finish (exit status $ev, signal $sig, on $host) [$done of $todo]"
    fi
  done >&2
}

read_joblog
todo=0
for ((s = 1; s <= n; s++)); do [ "${exitval[s]:-}" = 0 ] && [ "${signal[s]:-}" = 0 ] || todo=$((todo + 1)); done
echo "$me: $what, K=$k, shards: $selection; $todo of $n to run, in $dir" >&2

# Parallel in the background, so that the joblog can be followed; stopping the script stops it
# (it ends its jobs), and the shards finished so far are still collected below.
popts=(--joblog joblog --results 'shard_{}.out.part')
if [ -n "$slf" ]; then popts+=(--sshloginfile "$slf"); else popts+=(--sshlogin :); fi
[ -z "$jobs" ] || popts+=(--jobs "$jobs")
[ -z "$nice" ] || popts+=(--nice "$nice")
((resume)) && popts+=(--resume-failed)
job_cmd="$verify_cmd --shard {}/$k; s=\$?; printf 'cpu: ' >&2; times >&2; [ \$s = 1 ] && s=0; exit \$s"
t0=$(date +%s)
log_lines=0
[ -f "$dir/joblog" ] && log_lines=$(wc -l < "$dir/joblog")
(cd "$dir" && exec parallel "${popts[@]}" "$job_cmd" :::: shards) &
parallel_pid=$!
tail -n +$((log_lines + 1)) -F -s 0.2 --pid="$parallel_pid" "$dir/joblog" 2>/dev/null | report_progress "$t0" "$todo" &
progress_pid=$!
stopped=0
trap 'stopped=1; kill -TERM "$parallel_pid" 2>/dev/null' INT TERM
wait "$parallel_pid"
prc=$?
while ((prc > 128)) && kill -0 "$parallel_pid" 2>/dev/null; do wait "$parallel_pid"; prc=$?; done
wait "$progress_pid"
trap - INT TERM
if ((stopped)); then
  echo "$me: stopped; collecting the shards that finished" >&2
elif ((prc == 255)); then
  echo "$me: GNU parallel stopped with an error (status 255); collecting the shards that finished" >&2
fi

# Collect: every .part.err becomes shard_I.err, and the .part of each shard whose job ended with
# status 0 becomes shard_I.out once it ends with its record after the count. Only the shards that ran in this
# run cost a process each (mv); the files are read by one awk (ends, cpu_times).
read_joblog
cpu_times() {  # shard_I.err... of DIR -> "FILE<TAB>user system" (the line after `cpu: `)
  (($# > 0)) || return 0
  (cd "$dir" && awk 'FNR == 1 { prev = "" } prev ~ /^cpu: / { print FILENAME "\t" $0 } { prev = $0 }' "$@")
}
finished=() fresh=() unfinished=() bad_input=() unknown=()
for ((s = 1; s <= n; s++)); do
  i=${shards[s - 1]}
  [ -f "$dir/shard_$i.out.part.err" ] && mv "$dir/shard_$i.out.part.err" "$dir/shard_$i.err"
  if [ "${exitval[s]:-}" = 0 ] && [ "${signal[s]:-}" = 0 ]; then
    finished+=("$s")
    [ -f "$dir/shard_$i.out.part" ] && fresh+=("shard_$i.out.part")
  elif [ "${exitval[s]:-}" = 2 ] && [ "${signal[s]:-}" = 0 ]; then
    bad_input+=("$i")
  elif [ "${exitval[s]:-}" = 3 ] && [ "${signal[s]:-}" = 0 ]; then
    unknown+=("$i")
    unfinished+=("$i")
  else
    unfinished+=("$i")
  fi
done
rm -f "$dir"/shard_*.out.part.seq
declare -A last
while IFS=$'\037' read -r f _ line; do last[$f]=$line; done < <(ends "${fresh[@]}")
for f in "${fresh[@]}"; do
  [[ ${last[$f]:-} =~ $count_line ]] ||
    die "a shard ended with status 0 but $dir/$f has no line 'N agree, M disagree[, U unknown]' before its record"
  mv "$dir/$f" "$dir/${f%.part}"
done
files=() errs=()
for s in "${finished[@]}"; do
  f=shard_${shards[s - 1]}.out
  [ -f "$dir/$f" ] || die "the joblog says shard ${shards[s - 1]} finished (Seq $s) but $dir/$f is missing"
  files+=("$f")
  [ -f "$dir/${f%.out}.err" ] && errs+=("${f%.out}.err")
done
while IFS=$'\037' read -r f _ line; do last[$f]=$line; done < <(ends "${files[@]}")
if ((${#bad_input[@]} > 0)); then
  i=${bad_input[0]}
  die "f3go refused shard $i (status 2): $(sed '/^cpu: /,$d' "$dir/shard_$i.err" | tail -n 1)" \
    "(shards with status 2: ${bad_input[*]})"
fi
# --skip: the shards finished in the DONE directories that are not this job's (the DONE
# directories may have finished more since the job was made) join the merge, by absolute path.
if ((${#skips[@]} > 0)); then
  own=" ${shards[*]} "
  skip_done
  for i in "${!skipped[@]}"; do [[ $own == *" $i "* ]] || files+=("${skipped[$i]}"); done
  while IFS=$'\037' read -r f _ line; do last[$f]=$line; done < <(ends "${files[@]}")
fi
# Ascending shard numbers as ranges, as --merge names the missing shards: "3, 5-9, 12".
ranges() {
  printf '%s\n' "$@" | awk 'function out() { printf "%s%s", sep, (a == b ? a : a "-" b); sep = ", " }
                            NR == 1 { a = b = $1; next } $1 == b + 1 { b = $1; next } { out(); a = b = $1 }
                            END { if (NR) out() }'
}
if ((${#files[@]} == 0)); then
  echo "no shard finished; not finished: $(ranges "${unfinished[@]}") (run again with --resume-failed)"
  exit 3
fi

# Merge, then say what was merged: the whole run, or a sample of it.
merged=$(cd "$dir" && "$f3go" verify --merge "${files[@]}" 2>&1)
mrc=$?
((mrc <= 1)) || die "f3go verify --merge: $(tail -n 1 <<<"$merged")"
head=${merged%%$'\n'*} counts=${merged##*$'\n'}
[[ $head == "merged "*" shards of: $what" ]] || die "the shard outputs in $dir are not of the run '$what': $head"
if [ "$sample" = 0 ]; then
  echo "$merged"
else
  echo "$head"
  if ((${#unfinished[@]} == 0)); then
    echo "sample of $sample of $k shards: $counts"
  else
    echo "sample of $sample of $k shards, ${#files[@]} of them finished: $counts"
  fi
fi
((${#unfinished[@]} == 0)) || echo "not finished: shards $(ranges "${unfinished[@]}") (run again with --resume-failed)"
((${#unknown[@]} == 0)) ||
  echo "Z3 left questions unknown in shards $(ranges "${unknown[@]}") (their outputs: $dir/shard_I.out.part; run again with --resume-failed)"
disagreeing=()
for f in "${files[@]}"; do
  [[ ${last[$f]} =~ $count_line && ${last[$f]} =~ \ 0\ disagree(,\ 0\ unknown)?$ ]] || disagreeing+=("${f/#shard_/$dir/shard_}")
done
((${#disagreeing[@]} == 0)) || printf 'disagreement, the first one of its shard in: %s\n' "${disagreeing[@]}"

# The rate and the whole run's cost: the shards' CPU time from their .err (the shell's `times`:
# user and system time of f3go), else their wall time from the joblog.
declare -A cpu
while IFS=$'\t' read -r f line; do cpu[$f]=$line; done < <(cpu_times "${errs[@]}")
for s in "${finished[@]}"; do
  f=shard_${shards[s - 1]}.out
  line=${last[$f]} m=${last[$f]#*, }
  printf '%s %s %s %s\n' "${line%% agree*}" "${m%% *}" "${runtime[s]:-0}" "${cpu[${f%.out}.err]:-?}"
done | awk -v k="$k" -v unit="$unit" -v complete=$((${#unfinished[@]} == 0 && sample == 0 && ${#skips[@]} == 0)) '
  function seconds(t) { split(t, p, "m"); return p[1] * 60 + p[2] }  # "1m2.5s" -> 62.5
  {
    count += $1 + $2; wall += $3; shards++
    if ($4 ~ /^[0-9]+m[0-9.]+s$/ && $5 ~ /^[0-9]+m[0-9.]+s$/) {
      t = seconds($4) + seconds($5); cpu += t
      if (shards == 1 || t < lo) lo = t
      if (shards == 1 || t > hi) hi = t
    } else missing_cpu++
  }
  END {
    if (shards == 0) exit
    if (missing_cpu) { time = wall; per = "second of wall time (joblog; no CPU time in some shard_I.err)" }
    else { time = cpu; per = "CPU-second" }
    if (time <= 0) exit
    rate = count / time
    printf (rate < 10 ? "rate: %.2f" : "rate: %.0f"), rate
    printf " %s per %s (%d shards, %d %s in %.1f s: %.1f s a shard", unit, per, shards, count, unit, time, time / shards
    if (!missing_cpu) printf ", %.1f-%.1f; joblog wall time %.0f s", lo, hi, wall
    printf ")\n"
    if (complete) printf "whole run of %d shards: %.2f CPU-hours\n", k, time / 3600
    else printf "whole run of %d shards: %.2f CPU-hours projected (%d shards x %.1f s)\n",
                k, k * time / shards / 3600, k, time / shards
  }'

((${#disagreeing[@]} == 0)) || exit 1
((${#unfinished[@]} == 0)) || exit 3
exit 0

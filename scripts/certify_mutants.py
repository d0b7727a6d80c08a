#!/usr/bin/env python3
"""The certifier's strength, measured: seeded single-point mutants of optimized/, each served
through its own `f3go gtp --engine optimized` and certified by the unmutated `f3go certify`.

A mutant is one change at one place of one source file, of the kinds mutation tools make
(operator swaps, dropped negations, off-by-ones, flipped booleans): the list of every place
is built from the sources (comments, strings, preprocessor lines and assertions left out), and
N of them are drawn with a seed. Each mutant is applied to a private copy of the sources (taken
from git, HEAD or --commit REV, so the run does not depend on the working tree; its corpus is that
commit's), only the `f3go` target is rebuilt
(one object file and the link), and the certificate is run with the given budget, stopping at
its first failure (`certify --first-failure`: a killed mutant's verdict is known there):

  killed        the certificate failed (exit 1): the mutant was caught
  survived      the certificate passed (exit 0): what the mutant broke, the certifier did not ask
  no_build      the mutant does not compile (it is not counted in the kill rate)
  error         the certifier stopped on something else (exit 2, or a timeout): named in the record

`--tiers f3go,f3go-play` certifies each mutant (built once) in the black-box tier too (its server started with
--play-only, `certify --subset f3go-play`). Every result is one JSON line of
OUT/results-COMMIT-TIER.jsonl (COMMIT: git HEAD's, whose sources are mutated); a mutant already there is not run again, so a
stopped run resumes where it stopped, and `--shard I/K` spreads the mutants over sessions or
machines (collect the results files, then `--summary`). `--summary` prints the table (killed /
survived / no_build / error, the kill rate) and every survivor's diff, for docs/certification.md.

Usage (the figures of docs/certification.md):
  scripts/certify_mutants.py --count 60 --seed 1 --out build/mutants
  scripts/certify_mutants.py --out build/mutants --summary
  scripts/certify_mutants.py --list --count 60 --seed 1      # the mutants, nothing built
Options after `--` are the certify options (default: the README main job's budget).
"""
import argparse
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FILES = "optimized/*.cpp"
# Sources of optimized/ that `f3go gtp --engine optimized` never runs, so no certificate can see a
# mutant of them: the plain-Go playout board of the benchmarks (bench/anchors) and the counter of
# legal positions (`f3go count-legal`).
DEFAULT_EXCLUDED = "optimized/plain_go.cpp,optimized/count_legal.cpp"
DEFAULT_CERTIFY = ["--games", "100"]

# Each kind: a pattern over code (comments and literals blanked) and what replaces each match.
# Binary operators are matched only with a space on each side: that is how this code base writes
# them, and it keeps template brackets, `->`, `<<` streams and unary signs out.
SWAPS = {
    " < ": " <= ", " <= ": " < ", " > ": " >= ", " >= ": " > ",
    " == ": " != ", " != ": " == ",
    " && ": " || ", " || ": " && ",
    " + ": " - ", " - ": " + ",
    " & ": " | ", " | ": " & ", " ^ ": " | ",
    " += ": " -= ", " -= ": " += ", " &= ": " |= ", " |= ": " &= ", " ^= ": " |= ",
    " << ": " >> ", " >> ": " << ",
}
KINDS = [
    ("operator", re.compile("|".join(re.escape(k) for k in sorted(SWAPS, key=len, reverse=True))),
     lambda m: SWAPS[m.group(0)]),
    ("negation", re.compile(r"!(?=[A-Za-z_(])"), lambda m: ""),
    ("complement", re.compile(r"~(?=[A-Za-z_(])"), lambda m: ""),
    ("off_by_one", re.compile(r"(?<![\w.])(\d+)(?![\w.])"), lambda m: str(int(m.group(1)) + 1)),
    ("boolean", re.compile(r"\b(true|false)\b"), lambda m: "false" if m.group(0) == "true" else "true"),
    ("increment", re.compile(r"\+\+|--"), lambda m: "--" if m.group(0) == "++" else "++"),
]
SKIPPED_LINE = re.compile(r"^\s*#|\bassert\s*\(|\bstatic_assert\b|\bthrow\b")


def blank_non_code(text):
    """The text with comments, string and character literals replaced by spaces (same length)."""
    out, i, n = list(text), 0, len(text)
    while i < n:
        two = text[i:i + 2]
        if two == "//":
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif two == "/*":
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif text[i] in "\"'":
            q, j = text[i], i + 1
            while j < n and text[j] != q:
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
        else:
            i += 1
            continue
        for k in range(i, j):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)


def sites(path, text):
    """Every mutation of one file: (file, line, column, kind, original, replacement)."""
    code = blank_non_code(text)
    found = []
    for line_no, (line, code_line) in enumerate(zip(text.split("\n"), code.split("\n")), 1):
        if SKIPPED_LINE.search(code_line):
            continue
        for kind, pattern, replace in KINDS:
            for m in pattern.finditer(code_line):
                found.append((path, line_no, m.start(), kind, m.group(0), replace(m)))
    return found


def source(commit, path):
    """The text of `path` at `commit`."""
    return subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:{path}"], check=True, stdout=subprocess.PIPE,
                          text=True).stdout


def all_mutants(files, commit):
    out = []
    for f in files:
        out += sites(f, source(commit, f))
    return out


def drawn(files, count, seed, commit):
    """`count` mutants drawn with `seed`, each with a stable id (its place among all mutants of the
    sources at `commit`)."""
    every = all_mutants(files, commit)
    picked = sorted(random.Random(seed).sample(range(len(every)), min(count, len(every))))
    return [dict(id=i, file=m[0], line=m[1], column=m[2], kind=m[3], original=m[4], mutated=m[5])
            for i, m in ((i, every[i]) for i in picked)], len(every)


def mutated_text(text, m):
    lines = text.split("\n")
    line = lines[m["line"] - 1]
    c = m["column"]
    assert line[c:c + len(m["original"])] == m["original"], f"mutant {m['id']} does not match its source"
    lines[m["line"] - 1] = line[:c] + m["mutated"] + line[c + len(m["original"]):]
    return "\n".join(lines)


def diff_line(m, text):
    line = text.split("\n")[m["line"] - 1]
    return f"{m['file']}:{m['line']}: -{line.strip()}\n{' ' * (len(m['file']) + len(str(m['line'])) + 3)}+{mutated_text(text, m).split(chr(10))[m['line'] - 1].strip()}"


def run(cmd, cwd, timeout, log):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout, text=True)
        log.write(p.stdout)
        return p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        return None, (e.stdout or b"").decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")


def prepare(work, commit):
    """A private copy of git HEAD in WORK/src (made again when HEAD moved; its files touched, so the
    build sees every change), configured in WORK/build (release, ccache)."""
    src, build = work / "src", work / "build"
    stamp = src / ".f3go_commit"
    if not stamp.exists() or stamp.read_text() != commit:
        shutil.rmtree(src, ignore_errors=True)
        src.mkdir(parents=True)
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit], check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-m", "-C", str(src)], input=archive, check=True)
        stamp.write_text(commit)
    if not (build / "build.ninja").exists():
        subprocess.run(["cmake", "-S", str(src), "-B", str(build), "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                        "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"], check=True, stdout=subprocess.DEVNULL)
    return src, build


def build_f3go(build, log, timeout):
    code, _ = run(["cmake", "--build", str(build), "--target", "f3go", "--", "-j2"], build, timeout, log)
    return code == 0


# The two tiers of the certificate (docs/certification.md): every F3Go question through the f3go_
# extensions, or only what an engine that plays shows (its questions hidden by --play-only).
TIERS = {
    "f3go": ("gtp --engine optimized", []),
    "f3go-play": ("gtp --engine optimized --play-only", ["--subset", "f3go-play"]),
}


def tier_args(tier, certify_args):
    """The certify options of a tier: the black-box tier plays under the rules the engine was
    started with (it cannot be told others), so a rules sample is left out of it."""
    if tier != "f3go-play" or "--rules-sample" not in certify_args:
        return certify_args
    i = certify_args.index("--rules-sample")
    return certify_args[:i] + certify_args[i + 2:]


def certify(certifier, mutant_binary, corpus, tier, certify_args, timeout, log):
    server, subset = TIERS[tier]
    certify_args = tier_args(tier, certify_args)
    engine = f"{mutant_binary} {server}"
    code, out = run([str(certifier), "certify", "--engine", engine, "--corpus", str(corpus), *subset,
                     "--first-failure", *certify_args], ROOT, timeout, log)
    kept = [l for l in out.splitlines() if l.startswith(("result:", "FAIL", "    question", "    expected", "    got"))]
    tail = "\n".join(kept[-6:] if code in (0, 1) else out.splitlines()[-3:])
    if code is None:
        return "error", "timeout"
    return {0: "survived", 1: "killed"}.get(code, "error"), tail


def results_file(work, commit, tier):
    """The results of one tier on the mutants of one commit (a mutant's id is its place in that
    commit's sources)."""
    return Path(work) / f"results-{commit[:12]}-{tier}.jsonl"


def load_results(path):
    if not path.exists():
        return {}
    return {r["id"]: r for r in (json.loads(l) for l in path.read_text().splitlines() if l.strip())}


def run_mutants(args, mutants):
    work = Path(args.out).resolve()
    work.mkdir(parents=True, exist_ok=True)
    commit = args.commit
    paths = {tier: results_file(work, commit, tier) for tier in args.tiers}
    done_in = {tier: load_results(path) for tier, path in paths.items()}
    done = set.intersection(*(set(d) for d in done_in.values()))
    src, build = prepare(work, commit)
    certifier = Path(args.certifier).resolve()
    if not certifier.exists():
        sys.exit(f"certify_mutants: no certifier at {certifier} (build the release preset, or give --certifier)")
    k, i = args.shard
    mine = [m for m in mutants if m["id"] % k == i and m["id"] not in done and (not args.only or m["id"] in args.only)]
    print(f"certify_mutants: {len(mine)} mutants to run in shard {i}/{k} ({len(done)} done before)", flush=True)
    with open(work / "log.txt", "a") as log:
        print("build of the unmutated sources", flush=True)
        if not build_f3go(build, log, args.build_timeout):
            sys.exit("certify_mutants: the unmutated sources do not build (see log.txt)")
        for n, m in enumerate(mine, 1):
            path = src / m["file"]
            original = path.read_text()
            start = time.time()
            outcomes = {}
            try:
                path.write_text(mutated_text(original, m))
                built = build_f3go(build, log, args.build_timeout)
                for tier in args.tiers:
                    if m["id"] in done_in[tier]:
                        continue
                    t = time.time()
                    status, tail = (certify(certifier, build / "f3go", src / "corpus", tier, args.certify_args,
                                            args.certify_timeout, log)
                                    if built else ("no_build", ""))
                    outcomes[tier] = dict(m, status=status, seconds=round(time.time() - t, 1), tail=tail)
            finally:
                path.write_text(original)
            for tier, record in outcomes.items():
                with open(paths[tier], "a") as results:
                    results.write(json.dumps(record, ensure_ascii=False) + "\n")
            said = ", ".join(f"{tier} {r['status']}" for tier, r in outcomes.items())
            print(f"[{n}/{len(mine)}] mutant {m['id']} {m['file']}:{m['line']} {m['original'].strip()!r}->"
                  f"{m['mutated'].strip()!r}: {said} ({round(time.time() - start, 1)} s)", flush=True)
        build_f3go(build, log, args.build_timeout)   # leave the unmutated binary built


def summary(args):
    for tier in args.tiers:
        tier_summary(args, tier)


def tier_summary(args, tier):
    path = results_file(args.out, args.commit, tier)
    results = load_results(path)
    if not results:
        sys.exit(f"certify_mutants: no results in {path}")
    print(f"\n## tier {tier}\n")
    counts = {s: sum(r["status"] == s for r in results.values()) for s in ("killed", "survived", "no_build", "error")}
    built = counts["killed"] + counts["survived"]
    print(f"{len(results)} mutants: {counts['killed']} killed, {counts['survived']} survived, "
          f"{counts['no_build']} did not build, {counts['error']} stopped the certifier otherwise")
    if built:
        print(f"kill rate of the mutants that built and were certified: {counts['killed']}/{built} = "
              f"{100.0 * counts['killed'] / built:.1f} %")
    by_file = {}
    for r in results.values():
        by_file.setdefault(r["file"], {}).setdefault(r["status"], 0)
        by_file[r["file"]][r["status"]] += 1
    print("\n| file | killed | survived | no build | error |\n|---|---|---|---|---|")
    for f in sorted(by_file):
        c = by_file[f]
        print(f"| {f} | {c.get('killed', 0)} | {c.get('survived', 0)} | {c.get('no_build', 0)} | {c.get('error', 0)} |")
    for status in ("survived", "error"):
        for r in sorted((r for r in results.values() if r["status"] == status), key=lambda r: r["id"]):
            text = source(args.commit, r["file"])
            print(f"\n{status} mutant {r['id']} ({r['kind']}):\n{diff_line(r, text)}")
            if status == "error":
                print(f"  {r['tail']}")


def shard(text):
    m = re.fullmatch(r"(\d+)/(\d+)", text)
    if not m or int(m.group(1)) >= int(m.group(2)):
        raise argparse.ArgumentTypeError(f"--shard wants I/K with 0 <= I < K, not {text!r}")
    return int(m.group(2)), int(m.group(1))


def ids(text):
    try:
        return {int(x) for x in text.split(",") if x}
    except ValueError:
        raise argparse.ArgumentTypeError(f"--only wants mutant ids separated by commas, not {text!r}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--count", type=int, default=60, help="how many mutants to draw (default 60)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--files", default=DEFAULT_FILES, help=f"a glob of sources to mutate (default {DEFAULT_FILES})")
    p.add_argument("--exclude", default=DEFAULT_EXCLUDED,
                   help=f"sources left out, comma-separated (default: {DEFAULT_EXCLUDED}, which the GTP engine never runs)")
    p.add_argument("--out", default="build/mutants", help="the work folder: sources, build, results-COMMIT.jsonl, log.txt")
    p.add_argument("--certifier", default="build/release/f3go", help="the unmutated f3go that certifies")
    p.add_argument("--shard", type=shard, default=(1, 0), help="I/K: run only the mutants whose id is I modulo K")
    p.add_argument("--only", type=ids, default=set(), help="ID,ID,...: run only these of the drawn mutants (e.g. the "
                   "survivors of an earlier run, certified again by a stronger certifier into another --out)")
    p.add_argument("--build-timeout", type=int, default=1800, help="seconds for one build")
    p.add_argument("--certify-timeout", type=int, default=1800, help="seconds for one certification")
    p.add_argument("--tiers", default="f3go", help="comma-separated tiers each mutant is certified in: f3go (every "
                   "question, the default) and f3go-play (only what the engine's moves show)")
    p.add_argument("--commit", default="HEAD", help="the commit whose sources (and corpus) are mutated and certified, "
                   "or with --summary were (default HEAD)")
    p.add_argument("--list", action="store_true", help="print the drawn mutants and stop")
    p.add_argument("--summary", action="store_true", help="print the table of HEAD's results and stop")
    p.add_argument("certify_args", nargs="*", help="certify options after -- (default: --games 100)")
    args = p.parse_args()
    if args.count < 1:
        p.error("--count must be at least 1")
    args.certify_args = args.certify_args or DEFAULT_CERTIFY
    args.tiers = [t for t in args.tiers.split(",") if t]
    if not args.tiers or any(t not in TIERS for t in args.tiers):
        p.error(f"--tiers takes names from {', '.join(sorted(TIERS))}, not {','.join(args.tiers)!r}")
    args.commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", args.commit], check=True, stdout=subprocess.PIPE,
                                 text=True).stdout.strip()
    if args.summary:
        return summary(args)
    excluded = set(filter(None, args.exclude.split(",")))
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-tree", "-r", "--name-only", args.commit], check=True,
                            stdout=subprocess.PIPE, text=True).stdout.split()
    files = sorted(f for f in listed if Path(f).match(args.files) and f not in excluded)
    if not files:
        p.error(f"--files {args.files!r} matches no file")
    mutants, total = drawn(files, args.count, args.seed, args.commit)
    if args.list:
        print(f"{len(mutants)} of {total} mutants of {len(files)} files (seed {args.seed})")
        for m in mutants:
            print(diff_line(m, source(args.commit, m["file"])))
        return
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))   # a killed run still puts the mutated file back
    run_mutants(args, mutants)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Two builds of one Google Benchmark program, timed in alternation on the same host.

    bench/ab.py BASE NEW [--filter REGEX] [--rounds R] [--min-time S]

Each round runs BASE and then NEW on the benchmarks matching REGEX (CPU time); the ratio NEW / BASE
of each benchmark is taken round by round and its median printed with every round's ratio. On a
host whose speed drifts from one minute to the next, the ratio of two runs a few seconds apart
says more than the ratio of two runs' medians (docs/performance.md, "The F3Go turn").
Exits 2 on a bad argument or a program that fails or prints no matching benchmark.
"""
import argparse
import csv
import io
import statistics
import subprocess
import sys


def fail(message):
    print(f"ab.py: {message}", file=sys.stderr)
    sys.exit(2)


def run(program, pattern, min_time):
    """CPU time per benchmark name of one run of `program` (Google Benchmark CSV)."""
    try:
        done = subprocess.run([program, f"--benchmark_filter={pattern}", f"--benchmark_min_time={min_time}",
                               "--benchmark_format=csv"], capture_output=True, text=True, timeout=3600)
    except (OSError, subprocess.TimeoutExpired) as e:
        fail(f"{program}: {e}")
    if done.returncode != 0:
        fail(f"{program} exited with {done.returncode}: {done.stderr.strip()[-300:]}")
    lines = done.stdout.splitlines()
    start = next((i for i, line in enumerate(lines) if line.startswith("name,")), None)
    if start is None:
        fail(f"{program}: no benchmark matches {pattern!r} (no CSV in its output)")
    times = {row["name"]: float(row["cpu_time"]) for row in csv.DictReader(io.StringIO("\n".join(lines[start:])))
             if row.get("cpu_time")}
    if not times:
        fail(f"{program}: no benchmark matches {pattern!r}")
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base")
    parser.add_argument("new")
    parser.add_argument("--filter", default=r"BM_F3GoPlayout/(9|19)/3$")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--min-time", type=float, default=1.5)
    args = parser.parse_args()
    if not 1 <= args.rounds <= 1000 or not 0 < args.min_time <= 600:
        fail("--rounds must be 1..1000 and --min-time in (0, 600]")
    ratios, base_times, new_times = {}, {}, {}
    for r in range(args.rounds):
        base = run(args.base, args.filter, args.min_time)
        new = run(args.new, args.filter, args.min_time)
        if base.keys() != new.keys():
            fail(f"the two programs ran different benchmarks: {sorted(base)} and {sorted(new)}")
        for name in base:
            ratios.setdefault(name, []).append(new[name] / base[name])
            base_times.setdefault(name, []).append(base[name])
            new_times.setdefault(name, []).append(new[name])
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
    for name in sorted(ratios):
        rounds = " ".join(f"{x:.3f}" for x in ratios[name])
        print(f"{name}: base {statistics.median(base_times[name]):.4g}, new {statistics.median(new_times[name]):.4g} "
              f"(medians); new / base by round {rounds}; median {statistics.median(ratios[name]):.3f}")


if __name__ == "__main__":
    main()

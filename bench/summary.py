#!/usr/bin/env python3
"""Reads the JSON output of bench/engines (--benchmark_format=json) and prints one row per question
and position set: size, flower strings, reference time, optimized time and the speed-up
(reference time / optimized time).

    python3 bench/summary.py /tmp/b.json              # aligned text table
    python3 bench/summary.py --markdown /tmp/b.json   # a Markdown table (docs/measurements/performance_history.md)

Benchmark names are "<question>/<engine>/<set>" (bench/engines.cpp); the counters `size` and
`flowers` come with every run. Times are CPU time per iteration (the machine is shared: CPU time is
steadier than wall time); with --benchmark_repetitions the mean aggregate is used.
Python 3 standard library only.
"""
import argparse
import json
import sys

UNITS = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}


def seconds(run):
    """The CPU time of one iteration of `run`, in seconds."""
    return run["cpu_time"] * UNITS[run.get("time_unit", "ns")]


def human(s):
    """A duration in the unit that keeps 3 significant figures readable."""
    if s is None:
        return "-"
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if s >= scale:
            return f"{s / scale:.3g} {unit}"
    return f"{s / 1e-9:.3g} ns"


def runs(data):
    """The runs to summarise: iteration runs, or the mean aggregates when repetitions were asked."""
    benchmarks = [b for b in data.get("benchmarks", []) if not b.get("error_occurred")]
    means = [b for b in benchmarks if b.get("run_type") == "aggregate" and b.get("aggregate_name") == "mean"]
    if means:
        return means
    return [b for b in benchmarks if b.get("run_type", "iteration") == "iteration"]


def rows(data):
    """One row per (question, set), in the order the benchmarks ran."""
    table = {}
    for run in runs(data):
        name = run.get("run_name", run["name"])
        # Google Benchmark appends "/min_time:0.050", "/iterations:1", … to the name.
        parts = [p for p in name.split("/") if ":" not in p]
        if len(parts) < 3 or parts[1] not in ("reference", "optimized"):
            continue
        question, engine, pset = parts[0], parts[1], "/".join(parts[2:])
        row = table.setdefault((question, pset), {
            "question": question, "set": pset, "size": None, "flowers": None,
            "reference": None, "optimized": None})
        row[engine] = seconds(run)
        if "size" in run:
            row["size"] = int(run["size"])
        if "flowers" in run:
            row["flowers"] = int(run["flowers"])
    return list(table.values())


def ratio(row):
    if row["reference"] is None or not row["optimized"]:
        return None
    return row["reference"] / row["optimized"]


def cells(row):
    r = ratio(row)
    return [row["question"], row["set"], "-" if row["size"] is None else str(row["size"]),
            "-" if row["flowers"] is None else str(row["flowers"]),
            human(row["reference"]), human(row["optimized"]), "-" if r is None else f"{r:,.1f}x" if r < 10 else f"{r:,.0f}x"]


HEADER = ["question", "set", "size", "flowers", "reference", "optimized", "speed-up"]


def print_text(table, out):
    lines = [HEADER] + [cells(r) for r in table]
    widths = [max(len(line[i]) for line in lines) for i in range(len(HEADER))]
    for line in lines:
        out.write("  ".join(c.ljust(w) if i < 2 else c.rjust(w) for i, (c, w) in enumerate(zip(line, widths))))
        out.write("\n")


def print_markdown(table, out):
    out.write("| " + " | ".join(HEADER) + " |\n")
    out.write("| --- | --- | ---: | ---: | ---: | ---: | ---: |\n")
    for r in table:
        out.write("| " + " | ".join(cells(r)) + " |\n")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("json", help="output of bench/engines --benchmark_format=json ('-' for stdin)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args(argv)
    try:
        with (sys.stdin if args.json == "-" else open(args.json, encoding="utf-8")) as f:
            data = json.load(f)
    except (OSError, json.JSONDecodeError) as e:
        sys.stderr.write(f"summary.py: {args.json}: {e}\n")
        return 2
    table = rows(data)
    if not table:
        sys.stderr.write(f"summary.py: {args.json}: no '<question>/<engine>/<set>' benchmark\n")
        return 2
    (print_markdown if args.markdown else print_text)(table, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

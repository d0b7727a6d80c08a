#!/usr/bin/env python3
"""The F3Go turn and the whole analysis as ratios to a plain Go move of the same run.

Reads the Google Benchmark JSON of bench/f3go_playouts and/or bench/engines (each program times
BM_PlainPlayout/N, bench/plain_move.h, beside its own benchmarks) and prints:

- the F3Go turn of a random game (BM_F3GoPlayout/N/3) in plain moves of N×N, 9×9 and 19×19,
  against the target (≤ 12), with the counters beside it (allocations and private eyes judged);
- the whole analysis (analysis/optimized/<set>, and analysis_kept/optimized/<set> written over an
  Analysis kept across analyses) in plain moves of 19×19, `random19_f6` against the target (≤ 200);
- the growth table (BM_F3GoGrowth/N/K): the turn by board and flybombs each side, in µs and in
  plain moves of N×N (docs/performance.md "How cost grows").

A ratio is only taken within one file: a file's plain move is the yardstick of that file's other
benchmarks. With repetitions each figure is the median (the mean when no median was reported).

  python3 bench/ratios.py FILE.json [FILE.json ...] [--markdown]
"""

import json
import re
import statistics
import sys

TURN_TARGET = 12
ANALYSIS_TARGET = 200
UNIT_SECONDS = {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1.0}


def fail(message):
    sys.exit(f"ratios.py: {message}")


def base_name(entry):
    """The benchmark's name without Google Benchmark's suffixes (/min_time:…, /repeats:…)."""
    name = entry.get("run_name", entry["name"])
    return re.sub(r"/(min_time|repeats|iterations):[^/]*", "", name)


def figure(entry, key):
    """`key` of one run in seconds ('cpu_time' in the run's unit; a counter as stored)."""
    if key == "cpu_time":
        return entry["cpu_time"] * UNIT_SECONDS[entry.get("time_unit", "ns")]
    return entry[key]


def runs_by_name(path):
    """name -> the runs to summarise: the median aggregate if any, else the mean, else each run."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, json.JSONDecodeError) as e:
        fail(f"{path}: not a readable Google Benchmark JSON file ({e})")
    if not isinstance(data, dict) or not isinstance(data.get("benchmarks"), list):
        fail(f"{path}: no 'benchmarks' list (run the program with --benchmark_format=json)")
    runs, aggregates = {}, {}
    for i, entry in enumerate(data["benchmarks"]):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            fail(f"{path}: benchmark entry {i} has no name")
        if entry.get("error_occurred"):
            continue
        if not isinstance(entry.get("cpu_time"), (int, float)) or entry.get("time_unit", "ns") not in UNIT_SECONDS:
            fail(f"{path}: benchmark {entry['name']} has no cpu_time in ns, us, ms or s")
        name = base_name(entry)
        if entry.get("run_type") == "aggregate":
            aggregates.setdefault(name, {})[entry.get("aggregate_name")] = entry
        else:
            runs.setdefault(name, []).append(entry)
    chosen = {}
    for name, entries in runs.items():
        agg = aggregates.get(name, {})
        chosen[name] = [agg["median"]] if "median" in agg else [agg["mean"]] if "mean" in agg else entries
    for name, agg in aggregates.items():  # --benchmark_report_aggregates_only: no single runs
        if name not in chosen:
            chosen[name] = [agg["median"]] if "median" in agg else [agg["mean"]] if "mean" in agg else []
    return chosen


def value(runs, name, key):
    """The median over the chosen runs of `name` of `key`, or None when absent."""
    values = [figure(e, key) for e in runs.get(name, []) if key == "cpu_time" or key in e]
    return statistics.median(values) if values else None


def verdict(ratio, target):
    return "met" if ratio <= target else "missed"


def plain_move(runs, n):
    return value(runs, f"BM_PlainPlayout/{n}", "ns_per_move")


def print_turns(runs, out):
    for n in (9, 19):
        turn, plain = value(runs, f"BM_F3GoPlayout/{n}/3", "time_per_turn"), plain_move(runs, n)
        if turn is None:
            continue
        if plain is None:
            fail(f"BM_F3GoPlayout/{n}/3 without BM_PlainPlayout/{n} in the same file")
        counters = ", ".join(
            f"{k} {value(runs, f'BM_F3GoPlayout/{n}/3', k):.4g}"
            for k in ("allocs_per_turn", "eyes_judged_per_try", "eyes_known_per_try", "eyes_carried_per_try",
                      "general_per_try", "near_per_try")
            if value(runs, f"BM_F3GoPlayout/{n}/3", k) is not None)
        ratio = turn / plain
        out.append(f"F3Go turn, random game (N = 3), {n}x{n}: {turn * 1e6:.3f} us / plain move "
                   f"{plain * 1e9:.1f} ns = {ratio:.1f} (target <= {TURN_TARGET}: "
                   f"{verdict(ratio, TURN_TARGET)}); {counters}")


def print_analyses(runs, out):
    kinds = (("analysis/optimized/", "whole analysis"), ("analysis_kept/optimized/", "whole analysis, kept"))
    names = sorted(n for n in runs if n.startswith(tuple(prefix for prefix, _ in kinds)))
    if not names:
        return
    plain = plain_move(runs, 19)
    if plain is None:
        fail("analysis/optimized/… without BM_PlainPlayout/19 in the same file")
    for name in names:
        prefix, label = next((p, l) for p, l in kinds if name.startswith(p))
        t = value(runs, name, "cpu_time")
        ratio = t / plain
        target = (f" (target <= {ANALYSIS_TARGET}: {verdict(ratio, ANALYSIS_TARGET)})"
                  if name.endswith("/random19_f6") else "")
        allocs = value(runs, name, "allocs_per_analysis")
        counter = f"; allocs_per_analysis {allocs:.4g}" if allocs is not None else ""
        out.append(f"{label}, {name[len(prefix):]}: {t * 1e6:.1f} us / "
                   f"plain 19x19 move {plain * 1e9:.1f} ns = {ratio:.0f}{target}{counter}")


def print_growth(runs, out, markdown):
    cells = {}
    for name in runs:
        m = re.fullmatch(r"BM_F3GoGrowth/(\d+)/(\d+)", name)
        if m:
            cells[(int(m.group(1)), int(m.group(2)))] = name
    if not cells:
        return
    sizes = sorted({n for n, _ in cells})
    ks = sorted({k for _, k in cells})
    header = ["board"] + [f"K = {k}: us (plain moves; flybomb turns)" for k in ks] + ["plain move, ns"]
    rows = []
    for n in sizes:
        plain = plain_move(runs, n)
        if plain is None:
            fail(f"BM_F3GoGrowth/{n}/… without BM_PlainPlayout/{n} in the same file")
        row = [f"{n}x{n}"]
        for k in ks:
            name = cells.get((n, k))
            if name is None:
                row.append("-")
                continue
            t = value(runs, name, "time_per_turn")
            fly = value(runs, name, "flybomb_turns_per_game")
            row.append(f"{t * 1e6:.2f} ({t / plain:.1f}; {fly:.1f})")
        row.append(f"{plain * 1e9:.1f}")
        rows.append(row)
    out.append("growth: the F3Go turn with K flybombs each side, per kept turn")
    if markdown:
        out.append("| " + " | ".join(header) + " |")
        out.append("| " + " | ".join(["---"] + ["---:"] * (len(header) - 1)) + " |")
        out.extend("| " + " | ".join(r) + " |" for r in rows)
    else:
        widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
        for r in [header] + rows:
            out.append("  ".join(c.rjust(w) for c, w in zip(r, widths)))


def main(argv):
    markdown = "--markdown" in argv
    paths = [a for a in argv if a != "--markdown"]
    if not paths or any(p.startswith("-") for p in paths):
        fail("usage: bench/ratios.py FILE.json [FILE.json ...] [--markdown]")
    for path in paths:
        runs = runs_by_name(path)
        out = []
        print_turns(runs, out)
        print_analyses(runs, out)
        print_growth(runs, out, markdown)
        if not out:
            fail(f"{path}: none of BM_F3GoPlayout/N/3, analysis/optimized/…, BM_F3GoGrowth/N/K")
        print(f"{path}:")
        print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1:])

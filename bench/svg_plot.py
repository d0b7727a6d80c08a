#!/usr/bin/env python3
"""An SVG plot (hand-written, no plotting library) of the bench/engines JSON output: for one
question (default `analysis`), the time per call of both engines on the seeded random sets
(random<N>_f<k>), log scale, in two panels — against the board size N (one line per flower count
k) and against the number k of flower strings (one line per size N). The reference is drawn solid,
the optimized engine dashed.

    python3 bench/svg_plot.py /tmp/b.json docs/performance.svg [--question analysis]

Python 3 standard library only; reads the runs as bench/summary.py does.
"""
import argparse
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from summary import rows  # noqa: E402  (same folder)

WIDTH, HEIGHT = 960, 420
PANEL_W, PANEL_H = 380, 300
MARGIN_LEFT, MARGIN_TOP = 80, 60
COLOURS = ["#1b6ca8", "#d1495b", "#2e933c", "#8f5db7", "#e0a100"]


def random_points(table):
    """(size, flowers) -> {engine: seconds} for the random sets."""
    out = {}
    for r in table:
        if not r["set"].startswith("random") or r["size"] is None or r["flowers"] is None:
            continue
        out[(r["size"], r["flowers"])] = {"reference": r["reference"], "optimized": r["optimized"]}
    return out


def log_range(values):
    lo = math.floor(math.log10(min(values)))
    hi = math.ceil(math.log10(max(values)))
    return lo, max(hi, lo + 1)


def label_time(exp):
    s = 10.0 ** exp
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
        if s >= scale * 0.999:
            return f"{s / scale:g} {unit}"
    return f"1e{exp} s"


class Panel:
    """One log-y panel with categorical x positions."""

    def __init__(self, x0, title, xlabel, xs, lo, hi):
        self.x0, self.title, self.xlabel, self.xs, self.lo, self.hi = x0, title, xlabel, xs, lo, hi

    def px(self, x):
        i = self.xs.index(x)
        return self.x0 + 30 + i * (PANEL_W - 60) / max(1, len(self.xs) - 1)

    def py(self, seconds):
        f = (math.log10(seconds) - self.lo) / (self.hi - self.lo)
        return MARGIN_TOP + PANEL_H - f * PANEL_H

    def frame(self):
        out = [f'<rect x="{self.x0}" y="{MARGIN_TOP}" width="{PANEL_W}" height="{PANEL_H}" '
               f'fill="none" stroke="#444"/>',
               f'<text x="{self.x0 + PANEL_W / 2}" y="{MARGIN_TOP - 12}" text-anchor="middle" '
               f'font-weight="bold">{self.title}</text>',
               f'<text x="{self.x0 + PANEL_W / 2}" y="{MARGIN_TOP + PANEL_H + 38}" '
               f'text-anchor="middle">{self.xlabel}</text>']
        for e in range(self.lo, self.hi + 1):
            y = self.py(10.0 ** e)
            out.append(f'<line x1="{self.x0}" y1="{y:.1f}" x2="{self.x0 + PANEL_W}" y2="{y:.1f}" '
                       f'stroke="#ddd"/>')
            out.append(f'<text x="{self.x0 - 6}" y="{y + 4:.1f}" text-anchor="end" '
                       f'font-size="11">{label_time(e)}</text>')
        for x in self.xs:
            out.append(f'<text x="{self.px(x):.1f}" y="{MARGIN_TOP + PANEL_H + 18}" '
                       f'text-anchor="middle" font-size="12">{x}</text>')
        return out

    def line(self, points, colour, dashed):
        if not points:
            return []
        path = " ".join(f"{self.px(x):.1f},{self.py(s):.1f}" for x, s in points)
        dash = ' stroke-dasharray="6,4"' if dashed else ""
        out = [f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>']
        for x, s in points:
            out.append(f'<circle cx="{self.px(x):.1f}" cy="{self.py(s):.1f}" r="3" fill="{colour}"/>')
        return out


def plot(table, question):
    pts = random_points([r for r in table if r["question"] == question])
    if not pts:
        raise ValueError(f"no random set measured for question '{question}'")
    sizes = sorted({s for s, _ in pts})
    flowers = sorted({k for _, k in pts})
    values = [v for d in pts.values() for v in d.values() if v]
    lo, hi = log_range(values)
    left = Panel(MARGIN_LEFT, "time vs board size", "board size N", sizes, lo, hi)
    right = Panel(MARGIN_LEFT + PANEL_W + 80, "time vs flower strings", "flower strings k", flowers, lo, hi)
    body = left.frame() + right.frame()
    for i, k in enumerate(flowers):
        c = COLOURS[i % len(COLOURS)]
        for engine, dashed in (("reference", False), ("optimized", True)):
            series = [(n, pts[(n, k)][engine]) for n in sizes if (n, k) in pts and pts[(n, k)][engine]]
            body += left.line(series, c, dashed)
    for i, n in enumerate(sizes):
        c = COLOURS[i % len(COLOURS)]
        for engine, dashed in (("reference", False), ("optimized", True)):
            series = [(k, pts[(n, k)][engine]) for k in flowers if (n, k) in pts and pts[(n, k)][engine]]
            body += right.line(series, c, dashed)
    legend_y = HEIGHT - 12
    legend = [f'<text x="{MARGIN_LEFT}" y="{legend_y}" font-size="12">'
              f'solid: reference, dashed: optimized. Left: one colour per k = '
              + ", ".join(f'<tspan fill="{COLOURS[i % len(COLOURS)]}">{k}</tspan>' for i, k in enumerate(flowers))
              + '; right: one colour per N = '
              + ", ".join(f'<tspan fill="{COLOURS[i % len(COLOURS)]}">{n}</tspan>' for i, n in enumerate(sizes))
              + '</text>']
    title = (f'<text x="{WIDTH / 2}" y="22" text-anchor="middle" font-size="16" font-weight="bold">'
             f'F3Go engines: {question}, CPU time per call (log scale), seeded random positions</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
            f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif">\n'
            f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>\n'
            + "\n".join([title] + body + legend) + "\n</svg>\n")


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("json", help="output of bench/engines --benchmark_format=json")
    parser.add_argument("svg", help="the SVG file to write")
    parser.add_argument("--question", default="analysis", help="the question to plot (default analysis)")
    args = parser.parse_args(argv)
    try:
        with open(args.json, encoding="utf-8") as f:
            data = json.load(f)
        svg = plot(rows(data), args.question)
        with open(args.svg, "w", encoding="utf-8") as f:
            f.write(svg)
    except (OSError, json.JSONDecodeError, ValueError) as e:
        sys.stderr.write(f"svg_plot.py: {e}\n")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

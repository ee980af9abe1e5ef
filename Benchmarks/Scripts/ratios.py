"""Ratios of each benchmark to its case's floor, from the harness's JMH export.

Benchmarks are named "CASE: SIDE"; the side ending in "(floor)" is the denominator. Each figure
is the median of the samples; a ratio above 1 means more than the floor (slower, more
instructions, more allocations, more memory)."""
import json
import sys

METRICS = [("Time (wall clock)", "time"), ("Instructions", "instructions"),
           ("Malloc (total)", "mallocs"), ("Memory Δ (resident peak)", "peak RSS Δ")]


def median(metric):
    return metric["scorePercentiles"]["50.0"] if metric else None


cases = {}
for path in sys.argv[1:]:
    for element in json.load(open(path, encoding="utf-8")):
        name = element["benchmark"].split(".", 3)[-1].replace("_", " ")
        case, _, side = name.partition(": ")
        cases.setdefault(case, {})[side] = element.get("secondaryMetrics") or {}


def fmt(value, ratio=False):
    if value is None:
        return "—"
    if ratio:
        return f"{value:.3g}×" if value < 10 else f"{value:.0f}×"
    return f"{value:,.0f}" if value >= 100 else f"{value:.3g}"


header = ["case", "side"] + [f"{label} (median)" for _, label in METRICS] + [f"{label} / floor" for _, label in METRICS]
print("| " + " | ".join(header) + " |")
print("|" + "---|" * len(header))
for case in sorted(cases):
    sides = cases[case]
    floor = next((s for s in sides if s.endswith("(floor)")), None)
    for side in sorted(sides, key=lambda s: (s == floor, s)):
        values = [median(sides[side].get(m)) for m, _ in METRICS]
        ratios = []
        for (m, _), value in zip(METRICS, values):
            base = median(sides[floor].get(m)) if floor and side != floor else None
            ratios.append(fmt(value / base, True) if value is not None and base else "")
        print(f"| {case} | {side} | " + " | ".join(fmt(v) for v in values) + " | " + " | ".join(ratios) + " |")
print("\nTime in µs, memory in bytes per sample (the 5-object cell and storyboard rows: per 1,000 repetitions).")

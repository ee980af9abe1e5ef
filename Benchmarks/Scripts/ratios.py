"""Ratios of each benchmark to its case's floor, from one harness run.

Input: the folder written by `swift package benchmark --format histogramEncoded --path DIR`,
one HDR histogram (JSON) per benchmark and metric, holding the raw samples (nanoseconds, counts,
bytes). The JMH export is not used: it drops every benchmark without a throughput figure, and
the harness records none for a sample that takes longer than about two seconds.

Benchmarks are named "CASE: SIDE"; the side ending in "(floor)" is the denominator. Each figure
is the median of the samples; a ratio above 1 means more than the floor (slower, more
instructions, more allocations, more memory). Every case that has a floor gets a ratio row for
each of its other sides; a metric the run did not record prints "—", and the script names the
missing ones on standard error so that a dropped row cannot go unnoticed."""
import glob
import json
import os
import sys

# (metric as the export names it, column label, factor from the raw value to the printed unit)
METRICS = [
    ("wallClock", "time", 1e-3),                 # ns → µs
    ("instructions", "instructions", 1),
    ("mallocCountTotal", "mallocs", 1),
    ("peakMemoryResident", "peak RSS", 1),
    ("peakMemoryResidentDelta", "peak RSS Δ", 1),
]
KNOWN = {name for name, _, _ in METRICS} | {"throughput"}
SUFFIX = ".histogram.json"


def median(histogram):
    """The 50th percentile as HdrHistogram computes it (the highest value equivalent to the
    bucket holding the middle sample, within the recorded minimum and maximum)."""
    counts = histogram["counts"]
    total = sum(counts)
    if total == 0:
        return None
    half_magnitude = histogram["subBucketHalfCountMagnitude"]
    half_count = 1 << half_magnitude
    unit_magnitude = histogram["unitMagnitude"]
    wanted = max(1, -(-total // 2))   # ceil(total / 2)
    running = 0
    for index, count in enumerate(counts):
        running += count
        if running >= wanted:
            bucket = (index >> half_magnitude) - 1
            sub_bucket = (index & (half_count - 1)) + half_count
            if bucket < 0:
                sub_bucket -= half_count
                bucket = 0
            value = sub_bucket << (bucket + unit_magnitude)
            highest = value + (1 << (bucket + unit_magnitude)) - 1
            minimum = 0 if counts[0] > 0 else histogram["minNonZeroValue"]
            return max(min(highest, histogram["maxValue"]), minimum)
    return None


def load(folder):
    """{case: {side: {metric: median}}} from the export's file names
    (BASELINE.TARGET.BENCHMARK NAME.METRIC.histogram.json, spaces and slashes as "_")."""
    cases = {}
    for path in sorted(glob.glob(os.path.join(folder, "*" + SUFFIX))):
        stem = os.path.basename(path)[: -len(SUFFIX)]
        stem, _, metric = stem.rpartition(".")
        if metric not in KNOWN:
            continue
        name = stem.split(".", 2)[-1].replace("_", " ")   # drop the baseline and target names
        case, _, side = name.partition(": ")
        with open(path, encoding="utf-8") as file:
            cases.setdefault(case, {}).setdefault(side, {})[metric] = median(json.load(file))
    return cases


def fmt(value, ratio=False):
    if value is None:
        return "—"
    if ratio:
        return f"{value:.3g}×" if value < 10 else f"{value:.0f}×"
    return f"{value:,.0f}" if value >= 100 else f"{value:.3g}"


def main(folder):
    cases = load(folder)
    if not cases:
        sys.exit(f"ratios.py: no {SUFFIX} files in {folder}")
    header = (["case", "side"] + [f"{label} (median)" for _, label, _ in METRICS]
              + [f"{label} / floor" for _, label, _ in METRICS])
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    missing = set()
    for case in sorted(cases):
        sides = cases[case]
        floor = next((side for side in sides if side.endswith("(floor)")), None)
        for side in sorted(sides, key=lambda s: (s == floor, s)):
            values, ratios = [], []
            for metric, _, factor in METRICS:
                value = sides[side].get(metric)
                if value is None and metric != "instructions":
                    missing.add(f"{case}: {side} ({metric})")
                values.append(None if value is None else value * factor)
                base = sides[floor].get(metric) if floor and side != floor else None
                if floor is None or side == floor:
                    ratios.append("")
                elif value is None or not base:
                    ratios.append("—")
                else:
                    ratios.append(fmt(value / base, True))
            print(f"| {case} | {side} | " + " | ".join(fmt(v) for v in values) + " | " + " | ".join(ratios) + " |")
    print("\nTime in µs, memory in bytes per sample (the 5-object cell, instantiateInitialController and "
          "performSegue rows: per 1,000 repetitions); "
          "peak RSS is the process's, peak RSS Δ its growth during the benchmark; "
          "a ratio of \"—\" has a zero or unrecorded side.")
    if missing:
        print("ratios.py: not recorded in this run: " + "; ".join(sorted(missing)), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")

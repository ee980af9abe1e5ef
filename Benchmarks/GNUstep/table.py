"""Prints the GNUstep comparison as Markdown from the two sides' lines (see compare.sh)."""
import statistics
import sys


def read(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if len(fields) >= 6:
            rows[fields[0]] = fields
    return rows


ours, theirs = read(sys.argv[1]), read(sys.argv[2])
print("| file | GNUstep load | swift-nib load | GNUstep 1st instantiation | swift-nib 1st | "
      "GNUstep later (median) | swift-nib later (median) | GNUstep / swift-nib, later instantiations |")
print("|---|---|---|---|---|---|---|---|")
ratios, failures = [], []
for path in sorted(set(ours) | set(theirs)):
    o, t = ours.get(path), theirs.get(path)
    name = path.split("/xib/")[-1]
    if not o or o[5] != "ok":
        failures.append((name, "swift-nib", o[5] if o else "no result"))
    if not t or t[5] != "ok":
        failures.append((name, "GNUstep", t[5] if t else "no result"))
    if o and t and o[5] == "ok" and t[5] == "ok":
        ratio = float(t[3]) / max(float(o[3]), 1.0)
        ratios.append(ratio)
        print(f"| {name} | {t[1]} µs | {o[1]} µs | {t[2]} µs | {o[2]} µs | {t[3]} µs | {o[3]} µs | {ratio:.1f}× |")
total = len(set(ours) | set(theirs))
print(f"\n{len(ratios)} of {total} files load and instantiate on both sides.", end=" ")
if ratios:
    print(f"GNUstep / swift-nib for later instantiations: median {statistics.median(ratios):.1f}×, "
          f"range {min(ratios):.1f}–{max(ratios):.1f}×.")
print("\n| file | side | error |\n|---|---|---|")
for name, side, reason in failures:
    print(f"| {name} | {side} | {reason} |")

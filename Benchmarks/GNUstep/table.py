"""Prints the GNUstep comparison as Markdown from the two sides' lines (see compare.sh).

Each side writes one line per file: PATH, first load+instantiation, median later
load+instantiation, median later load, median later instantiation (µs), top-level objects,
status ("ok" or the error). Usage: table.py OURS THEIRS KINDS, where KINDS has "PATH<TAB>kind"
lines (document or archive)."""
import statistics
import sys

FIELDS = 7


def read(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if len(fields) >= FIELDS:
            rows[fields[0]] = fields[:FIELDS - 1] + ["\t".join(fields[FIELDS - 1:])]
    return rows


def ok(row):
    return row is not None and row[6] == "ok"


def ratio_text(value):
    return f"{value:.1f}×" if value >= 10 else f"{value:.2f}×"


ours, theirs = read(sys.argv[1]), read(sys.argv[2])
kinds = dict(line.rstrip("\n").split("\t", 1) for line in open(sys.argv[3], encoding="utf-8") if "\t" in line)
paths = sorted(kinds)

print("| file | kind | GNUstep load + instantiate | swift-nib load + instantiate | GNUstep / swift-nib | "
      "GNUstep first | swift-nib first | top-level objects (GNUstep / swift-nib) |")
print("|---|---|---|---|---|---|---|---|")
ratios = {"document": [], "archive": []}
for path in paths:
    o, t = ours.get(path), theirs.get(path)
    name = path.split("/xib/")[-1]
    kind = kinds[path]
    if not ok(o):
        reason = o[6] if o else "no result"
        print(f"| {name} | {kind} | | | swift-nib cannot load: {reason} | | | |")
        continue
    if not ok(t):
        reason = (t[6] if t else "no result").replace("instantiateWithOwner:topLevelObjects: returned NO ", "")
        first = f"{t[1]} µs" if t and t[1] else ""
        print(f"| {name} | {kind} | — | {o[2]} µs | GNUstep cannot load: {reason} | {first} | {o[1]} µs | |")
        continue
    ratio = float(t[2]) / max(float(o[2]), 1.0)
    ratios[kind].append(ratio)
    print(f"| {name} | {kind} | {t[2]} µs | {o[2]} µs | {ratio_text(ratio)} | {t[1]} µs | {o[1]} µs | {t[5]} / {o[5]} |")

print()
for kind, label in (("document", "modern documents (targetRuntime MacOSX.Cocoa)"), ("archive", "legacy archives")):
    total = sum(1 for p in paths if kinds[p] == kind)
    swift = sum(1 for p in paths if kinds[p] == kind and ok(ours.get(p)))
    gnustep = sum(1 for p in paths if kinds[p] == kind and ok(theirs.get(p)))
    values = ratios[kind]
    line = f"- {label}: {total} files; swift-nib loads and instantiates {swift}, GNUstep {gnustep}"
    if values:
        line += (f"; GNUstep / swift-nib (load + instantiate, median of the later cycles): "
                 f"median {ratio_text(statistics.median(values))}, range {ratio_text(min(values))}–{ratio_text(max(values))}")
    print(line + ".")

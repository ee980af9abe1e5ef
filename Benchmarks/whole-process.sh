#!/bin/sh
# Whole-process conversion against `xmllint --stream --noout` on the same generated xibs, in one
# run, interleaved (ours, xmllint, ours, …), best of ROUNDS; then codegen's peak resident memory.
# Usage (from the package root, after a release build of codegen and NibBenchmarks):
#   Benchmarks/whole-process.sh [ROUNDS] [SIZES_IN_MB...]
set -eu
rounds=${1:-7}
[ $# -gt 0 ] && shift
sizes=${*:-1 10 30 60}
bin=.build/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
now() { date +%s%N; }
best() { sort -n | head -1; }
echo "| input | size | codegen convert | xmllint --stream --noout | xmllint / codegen | peak RSS | RSS / input |"
echo "|---|---|---|---|---|---|---|"
for mb in $sizes; do
    xib="$work/Big$mb.xib"
    "$bin/NibBenchmarks" --emit-large "$xib" "$mb"
    : > "$work/ours"; : > "$work/theirs"
    for _ in $(seq "$rounds"); do
        rm -rf "$work/out"
        t0=$(now); "$bin/codegen" convert "$xib" -o "$work/out" >/dev/null; t1=$(now)
        xmllint --stream --noout "$xib"; t2=$(now)
        echo $(( (t1 - t0) / 1000 )) >> "$work/ours"
        echo $(( (t2 - t1) / 1000 )) >> "$work/theirs"
    done
    ours=$(best < "$work/ours"); theirs=$(best < "$work/theirs")
    rm -rf "$work/out"
    rss=$(/usr/bin/time -f %M "$bin/codegen" convert "$xib" -o "$work/out" 2>&1 >/dev/null | tail -1)
    bytes=$(wc -c < "$xib")
    awk -v mb="$mb" -v b="$bytes" -v o="$ours" -v t="$theirs" -v r="$rss" 'BEGIN {
        printf "| generated %d MB | %.1f MB | %.0f ms | %.0f ms | %.2f× | %.0f MB | %.1f× |\n",
            mb, b / 1e6, o / 1000, t / 1000, t / o, r * 1024 / 1e6, r * 1024 / b }'
done

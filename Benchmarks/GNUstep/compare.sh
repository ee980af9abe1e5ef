#!/bin/sh
# GNUstep's NSNib against swift-nib on every macOS xib of the corpus (modern and legacy archives):
# load and instantiation time per file, the ratios, and which files GNUstep cannot load (its error).
# Usage, from Benchmarks/ (see README.md in this folder for the packages):
#   GNUstep/compare.sh [CORPUS_XIB_DIR] [REPETITIONS] > table.md
set -eu
corpus=${1:-../../shared/corpus/xib}
reps=${2:-5}
work=$(mktemp -d)
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
gcc -std=gnu11 $(gnustep-config --objc-flags) -MF "$work/nibload.d" -o "$work/nibload" GNUstep/nibload.m $(gnustep-config --gui-libs)
swift build -c release --product nib-peer-timing >&2
peer=$(swift build -c release --show-bin-path)/nib-peer-timing
# The macOS xibs: modern documents for MacOSX.Cocoa, legacy archives of type …Cocoa.XIB.
find "$corpus" -name '*.xib' | sort | while IFS= read -r f; do
    head -c 1024 "$f" | grep -q -e 'targetRuntime="MacOSX.Cocoa"' -e 'com.apple.InterfaceBuilder3.Cocoa.XIB' && echo "$f"
done > "$work/files"
display=:$(( 90 + $$ % 100 ))
Xvfb "$display" -nolisten tcp -screen 0 1280x1024x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
# One process per file on each side, the two sides interleaved file by file.
while IFS= read -r f; do
    "$peer" "$reps" "$f" >> "$work/ours" 2>/dev/null || echo "$f					swift-nib failed" >> "$work/ours"
    if ! DISPLAY=$display timeout 120 "$work/nibload" "$f" "$reps" > "$work/line" 2> "$work/err"; then
        # GNUstep says why only on standard error: keep the elements it has no class for and the exception.
        why=$(grep -o -e 'No object for GSXibElement <[A-Za-z]*>' -e 'Exception occurred while parsing Xib: .*' "$work/err" |
              sort -u | tr '\n' ';' | cut -c1-240)
        if [ -s "$work/line" ]; then
            sed "s|\$|: ${why:-no message}|" "$work/line" >> "$work/theirs"
        else
            echo "$f					crashed or timed out: ${why:-no message}" >> "$work/theirs"
        fi
    else
        cat "$work/line" >> "$work/theirs"
    fi
done < "$work/files"
python3 GNUstep/table.py "$work/ours" "$work/theirs"

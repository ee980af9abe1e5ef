#!/bin/sh
# GNUstep's NSNib against swift-nib on every macOS xib of the corpus (modern documents for
# MacOSX.Cocoa and legacy Cocoa archives): load + instantiation time per file on both sides, the
# ratio, and why GNUstep cannot load the files it cannot load (its own exception, shortened).
# Usage, from Benchmarks/ (see README.md in this folder for the packages):
#   GNUstep/compare.sh [CORPUS_XIB_DIR] [REPETITIONS] > table.md
set -eu
corpus=${1:-../../shared/corpus/xib}
reps=${2:-21}
work=$(mktemp -d)
xvfb=
trap '[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
gcc -std=gnu11 $(gnustep-config --objc-flags) -MF "$work/nibload.d" -o "$work/nibload" GNUstep/nibload.m $(gnustep-config --gui-libs)
swift build -c release --product nib-peer-timing >&2
peer=$(swift build -c release --show-bin-path)/nib-peer-timing
# The macOS xibs and their kind: modern documents name targetRuntime MacOSX.Cocoa, legacy
# archives are of type com.apple.InterfaceBuilder3.Cocoa.XIB (both say so in their first lines).
find "$corpus" -name '*.xib' | sort | while IFS= read -r f; do
    if head -c 1024 "$f" | grep -q 'targetRuntime="MacOSX.Cocoa"'; then
        printf '%s\tdocument\n' "$f"
    elif head -c 1024 "$f" | grep -q '<archive [^>]*type="com.apple.InterfaceBuilder3.Cocoa.XIB"'; then
        printf '%s\tarchive\n' "$f"
    fi
done > "$work/kinds"
display=:$(( 90 + $$ % 100 ))
Xvfb "$display" -nolisten tcp -screen 0 1280x1024x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
# One process per file on each side, the two sides interleaved file by file, so that both see
# the same load on the (shared) machine.
cut -f1 "$work/kinds" | while IFS= read -r f; do
    "$peer" "$reps" "$f" >> "$work/ours" 2>/dev/null || printf '%s\t\t\t\t\t\tswift-nib crashed\n' "$f" >> "$work/ours"
    if DISPLAY=$display timeout 300 "$work/nibload" "$f" "$reps" > "$work/line" 2> "$work/err"; then
        cat "$work/line" >> "$work/theirs"
    else
        # GNUstep says why only on standard error: keep the element it has no class for and the
        # exception, without object addresses.
        why=$(grep -o -e 'No object for GSXibElement <[A-Za-z]*>' -e 'Exception occurred while [a-z]* [A-Za-z]*: .*' "$work/err" |
              sed -e 's/Exception occurred while [a-z]* [A-Za-z]*: //' -e 's/ of object <.*//' -e 's/ 0x[0-9a-f]*//g' |
              sort -u | tr '\n' ';' | sed 's/;$//; s/;/; /g' | cut -c1-200)
        if [ -s "$work/line" ]; then
            # nibload's own line names the failing instantiation (and the first one's time if it worked).
            awk -v why="${why:-no message}" '{ print $0 " (" why ")" }' "$work/line" >> "$work/theirs"
        else
            printf '%s\t\t\t\t\t\tcrashed or timed out (%s)\n' "$f" "${why:-no message}" >> "$work/theirs"
        fi
    fi
done
python3 GNUstep/table.py "$work/ours" "$work/theirs" "$work/kinds"

#!/usr/bin/env python3
"""How wide each candidate face draws the corpus' one-line labels, against their frames.

Interface Builder sizes a label to its text in the system font, so in the face closest to the
system font the tightest labels come out just under their frames. For every one-line label of the
corpus' xib/ and storyboard/ documents in the system font (an AppKit text field with a clipping or
truncating cell, its frame less the cell's 4 points of inset; a UILabel of one line), the width of
its title in each face is measured with pango-view (pango1.0-tools), and the ratio of text width to
frame width is summarised per face.

Usage: Scripts/measure-label-widths.py [CORPUS] (default ../shared/corpus)
"""
import concurrent.futures
import os
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

FACES = ["DejaVu Sans", "Liberation Sans", "Carlito"]
META_FONTS = {
    "system": (13, ""), "smallSystem": (11, ""), "miniSystem": (9, ""), "systemBold": (13, "Bold"),
    "smallSystemBold": (11, "Bold"), "message": (13, ""), "controlContent": (13, ""), "label": (10, ""),
}


def appkit_label(element):
    cell = element.find("textFieldCell")
    if cell is None or cell.get("borderStyle") or cell.get("bezelStyle") or cell.get("drawsBackground") == "YES":
        return None
    if cell.get("lineBreakMode") not in ("clipping", "truncatingTail", "truncatingMiddle"):
        return None
    title, font = cell.get("title"), cell.find("font[@key='font']")
    if not title or "\n" in title or font is None or font.get("metaFont") not in META_FONTS:
        return None
    size, weight = META_FONTS[font.get("metaFont")]
    return title, float(font.get("size") or size), weight, 4.0


def uikit_label(element):
    title, font = element.get("text"), element.find("fontDescription")
    if not title or "\n" in title or font is None or element.get("numberOfLines", "1") != "1":
        return None
    if element.get("minimumScaleFactor") and element.get("adjustsFontSizeToFit") != "NO":
        return None
    if font.get("type") not in ("system", "boldSystem"):
        return None
    bold = font.get("type") == "boldSystem" or font.get("weight") in ("bold", "semibold", "heavy")
    return title, float(font.get("pointSize", "17")), "Bold" if bold else "", 0.0


def labels(corpus):
    for folder in ("xib", "storyboard"):
        for directory, _, files in sorted(os.walk(os.path.join(corpus, folder))):
            for name in sorted(files):
                if not name.endswith((".xib", ".storyboard")):
                    continue
                try:
                    tree = ET.parse(os.path.join(directory, name))
                except ET.ParseError:
                    continue
                for element in tree.iter():
                    frame = element.find("rect[@key='frame']")
                    reader = {"textField": appkit_label, "label": uikit_label}.get(element.tag)
                    label = reader(element) if reader and frame is not None else None
                    if label:
                        title, size, weight, inset = label
                        available = float(frame.get("width", "0")) - inset
                        if available > 0:
                            yield title, size, weight, available


def width(face, title, size, weight, scratch):
    """The logical width in points, measured at 10 pixels a point."""
    with tempfile.NamedTemporaryFile(suffix=".png", dir=scratch) as picture:
        subprocess.run(
            ["pango-view", "--no-display", "-q", "--hinting=none", "--margin=0", "--dpi=720",
             f"--font={face} {weight} {size:g}", "-t", title, "-o", picture.name], check=True)
        with open(picture.name, "rb") as data:
            return struct.unpack(">I", data.read()[16:20])[0] / 10


def main():
    corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../shared/corpus")
    found = list(labels(corpus))
    if not found:
        sys.exit(f"measure-label-widths: no labels under {corpus}")
    with tempfile.TemporaryDirectory() as scratch, concurrent.futures.ThreadPoolExecutor(8) as pool:
        for face in FACES:
            ratios = sorted(pool.map(lambda l: width(face, l[0], l[1], l[2], scratch) / l[3], found))
            at = lambda p: ratios[int(p * (len(ratios) - 1))]
            wider = sum(1 for r in ratios if r > 1)
            print(f"{face:16} labels {len(ratios)}  median {at(0.5):.3f}  90% {at(0.9):.3f}  "
                  f"95% {at(0.95):.3f}  max {ratios[-1]:.3f}  wider than the frame {wider}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the large inputs of BENCHMARKS.md section 0f into a folder.

    large-inputs.py storyboard N OUT   N scenes whose view controllers all get the name `detail`
    large-inputs.py strings N OUT      a .strings file of N entries (none of them the document's)
    large-inputs.py strings-keys N OUT a .strings file of N entries without comments (18 bytes each)
    large-inputs.py catalog N OUT      a String Catalog of N translated entries, as Xcode writes it
    large-inputs.py catalog-keys N OUT a String Catalog of N empty entries on one line (12 bytes each)
    large-inputs.py segues N OUT       N scenes of a class each, each with 50 identified segues to the next 50
"""
import sys

SCENE = """        <scene sceneID="s{n:07d}">
            <objects>
                <viewController {identity} id="v{n:07d}" customClass="{controller}" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="w{n:07d}">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label text="{label}" id="l{n:07d}"{user_label}>
                                <rect key="frame" x="20" y="100" width="353" height="21"/>
                            </label>
                        </subviews>
                    </view>
{connections}                </viewController>
            </objects>
{location}        </scene>
"""


def scenes(count, out, scene):
    """A UIKit storyboard of `count` scenes, scene `n` written by `scene(n)`."""
    out.write('<?xml version="1.0" encoding="UTF-8"?>\n')
    out.write('<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
              'toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" '
              'initialViewController="v0000000">\n    <scenes>\n')
    for n in range(count):
        out.write(scene(n))
    out.write('    </scenes>\n</document>\n')


def storyboard(count, out):
    scenes(count, out, lambda n: SCENE.format(
        n=n, identity='title="Detail"', controller="DetailViewController", label="Name",
        user_label=' userLabel="Name Label"', connections="", location=""))


def segues(count, out):
    def scene(n):
        lines = "".join(
            f'                        <segue destination="v{(n + k + 1) % count:07d}" kind="show" '
            f'identifier="show{k}" id="g{n:07d}-{k}"/>\n' for k in range(50))
        connections = ("                    <connections>\n"
                       f'                        <outlet property="titleLabel" destination="l{n:07d}" id="o{n:07d}"/>\n'
                       f"{lines}                    </connections>\n")
        location = f'            <point key="canvasLocation" x="{(n % 40) * 500}" y="{(n // 40) * 1000}"/>\n'
        return SCENE.format(
            n=n, identity=f'storyboardIdentifier="Screen{n}"', controller=f"Screen{n}ViewController",
            label=f"Screen {n}", user_label="", connections=connections, location=location)
    scenes(count, out, scene)


def strings(count, out):
    for n in range(count):
        out.write(f'/* Class = "UILabel"; text = "Title {n}"; ObjectID = "x{n:07d}"; */\n'
                  f'"x{n:07d}.text" = "Titre numéro {n}";\n\n')


def strings_keys(count, out):
    for n in range(count):
        out.write(f'"k{n:07d}"="v{n}";\n')


def catalog(count, out):
    out.write('{\n  "sourceLanguage" : "en",\n  "strings" : {\n')
    for n in range(count):
        out.write(f'''    "x{n:07d}.text" : {{
      "comment" : "Class = \\"UILabel\\"; text = \\"Title {n}\\"; ObjectID = \\"x{n:07d}\\";",
      "extractionState" : "extracted_with_value",
      "localizations" : {{
        "en" : {{
          "stringUnit" : {{
            "state" : "new",
            "value" : "Title {n}"
          }}
        }},
        "fr" : {{
          "stringUnit" : {{
            "state" : "translated",
            "value" : "Titre {n}"
          }}
        }}
      }}
    }}{"," if n < count - 1 else ""}
''')
    out.write('  },\n  "version" : "1.0"\n}')


def catalog_keys(count, out):
    out.write('{"sourceLanguage":"en","strings":{')
    out.write(",".join(f'"k{n:07d}":{{}}' for n in range(count)))
    out.write('},"version":"1.0"}')


if __name__ == "__main__":
    kind, count, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(path, "w", encoding="utf-8") as out:
        {"storyboard": storyboard, "strings": strings, "strings-keys": strings_keys, "catalog": catalog, "catalog-keys": catalog_keys,
         "segues": segues}[kind](count, out)

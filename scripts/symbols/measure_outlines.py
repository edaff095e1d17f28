#!/usr/bin/env python3
"""Measures SF Symbols' boxes and ink centres for every name ViewTree maps, from the outlines
andrilla-llc/sf-symbols publishes ("SF Symbols Online": symbols/<scale>/<weight>/<name>.svg, one
glyph at 100 points, y = 0 on the baseline, its `viewBox` the glyph's ink bounds). Only the four
numbers of each `viewBox` are read, never an outline. Run at development time; the output is
committed:

    git clone https://github.com/andrilla-llc/sf-symbols
    python3 scripts/symbols/measure_outlines.py sf-symbols

It writes Resources/Symbols/outline-metrics.json: for each name of symbols.json that the set has,
27 numbers in ems of the point size: the boxes' widths and heights at the small, medium and large
scales (ultralight, regular, black each), then the ink centres' heights above the baseline,
-(y + height / 2) / 100, in the same order. ViewTree uses them for names its Swift tables
(`SymbolBoxes`, `SymbolCentres`) do not list.
"""

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SYMBOLS = ROOT / "Resources" / "Symbols"
# SF Symbols renamed these (the old names still work on iOS); the set holds only the new ones.
ALIASES = {"doc.text": "text.document", "doc.text.fill": "text.document.fill", "wrench": "wrench.adjustable",
           "speedometer": "gauge.with.needle", "thermometer": "thermometer.medium",
           "arrow.triangle.2.circlepath": "arrow.trianglehead.2.clockwise.rotate.90"}
# Renamed families: `doc` became `document` and `mic` `microphone` wherever they are a part of
# the name, `line.horizontal.3` became `line.3.horizontal`, `arrow.triangle...` became
# `arrow.trianglehead...`, `battery.N` became `battery.Npercent`.
PARTS = {"doc": "document", "mic": "microphone"}
PREFIXES = (("line.horizontal.3", "line.3.horizontal"), ("arrow.triangle.", "arrow.trianglehead."))


def published_name(name):
    """The name the set publishes `name`'s outline under."""
    if name in ALIASES:
        return ALIASES[name]
    renamed = ".".join(PARTS.get(part, part) for part in name.split("."))
    for old, new in PREFIXES:
        if renamed.startswith(old):
            renamed = new + renamed[len(old):]
    return re.sub(r"^battery\.(\d+)(?=\.|$)", r"battery.\1percent", renamed)
SCALES = ("small", "medium", "large")
WEIGHTS = ("ultralight", "regular", "black")


def main(repo):
    names = sorted(json.loads((SYMBOLS / "symbols.json").read_text()))
    paths = [f"HEAD:symbols/{scale}/{weight}/{published_name(name)}.svg"
             for name in names for scale in SCALES for weight in WEIGHTS]
    batch = subprocess.run(["git", "-C", repo, "cat-file", "--batch"], input=("\n".join(paths) + "\n").encode(),
                           capture_output=True, check=True).stdout
    # Each answer is "<sha> blob <size>\n<content>\n", or "<path> missing\n".
    boxes, at = [], 0
    while at < len(batch):
        end = batch.index(b"\n", at)
        header = batch[at:end].split()
        at = end + 1
        if header[-1] == b"missing":
            boxes.append(None)
            continue
        size = int(header[2])
        svg = batch[at:at + size].decode()
        at += size + 1
        boxes.append(re.search(r'viewBox="([^"]+)"', svg).group(1))
    assert len(boxes) == len(paths), (len(boxes), len(paths))
    result = {}
    for index, name in enumerate(names):
        found = boxes[index * 9:(index + 1) * 9]
        if not all(found):
            continue
        views = [[float(v) for v in box.split()] for box in found]
        sizes = [round(v / 100, 3) for x, y, w, h in views for v in (w, h)]
        centres = [round(-(y + h / 2) / 100, 3) for x, y, w, h in views]
        result[name] = sizes + centres
    text = json.dumps(result, separators=(",", ":"), sort_keys=True)
    (SYMBOLS / "outline-metrics.json").write_text(text.replace('],"', '],\n"') + "\n")
    print(f"{len(result)} of {len(names)} names measured -> {SYMBOLS / 'outline-metrics.json'}")


if __name__ == "__main__":
    main(sys.argv[1])

#!/usr/bin/env python3
"""Builds ViewTree's symbol font from Bootstrap Icons (MIT).

Run at development time, not at build time; the output is committed:

    apt-get download bootstrap-icons && dpkg-deb -x bootstrap-icons_*.deb bootstrap-icons
    pip install fonttools==4.68.0 skia-pathops==0.9.2
    python3 scripts/symbols/build_symbols.py bootstrap-icons/usr/share/bootstrap-icons/svg

It writes, into Resources/Symbols:
- ViewTreeSymbols.otf: one CFF glyph per distinct icon, on Private Use Area code points from
  U+E000, each icon's 16-unit grid scaled to the em (2048 units) with the grid's bottom on the
  baseline, so a glyph's box is (0, 0)-(2048, 2048) in font units;
- symbols.json: SF Symbol name -> code point, for the names in symbol_map.py (listed, and the
  variants `derived_symbols` makes for the most used names of ranked_names.tsv);
- layers.json: for `*.circle.fill` and `*.square.fill` names, the code point of the symbol's
  primary layer (the mark cut out of the filled shape), which hierarchical and palette rendering
  paint in the primary style while the symbol's own glyph is the secondary layer;
- badges.json: for badged names (`bell.badge`), the code point of the badge alone (a glyph of
  its own), which multicolour, hierarchical and palette rendering paint apart from the rest.

Every icon's SVG elements are merged with their own fill rules (Bootstrap uses both even-odd
and non-zero) by Skia's path operations, so each glyph is a set of non-overlapping contours that
fill correctly under the non-zero rule fonts use.
"""

import json
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pathops
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen
from fontTools.svgLib.path.parser import parse_path

from symbol_map import SYMBOLS, Composite, derived_symbols

UNITS_PER_EM = 2048
GRID = 16
FIRST_CODE_POINT = 0xE000
OUTPUT = Path(__file__).resolve().parents[2] / "Resources" / "Symbols"
SVG_NAMESPACE = "{http://www.w3.org/2000/svg}"
# Icons drawn for ViewTree where Bootstrap has none.
EXTRA_ICONS = Path(__file__).resolve().parent / "extra"
# A fixed date (January 2023, in seconds since 1904 as the head table counts them).
FIXED_TIMESTAMP = 3755548800


def element_path(element):
    """One SVG element as a Skia path with the element's fill rule, in grid units (y down)."""
    path = pathops.Path()
    tag = element.tag.removeprefix(SVG_NAMESPACE)
    if tag == "path":
        parse_path(element.attrib["d"], path.getPen())
    elif tag == "circle":
        cx, cy, r = (float(element.attrib[k]) for k in ("cx", "cy", "r"))
        parse_path(f"M{cx - r} {cy}A{r} {r} 0 1 0 {cx + r} {cy}A{r} {r} 0 1 0 {cx - r} {cy}Z", path.getPen())
    else:
        raise ValueError(f"unsupported SVG element <{tag}>")
    if element.attrib.get("fill-rule") == "evenodd":
        path.fillType = pathops.FillType.EVEN_ODD
    return path


def icon_path(svg_folder, name):
    """A Bootstrap icon's elements merged into one non-overlapping path; `icon#n` is the icon's
    n-th element alone (counting from 1)."""
    name, _, element_number = name.partition("#")
    file = svg_folder / f"{name}.svg"
    root = ElementTree.parse(file if file.exists() else EXTRA_ICONS / f"{name}.svg").getroot()
    elements = list(root)
    if element_number:
        elements = [elements[int(element_number) - 1]]
    merged = pathops.Path()
    for element in elements:
        merged = pathops.op(merged, element_path(element), pathops.PathOp.UNION)
    return merged


def transformed(path, scale, x, y, mirror=False, turns=0):
    """`path` scaled by `scale` about the grid's centre (mirrored left to right if asked, then
    turned `turns` quarter turns clockwise), then moved so that the centre lands on (`x`, `y`)."""
    centre = GRID / 2
    result = pathops.Path()
    # x' = a x + c y, y' = b x + d y: the scale (and mirror), then each clockwise quarter turn
    # (y down), which sends (x, y) to (-y, x).
    a, b, c, d = (-scale if mirror else scale), 0, 0, scale
    for _ in range(turns % 4):
        a, b, c, d = -b, a, -d, c
    path.draw(TransformPen(result.getPen(), (a, b, c, d, x - a * centre - c * centre, y - b * centre - d * centre)))
    return result


def symbol_path(svg_folder, spec):
    if isinstance(spec, str):
        return icon_path(svg_folder, spec)
    assert isinstance(spec, Composite)
    result = pathops.Path()
    for layer in spec.layers:
        operand = transformed(symbol_path(svg_folder, layer.icon), layer.scale, layer.x, layer.y, layer.mirror, layer.turns)
        operation = pathops.PathOp.UNION if layer.op == "add" else pathops.PathOp.DIFFERENCE
        result = pathops.op(result, operand, operation)
    if spec.scale != 1 or spec.mirror:
        result = transformed(result, spec.scale, GRID / 2, GRID / 2, spec.mirror)
    if spec.solid:
        result = primary_layer(result)
    result.simplify()
    return result


# Names whose symbol has a primary layer (the mark) and a secondary one (the filled shape it is
# cut out of), which hierarchical and palette rendering paint apart.
LAYERED_SUFFIXES = (".circle.fill", ".square.fill")


def primary_layer(path):
    """The mark cut out of a filled shape: the outer contour, filled, less the symbol."""
    outer = max(path.contours, key=lambda contour: abs(contour.area))
    filled = pathops.Path()
    outer.draw(filled.getPen())
    filled.fillType = pathops.FillType.WINDING
    layer = pathops.op(filled, path, pathops.PathOp.DIFFERENCE)
    layer.simplify()
    return layer


def charstring(path):
    """The path in font units: the grid scaled to the em, y flipped to point up."""
    unit = UNITS_PER_EM / GRID
    pen = T2CharStringPen(UNITS_PER_EM, None)
    path.draw(TransformPen(pen, (unit, 0, 0, -unit, 0, UNITS_PER_EM)))
    return pen.getCharString()


def main(svg_folder):
    symbols = dict(SYMBOLS)
    available = {svg.stem for folder in (svg_folder, EXTRA_ICONS) for svg in folder.glob("*.svg")}
    symbols.update(derived_symbols(available))
    specs = {}
    for name, spec in sorted(symbols.items()):
        specs.setdefault(spec, []).append(name)
    glyph_names = [".notdef"]
    charstrings = {".notdef": T2CharStringPen(UNITS_PER_EM, None).getCharString()}
    code_points = {}
    cmap = {}
    layers = {}
    badges = {}
    next_code_point = FIRST_CODE_POINT
    for spec, names in specs.items():
        path = symbol_path(svg_folder, spec)
        glyph = f"uni{next_code_point:04X}"
        glyph_names.append(glyph)
        charstrings[glyph] = charstring(path)
        cmap[next_code_point] = glyph
        for name in names:
            code_points[name] = next_code_point
        next_code_point += 1
        if isinstance(spec, Composite) and spec.badge:
            badge = symbol_path(svg_folder, Composite(spec.badge, spec.scale, spec.mirror))
            glyph = f"uni{next_code_point:04X}"
            glyph_names.append(glyph)
            charstrings[glyph] = charstring(badge)
            cmap[next_code_point] = glyph
            for name in names:
                badges[name] = next_code_point
            next_code_point += 1
        layered = [name for name in names if name.endswith(LAYERED_SUFFIXES)]
        layer = primary_layer(path) if layered else None
        if layer is not None and not layer.bounds == (0, 0, 0, 0):
            glyph = f"uni{next_code_point:04X}"
            glyph_names.append(glyph)
            charstrings[glyph] = charstring(layer)
            cmap[next_code_point] = glyph
            for name in layered:
                layers[name] = next_code_point
            next_code_point += 1

    builder = FontBuilder(UNITS_PER_EM, isTTF=False)
    builder.setupGlyphOrder(glyph_names)
    builder.setupCharacterMap(cmap)
    family = "ViewTree Symbols"
    builder.setupCFF("ViewTreeSymbols-Regular", {"FullName": family}, charstrings, {})
    metrics = {}
    for glyph in glyph_names:
        bounds = charstrings[glyph].calcBounds(None)
        metrics[glyph] = (UNITS_PER_EM, bounds[0] if bounds else 0)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=UNITS_PER_EM, descent=0)
    builder.setupNameTable({
        "familyName": family, "styleName": "Regular",
        "copyright": "Glyphs from Bootstrap Icons, Copyright (c) 2019-2021 The Bootstrap Authors (MIT licence)",
        "licenseDescription": "MIT licence: see LICENSE next to this file",
    })
    builder.setupOS2(sTypoAscender=UNITS_PER_EM, sTypoDescender=0, usWinAscent=UNITS_PER_EM, usWinDescent=0)
    builder.setupPost()
    # A fixed date instead of now, so that the same inputs give the same bytes.
    builder.updateHead(created=FIXED_TIMESTAMP, modified=FIXED_TIMESTAMP)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    builder.save(OUTPUT / "ViewTreeSymbols.otf")
    with open(OUTPUT / "symbols.json", "w") as file:
        json.dump(code_points, file, indent=0, sort_keys=True)
        file.write("\n")
    for file_name, table in (("layers.json", layers), ("badges.json", badges)):
        with open(OUTPUT / file_name, "w") as file:
            json.dump(table, file, indent=0, sort_keys=True)
            file.write("\n")
    print(f"{len(code_points)} names, {len(specs)} symbols, {len(layers)} with a primary layer, "
          f"{len(badges)} with a badge -> {OUTPUT}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(Path(sys.argv[1]))

#!/usr/bin/env python3
"""Measures candidate stand-in fonts against the published metrics of Apple's system fonts.

For each font file given, prints its cap height and x-height (in ems, OS/2 table), and its
average character width in ems over English text (letters weighted by their frequency in
English, with the space), the same quantity as capsize's `xWidthAvg` metric. Apple's fonts are
not read: their numbers are the published ones in docs/TEXT-METRICS.md (capsize's metrics of
the system font, `BlinkMacSystemFont`: unitsPerEm 2048, capHeight 1443, xHeight 1040,
xWidthAvg 853).

Usage (fontTools from PyPI):
    python3 -m venv .venv && .venv/bin/pip install fonttools
    .venv/bin/python scripts/fonts/measure_fonts.py FONT...

The frequencies are the usual relative frequencies of letters in English text (per cent of
letters), with the space at 18.3% of characters; the check on the method is that it reproduces
capsize's published averages for Arial (913/2048, measured on Liberation Sans, its metric twin)
and Roboto (911/2048) within 1%.
"""
import sys
from fontTools.ttLib import TTFont

LETTERS = {
    "e": 12.70, "t": 9.06, "a": 8.17, "o": 7.51, "i": 6.97, "n": 6.75, "s": 6.33, "h": 6.09,
    "r": 5.99, "d": 4.25, "l": 4.03, "c": 2.78, "u": 2.76, "m": 2.41, "w": 2.36, "f": 2.23,
    "g": 2.02, "y": 1.97, "p": 1.93, "b": 1.29, "v": 0.98, "k": 0.77, "j": 0.15, "x": 0.15,
    "q": 0.10, "z": 0.07,
}
SPACE_SHARE = 0.183


def average_width(font):
    """The frequency-weighted advance of English text, in ems."""
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    em = font["head"].unitsPerEm

    def advance(ch):
        return hmtx[cmap[ord(ch)]][0] / em

    total = sum(LETTERS.values())
    letters = sum(advance(ch) * weight for ch, weight in LETTERS.items()) / total
    return letters * (1 - SPACE_SHARE) + advance(" ") * SPACE_SHARE


def describe(path):
    font = TTFont(path, lazy=True)
    em = font["head"].unitsPerEm
    os2 = font["OS/2"]
    cap = getattr(os2, "sCapHeight", 0) / em
    x = getattr(os2, "sxHeight", 0) / em
    return cap, x, average_width(font)


def main(paths):
    print(f"{'font':44} {'cap':>6} {'x':>6} {'avg':>7}")
    print(f"{'SF (capsize BlinkMacSystemFont)':44} {1443/2048:6.4f} {1040/2048:6.4f} {853/2048:7.4f}")
    for path in paths:
        cap, x, avg = describe(path)
        print(f"{path.rsplit('/', 1)[-1]:44} {cap:6.4f} {x:6.4f} {avg:7.4f}")


if __name__ == "__main__":
    main(sys.argv[1:])

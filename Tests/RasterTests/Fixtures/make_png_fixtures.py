#!/usr/bin/env python3
"""Writes the PNG fixtures that PNGCodecTests.swift decodes, into ./png next to this script.

A minimal PNG writer (zlib + struct only): every colour type and bit depth, tRNS chunks,
all five row filters (None, Sub, Up, Average, Paeth) and Adam7 interlacing, plus a few
broken files. Run it from anywhere: `python3 make_png_fixtures.py`. The output is
deterministic, so re-running it leaves the committed files unchanged.

Pixel formulas (x = column, y = row, both from 0; `%` is the non-negative remainder).
PNGCodecTests.swift recomputes the same values; keep the two in step.

    R(x, y) = (37x + 53y) % 256
    G(x, y) = (200 - 23x + 41y) % 256
    B(x, y) = (19xy + 7) % 256
    A(x, y) = (51x + 90y) % 256          (0 at the origin, 255 at x = 5, y = 0)
    O(x, y) = (11x + 7y) % 128           (offset for 16-bit samples)

    8-bit channel c      -> stored sample c
    16-bit channel c     -> stored sample v = c * 257 + O(x, y) when c < 128, else c * 257 - O(x, y);
                            libpng reduces it to round(v * 255 / 65535), which is c again
                            because O < 128
    grey, depth d < 8    -> sample (37x + 53y) % 2^d, expanded to sample * 255 / (2^d - 1)
    grey, depth 8 or 16  -> channel R
    grey + alpha         -> channels R, A
    RGB                  -> channels R, G, B
    RGBA                 -> channels R, G, B, A
    palette, depth d     -> index (3x + 7y) % P, P = min(2^d, 40) entries,
                            entry k = ((67k + 10) % 256, (29k + 200) % 256, (113k) % 256)
    palette tRNS         -> alphas PALETTE_ALPHAS for the first entries, 255 for the rest
    grey-8 tRNS          -> grey value R(2, 1) = 127 is transparent
    RGB-8 tRNS           -> colour (R, G, B)(3, 2) is transparent

Images are 7 x 5 pixels; the interlaced ones are 11 x 9 so that every Adam7 pass has pixels.
With `filters="varied"`, row n of the image (or of each interlace pass) uses filter type n % 5.
"""

import os
import struct
import zlib

WIDTH, HEIGHT = 7, 5
INTERLACED_WIDTH, INTERLACED_HEIGHT = 11, 9
PALETTE_ALPHAS = [0, 255, 1, 127, 254, 128, 64, 200, 33, 90]

GREY, RGB, PALETTE, GREY_ALPHA, RGBA = 0, 2, 3, 4, 6
CHANNELS = {GREY: 1, RGB: 3, PALETTE: 1, GREY_ALPHA: 2, RGBA: 4}

# (x start, y start, x step, y step) of the seven Adam7 passes.
ADAM7_PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
                (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def red(x, y): return (37 * x + 53 * y) % 256
def green(x, y): return (200 - 23 * x + 41 * y) % 256
def blue(x, y): return (19 * x * y + 7) % 256
def alpha(x, y): return (51 * x + 90 * y) % 256
def offset16(x, y): return (11 * x + 7 * y) % 128


def palette_size(depth):
    """The number of palette entries a palette image of `depth` bits uses."""
    return min(1 << depth, 40)


def palette_entry(k):
    """The RGB colour of palette entry `k`."""
    return ((67 * k + 10) % 256, (29 * k + 200) % 256, (113 * k) % 256)


def samples(color_type, depth, x, y):
    """The stored samples of pixel (x, y), before packing."""
    if color_type == PALETTE:
        return [(3 * x + 7 * y) % palette_size(depth)]
    if color_type == GREY and depth < 8:
        return [(37 * x + 53 * y) % (1 << depth)]
    channels = {GREY: [red], GREY_ALPHA: [red, alpha], RGB: [red, green, blue],
                RGBA: [red, green, blue, alpha]}[color_type]
    values = [channel(x, y) for channel in channels]
    if depth == 16:
        values = [v * 257 + (offset16(x, y) if v < 128 else -offset16(x, y)) for v in values]
    return values


def pack_row(color_type, depth, xs, y):
    """The bytes of one unfiltered scanline holding pixels (x, y) for x in `xs`."""
    if depth >= 8:
        width = depth // 8
        return b"".join(v.to_bytes(width, "big") for x in xs for v in samples(color_type, depth, x, y))
    row, bits, used = bytearray(), 0, 0
    for x in xs:
        bits = (bits << depth) | samples(color_type, depth, x, y)[0]
        used += depth
        if used == 8:
            row.append(bits)
            bits, used = 0, 0
    if used:
        row.append(bits << (8 - used))
    return bytes(row)


def paeth(a, b, c):
    """The Paeth predictor of the PNG specification."""
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, previous, bpp):
    """`row` filtered with filter `kind` (0...4) against the scanline above, `previous`."""
    out = bytearray([kind])
    for i, value in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = previous[i]
        c = previous[i - bpp] if i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((value - predictor) % 256)
    return bytes(out)


def image_data(color_type, depth, width, height, interlaced, filters):
    """The filtered scanlines of the image, pass by pass when interlaced, ready for zlib."""
    bpp = max(1, CHANNELS[color_type] * depth // 8)
    passes = ADAM7_PASSES if interlaced else [(0, 0, 1, 1)]
    data = bytearray()
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, width, dx), range(y0, height, dy)
        if not xs or not ys:
            continue
        previous = None
        for n, y in enumerate(ys):
            row = pack_row(color_type, depth, xs, y)
            previous = previous or bytes(len(row))
            kind = n % 5 if filters == "varied" else 0
            data += filter_row(kind, row, previous, bpp)
            previous = row
    return bytes(data)


def chunk(kind, body):
    """A chunk with its length and CRC."""
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png(color_type, depth, width=WIDTH, height=HEIGHT, interlaced=False, filters="varied",
        trns=None, idat_size=None):
    """A complete PNG file. `trns` is the tRNS chunk body; `idat_size` splits IDAT into chunks."""
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlaced else 0)
    out = SIGNATURE + chunk(b"IHDR", ihdr)
    if color_type == PALETTE:
        out += chunk(b"PLTE", b"".join(bytes(palette_entry(k)) for k in range(palette_size(depth))))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    compressed = zlib.compress(image_data(color_type, depth, width, height, interlaced, filters), 9)
    size = idat_size or len(compressed)
    for start in range(0, len(compressed), size):
        out += chunk(b"IDAT", compressed[start:start + size])
    return out + chunk(b"IEND", b"")


def good_fixtures():
    """File name -> bytes of every fixture that must decode."""
    files = {}
    for depth in (1, 2, 4, 8, 16):
        files[f"grey{depth}.png"] = png(GREY, depth, filters="none" if depth == 1 else "varied")
    for depth in (8, 16):
        files[f"greyalpha{depth}.png"] = png(GREY_ALPHA, depth)
        files[f"rgb{depth}.png"] = png(RGB, depth)
        files[f"rgba{depth}.png"] = png(RGBA, depth)
    for depth in (1, 2, 4, 8):
        files[f"palette{depth}.png"] = png(PALETTE, depth, filters="none" if depth == 1 else "varied")
    files["palette8_trns.png"] = png(PALETTE, 8, trns=bytes(PALETTE_ALPHAS))
    files["grey8_trns.png"] = png(GREY, 8, trns=struct.pack(">H", red(2, 1)))
    files["rgb8_trns.png"] = png(RGB, 8, trns=struct.pack(">HHH", red(3, 2), green(3, 2), blue(3, 2)))
    files["rgba8_interlaced.png"] = png(RGBA, 8, INTERLACED_WIDTH, INTERLACED_HEIGHT, interlaced=True,
                                        idat_size=64)
    files["grey8_interlaced.png"] = png(GREY, 8, INTERLACED_WIDTH, INTERLACED_HEIGHT, interlaced=True)
    return files


def chunk_span(data, kind):
    """(start of the chunk's body, body length) of the first chunk of `kind` in a PNG."""
    position = len(SIGNATURE)
    while True:
        length, found = struct.unpack(">I4s", data[position:position + 8])
        if found == kind:
            return position + 8, length
        position += 12 + length


def header_only(width, height):
    """A PNG of `width` x `height` RGBA pixels whose tiny IDAT holds far too little data."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, RGBA, 0, 0, 0)
    return SIGNATURE + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 16)) + chunk(b"IEND", b"")


def bad_fixtures(base):
    """File name -> bytes of every file that must fail to decode, derived from the PNG `base`."""
    start, length = chunk_span(base, b"IDAT")
    crc = start + length
    bad_crc = bytearray(base)
    bad_crc[crc] ^= 0xFF
    # Byte 2 of the zlib stream starts the first deflate block: 0xFF gives the reserved block
    # type 3. The CRC is recomputed so that only inflating fails.
    body = bytearray(base[start:start + length])
    body[2] = 0xFF
    bad_zlib = base[:start - 8] + chunk(b"IDAT", bytes(body)) + base[crc + 4:]
    return {
        "bad_truncated.png": base[:start + length // 2],
        "bad_idat_crc.png": bytes(bad_crc),
        "bad_zlib.png": bad_zlib,
        "bad_signature_only.png": SIGNATURE,
        "bad_not_png.png": b"This is a text file, not a PNG image.\n",
        "bad_too_large.png": header_only(40000, 40000),
        "bad_too_many_pixels.png": header_only(32768, 32768),
    }


def main():
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "png")
    os.makedirs(folder, exist_ok=True)
    good = good_fixtures()
    for name, data in {**good, **bad_fixtures(good["rgba8.png"])}.items():
        with open(os.path.join(folder, name), "wb") as file:
            file.write(data)


if __name__ == "__main__":
    main()

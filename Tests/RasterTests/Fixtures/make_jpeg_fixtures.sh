#!/bin/sh
# Writes the JPEG fixtures that JPEGCodecTests.swift decodes, into ./jpeg next to this script,
# with ImageMagick's `convert` (the committed files were made with ImageMagick 6.9 on Debian 12).
#
# Every colour fixture shows the same upright 24 x 16 picture: six flat 8 x 8 blocks,
#     red    green  blue
#     yellow white  black
# stored at quality 100 with 4:4:4 sampling, so each block decodes to its colour within a few
# levels. orientation-N.jpg stores the picture turned so that EXIF orientation N turns it upright.
set -eu
cd "$(dirname "$0")/jpeg"

convert -size 24x16 xc:black \
    -fill '#FF0000' -draw 'rectangle 0,0 7,7' -fill '#00FF00' -draw 'rectangle 8,0 15,7' \
    -fill '#0000FF' -draw 'rectangle 16,0 23,7' -fill '#FFFF00' -draw 'rectangle 0,8 7,15' \
    -fill '#FFFFFF' -draw 'rectangle 8,8 15,15' upright.png

# ImageMagick 6 writes no orientation tag for a PNG source, so tag_orientation inserts an EXIF
# APP1 segment holding only tag 0x0112: big-endian ("MM") for odd orientations, little-endian
# ("II") for even ones, so both byte orders are read.
tag_orientation() { # file, orientation
    python3 - "$1" "$2" <<'PY'
import struct, sys
path, value = sys.argv[1], int(sys.argv[2])
order = ">" if value % 2 else "<"
tiff = (b"MM" if value % 2 else b"II") + struct.pack(order + "HI", 42, 8)
tiff += struct.pack(order + "H", 1) + struct.pack(order + "HHIHH", 0x0112, 3, 1, value, 0)
tiff += struct.pack(order + "I", 0)
payload = b"Exif\0\0" + tiff
data = open(path, "rb").read()
segment = b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload
open(path, "wb").write(data[:2] + segment + data[2:])
PY
}
store() { # orientation, operation turning the upright picture into the stored one
    convert upright.png $2 -strip -quality 100 -sampling-factor 1x1 "orientation-$1.jpg"
    tag_orientation "orientation-$1.jpg" "$1"
}
store 1 ''
store 2 -flop
store 3 '-rotate 180'
store 4 -flip
store 5 -transpose
store 6 '-rotate -90'
store 7 -transverse
store 8 '-rotate 90'

convert upright.png -strip -quality 100 -sampling-factor 1x1 -interlace Plane progressive.jpg
convert upright.png -strip -quality 100 -sampling-factor 1x1 -colorspace CMYK cmyk.jpg
convert upright.png -strip -quality 90 -sampling-factor 2x2 subsampled.jpg
convert -size 16x8 xc:'gray(40)' -fill 'gray(200)' -draw 'rectangle 8,0 15,7' -strip \
    -quality 100 -colorspace Gray grey.jpg
rm upright.png

# Broken files: the first half of a JPEG, and one whose Huffman tables are overwritten.
head -c "$(($(wc -c < progressive.jpg) / 2))" progressive.jpg > bad_truncated.jpg
convert -size 24x16 xc:'#336699' -strip -quality 100 bad_tables.jpg
python3 - <<'PY'
data = bytearray(open("bad_tables.jpg", "rb").read())
start = data.index(b"\xff\xc4") + 4          # the first DHT segment's contents
data[start:start + 17] = b"\xff" * 17          # impossible code counts
open("bad_tables.jpg", "wb").write(bytes(data))
PY

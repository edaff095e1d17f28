#ifndef CCODECBRIDGE_H
#define CCODECBRIDGE_H

#include <stddef.h>
#include <stdint.h>

// libpng and libjpeg report errors with longjmp; every call into them happens in these C
// functions, between a setjmp and the function's return, so no longjmp crosses Swift frames.
// Each function returns 0 on success, or non-zero with a NUL-terminated message in `message`.

/// A block of memory allocated by the bridge; release it with `vt_codec_free`.
typedef struct {
    uint8_t *bytes;
    size_t count;
} vt_codec_buffer;

/// Releases memory returned by the bridge.
void vt_codec_free(vt_codec_buffer *buffer);

/// How the PNG encoder trades speed for size.
typedef struct {
    /// zlib level 0...9.
    int compression_level;
    /// zlib strategy (Z_DEFAULT_STRATEGY = 0, Z_FILTERED = 1, Z_RLE = 3).
    int strategy;
    /// libpng filter mask (PNG_FILTER_NONE = 0x08, PNG_FILTER_SUB = 0x10, PNG_FILTER_UP = 0x20, ...,
    /// PNG_ALL_FILTERS = 0xF8).
    int filters;
} vt_png_encode_options;

/// Encodes straight (unpremultiplied) RGBA8 rows as an 8-bit RGBA PNG with an sRGB chunk.
int vt_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                        vt_png_encode_options options, vt_codec_buffer *out,
                        char *message, size_t message_capacity);

/// Decodes a PNG of any colour type and bit depth to straight RGBA8, `width * 4` bytes a row.
/// Images wider or taller than `max_dimension`, or with more than `max_pixels` pixels, are refused
/// before any pixel memory is allocated. With a `destination` (room for `destination_pixels`
/// pixels, which must be the image's width x height), the rows are decoded straight into it and
/// `out` stays empty; without one, they go to memory returned in `out`.
int vt_png_decode_rgba8(const uint8_t *data, size_t count, uint32_t max_dimension, uint64_t max_pixels,
                        uint32_t *width, uint32_t *height, uint8_t *destination, size_t destination_pixels,
                        vt_codec_buffer *out, char *message, size_t message_capacity);

/// Compares a PNG with premultiplied RGBA8 pixels (`width * height` of them, a row after
/// another) while inflating it, one batch of rows at a time, without decoding it into memory of
/// its size: 1 when it decodes, as `vt_png_decode_rgba8` does, to straight pixels that
/// premultiply to exactly `expected`; 0 when it has another size or a row differs (inflating
/// stops there); -1 when it cannot tell: anything but an 8-bit RGBA PNG without interlacing,
/// whose chunks are all whole with correct CRCs, IDATs in one run, only well-known ancillary
/// chunks, and whose image data ends, with a correct Adler-32, right after its last row.
/// Only such files are read here; libpng decides about every other one.
int vt_png_compare_premultiplied_rgba8(const uint8_t *data, size_t count, uint32_t max_dimension,
                                       uint64_t max_pixels, const uint32_t *expected, uint32_t width,
                                       uint32_t height);

/// The Adler-32 checksum of `count` bytes, continuing from `adler` (1 to start), as zlib's `adler32`.
uint32_t vt_adler32(uint32_t adler, const uint8_t *bytes, size_t count);

/// Decodes a baseline or progressive JPEG (greyscale, YCbCr, RGB, CMYK or YCCK) with
/// libjpeg-turbo to straight RGBA8, `width * 4` bytes a row, alpha 255, with the same size limits.
/// Truncated or corrupt data is an error, not a grey-filled image. The payload of the first EXIF
/// APP1 segment (after "Exif\0\0"), if any, is returned in `exif`.
int vt_jpeg_decode_rgba8(const uint8_t *data, size_t count, uint32_t max_dimension, uint64_t max_pixels,
                         uint32_t *width, uint32_t *height, vt_codec_buffer *pixels, vt_codec_buffer *exif,
                         char *message, size_t message_capacity);

#endif

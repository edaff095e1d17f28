#ifndef CPNGBRIDGE_H
#define CPNGBRIDGE_H

#include <stddef.h>
#include <stdint.h>

/// A block of memory allocated by the bridge; release it with `vt_png_free`.
typedef struct {
    uint8_t *bytes;
    size_t count;
} vt_png_buffer;

/// How the encoder trades speed for size.
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
/// Returns 0 on success; otherwise non-zero with a message in `message`.
int vt_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                        vt_png_encode_options options, vt_png_buffer *out,
                        char *message, size_t message_capacity);

/// Decodes a PNG of any colour type and bit depth to straight RGBA8, `width * 4` bytes a row.
/// Images wider or taller than `max_dimension`, or with more than `max_pixels` pixels, are refused
/// before any pixel memory is allocated. Returns 0 on success; otherwise non-zero with a message.
int vt_png_decode_rgba8(const uint8_t *data, size_t count, uint32_t max_dimension, uint64_t max_pixels,
                        uint32_t *width, uint32_t *height, vt_png_buffer *out,
                        char *message, size_t message_capacity);

/// Releases memory returned by the bridge.
void vt_png_free(vt_png_buffer *buffer);

#endif

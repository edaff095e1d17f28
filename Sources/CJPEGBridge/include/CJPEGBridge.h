#ifndef CJPEGBRIDGE_H
#define CJPEGBRIDGE_H

#include <stddef.h>
#include <stdint.h>

/// A block of memory allocated by the bridge; release it with `vt_jpeg_free`.
typedef struct {
    uint8_t *bytes;
    size_t count;
} vt_jpeg_buffer;

/// Decodes a baseline or progressive JPEG (greyscale, YCbCr, RGB, CMYK or YCCK) with
/// libjpeg-turbo to straight RGBA8, `width * 4` bytes a row, alpha 255. Images wider or taller
/// than `max_dimension`, or with more than `max_pixels` pixels, are refused before any pixel memory
/// is allocated. Truncated or corrupt data is an error, not a grey-filled image. The payload of the
/// first EXIF APP1 segment (after "Exif\0\0"), if any, is returned in `exif`.
/// Returns 0 on success; otherwise non-zero with a message in `message`.
int vt_jpeg_decode_rgba8(const uint8_t *data, size_t count, uint32_t max_dimension, uint64_t max_pixels,
                         uint32_t *width, uint32_t *height, vt_jpeg_buffer *pixels, vt_jpeg_buffer *exif,
                         char *message, size_t message_capacity);

/// Releases memory returned by the bridge.
void vt_jpeg_free(vt_jpeg_buffer *buffer);

#endif

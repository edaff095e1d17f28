#ifndef CODECSUPPORT_H
#define CODECSUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Writes `text` (or a generic message when it is NULL) into `message`, if there is room for any.
void vt_codec_write_message(char *message, size_t message_capacity, const char *text);

/// Whether a `width` x `height` image exceeds the limits; if so, the reason is written to `message`.
int vt_codec_exceeds_limits(uint32_t width, uint32_t height, uint32_t max_dimension, uint64_t max_pixels,
                            char *message, size_t message_capacity);

#endif

#ifndef CODECSUPPORT_H
#define CODECSUPPORT_H

#include <stddef.h>
#include <stdint.h>

/// Whether a `width` x `height` image exceeds the limits; if so, the reason is written to `message`.
int vt_codec_exceeds_limits(uint32_t width, uint32_t height, uint32_t max_dimension, uint64_t max_pixels,
                            char *message, size_t message_capacity);

#endif

#include "CCodecBridge.h"
#include "CodecSupport.h"

#include <stdio.h>
#include <stdlib.h>

void vt_codec_free(vt_codec_buffer *buffer) {
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->count = 0;
}

void vt_codec_write_message(char *message, size_t message_capacity, const char *text) {
    if (message == NULL || message_capacity == 0) return;
    snprintf(message, message_capacity, "%s", text ? text : "unknown codec error");
}

int vt_codec_exceeds_limits(uint32_t width, uint32_t height, uint32_t max_dimension, uint64_t max_pixels,
                            char *message, size_t message_capacity) {
    if (width <= max_dimension && height <= max_dimension && (uint64_t)width * (uint64_t)height <= max_pixels) {
        return 0;
    }
    if (message == NULL || message_capacity == 0) return 1;
    snprintf(message, message_capacity,
             "image size %u x %u exceeds the limit of %u pixels a side and %llu pixels in all",
             (unsigned)width, (unsigned)height, (unsigned)max_dimension, (unsigned long long)max_pixels);
    return 1;
}

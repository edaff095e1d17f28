// Every libpng call happens here, between a setjmp and the function's return, so libpng's
// longjmp-based error reporting never unwinds through Swift frames.
#include "CCodecBridge.h"
#include "CodecSupport.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    jmp_buf jump;
    char *message;
    size_t message_capacity;
} error_context;

static void record_message(error_context *context, const char *text) {
    vt_codec_write_message(context->message, context->message_capacity, text);
}

/// The error context of one bridge call, with `out` emptied.
static error_context begin_call(vt_codec_buffer *out, char *message, size_t message_capacity) {
    out->bytes = NULL;
    out->count = 0;
    error_context context;
    context.message = message;
    context.message_capacity = message_capacity;
    return context;
}

static void on_error(png_structp png, png_const_charp text) {
    error_context *context = (error_context *)png_get_error_ptr(png);
    record_message(context, text);
    longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text; // Warnings (such as a bad ancillary chunk) do not stop decoding.
}

// MARK: - Encoding

typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
} growing_buffer;

static void write_bytes(png_structp png, png_bytep data, png_size_t length) {
    growing_buffer *buffer = (growing_buffer *)png_get_io_ptr(png);
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->count + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory while encoding PNG");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void flush_nothing(png_structp png) { (void)png; }

int vt_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                        vt_png_encode_options options, vt_codec_buffer *out,
                        char *message, size_t message_capacity) {
    error_context context = begin_call(out, message, message_capacity);
    // Volatile: these change between setjmp and a possible longjmp.
    growing_buffer *volatile buffer = (growing_buffer *)calloc(1, sizeof(growing_buffer));
    if (buffer == NULL) {
        record_message(&context, "out of memory while encoding PNG");
        return 1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_write_struct(&png, &info);
        free(buffer);
        record_message(&context, "libpng could not create a writer");
        return 1;
    }
    if (setjmp(context.jump)) {
        png_destroy_write_struct(&png, &info);
        free(buffer->bytes);
        free(buffer);
        return 1;
    }
    png_set_write_fn(png, buffer, write_bytes, flush_nothing);
    png_set_compression_level(png, options.compression_level);
    png_set_compression_strategy(png, options.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, options.filters);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(rgba + (size_t)y * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    out->bytes = buffer->bytes;
    out->count = buffer->count;
    free(buffer);
    return 0;
}

// MARK: - Decoding

typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
} reading_cursor;

static void read_bytes(png_structp png, png_bytep data, png_size_t length) {
    reading_cursor *cursor = (reading_cursor *)png_get_io_ptr(png);
    if (length > cursor->count - cursor->offset) png_error(png, "PNG data is truncated");
    memcpy(data, cursor->bytes + cursor->offset, length);
    cursor->offset += length;
}

int vt_png_decode_rgba8(const uint8_t *data, size_t count, uint32_t max_dimension, uint64_t max_pixels,
                        uint32_t *width, uint32_t *height, uint8_t *destination, size_t destination_pixels,
                        vt_codec_buffer *out, char *message, size_t message_capacity) {
    error_context context = begin_call(out, message, message_capacity);
    *width = 0;
    *height = 0;
    if (count < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        record_message(&context, "data does not start with the PNG signature");
        return 1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        record_message(&context, "libpng could not create a reader");
        return 1;
    }
    reading_cursor cursor = { data, count, 0 };
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(context.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(rows);
        return 1;
    }
    png_set_read_fn(png, &cursor, read_bytes);
    // libpng's own size check reports only "Invalid IHDR data" (the reason goes to a warning), so
    // lift it to the format's maximum and check the size below, naming it in the message.
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(png, info);

    png_uint_32 w = 0, h = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(png, info, &w, &h, &bit_depth, &color_type, NULL, NULL, NULL);
    char size_message[160];
    if (vt_codec_exceeds_limits(w, h, max_dimension, max_pixels, size_message, sizeof size_message)) {
        png_error(png, size_message);
    }
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) {
        png_error(png, "unsupported PNG pixel layout after conversion to RGBA8");
    }
    size_t row_bytes = (size_t)w * 4;
    if (destination != NULL && (uint64_t)w * h != destination_pixels) {
        png_error(png, "the PNG's size is not the size its pixels were to be decoded for");
    }
    if (destination == NULL) pixels = (uint8_t *)malloc(row_bytes * h);
    uint8_t *target = destination != NULL ? destination : pixels;
    rows = (png_bytep *)malloc(sizeof(png_bytep) * h);
    if (target == NULL || rows == NULL) png_error(png, "out of memory while decoding PNG");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = target + (size_t)y * row_bytes;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    if (destination == NULL) {
        out->bytes = pixels;
        out->count = row_bytes * h;
    }
    *width = w;
    *height = h;
    return 0;
}

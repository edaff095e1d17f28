// Every libjpeg call happens here, between a setjmp and the function's return, so libjpeg's
// error exit never unwinds through Swift frames.
#include "CCodecBridge.h"
#include "CodecSupport.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager; // first, so libjpeg's pointer to it is a pointer to this
    jmp_buf jump;
    char *message;
    size_t message_capacity;
} error_context;

static void record_message(error_context *context, const char *text) {
    vt_codec_write_message(context->message, context->message_capacity, text);
}

static void on_error_exit(j_common_ptr info) {
    error_context *context = (error_context *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    record_message(context, text);
    longjmp(context->jump, 1);
}

// libjpeg reports damaged data as warnings (level -1) and goes on, filling what is missing with
// grey. A truncated or corrupt file is an error here; only stray bytes between segments, which
// many cameras write and which lose nothing, are let through.
static void on_message(j_common_ptr info, int level) {
    if (level >= 0 || info->err->msg_code == JWRN_EXTRANEOUS_DATA) return;
    on_error_exit(info);
}

static int copy_exif(struct jpeg_decompress_struct *info, vt_codec_buffer *exif) {
    static const uint8_t header[6] = { 'E', 'x', 'i', 'f', 0, 0 };
    for (jpeg_saved_marker_ptr marker = info->marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker != JPEG_APP0 + 1 || marker->data_length < 6) continue;
        if (memcmp(marker->data, header, 6) != 0) continue;
        size_t length = marker->data_length - 6;
        exif->bytes = (uint8_t *)malloc(length ? length : 1);
        if (exif->bytes == NULL) return 1;
        memcpy(exif->bytes, marker->data + 6, length);
        exif->count = length;
        return 0;
    }
    return 0;
}

int vt_jpeg_decode_rgba8(const uint8_t *data, size_t count, uint32_t max_dimension, uint64_t max_pixels,
                         uint32_t *width, uint32_t *height, vt_codec_buffer *pixels, vt_codec_buffer *exif,
                         char *message, size_t message_capacity) {
    pixels->bytes = NULL;
    pixels->count = 0;
    exif->bytes = NULL;
    exif->count = 0;
    *width = 0;
    *height = 0;
    error_context context;
    context.message = message;
    context.message_capacity = message_capacity;
    if (count < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
        record_message(&context, "data does not start with a JPEG marker");
        return 1;
    }
    struct jpeg_decompress_struct info;
    info.err = jpeg_std_error(&context.manager);
    context.manager.error_exit = on_error_exit;
    context.manager.emit_message = on_message;
    // Volatile: these change between setjmp and a possible longjmp.
    uint8_t *volatile output = NULL;
    if (setjmp(context.jump)) {
        jpeg_destroy_decompress(&info);
        free(output);
        vt_codec_free(exif);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)count);
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&info, TRUE);

    uint32_t w = info.image_width, h = info.image_height;
    char size_message[160];
    if (vt_codec_exceeds_limits(w, h, max_dimension, max_pixels, size_message, sizeof size_message)) {
        record_message(&context, size_message);
        longjmp(context.jump, 1);
    }
    int is_cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = is_cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    // Exact, deterministic output: the integer IDCT, no fancy shortcuts that vary by CPU.
    info.dct_method = JDCT_ISLOW;
    jpeg_start_decompress(&info);

    size_t row_bytes = (size_t)w * 4;
    output = (uint8_t *)malloc(row_bytes * h);
    if (output == NULL) ERREXIT(&info, JERR_OUT_OF_MEMORY);
    while (info.output_scanline < h) {
        uint8_t *row = output + (size_t)info.output_scanline * row_bytes;
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&info, rows, 1);
        if (is_cmyk) {
            // Adobe writes CMYK inverted: each stored value is 255 - ink, so RGB = stored x K.
            for (uint32_t x = 0; x < w; x++) {
                uint8_t *pixel = row + x * 4;
                unsigned k = pixel[3];
                pixel[0] = (uint8_t)((pixel[0] * k + 127) / 255);
                pixel[1] = (uint8_t)((pixel[1] * k + 127) / 255);
                pixel[2] = (uint8_t)((pixel[2] * k + 127) / 255);
                pixel[3] = 255;
            }
        }
    }
    if (copy_exif(&info, exif) != 0) ERREXIT(&info, JERR_OUT_OF_MEMORY);
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    pixels->bytes = output;
    pixels->count = row_bytes * h;
    *width = w;
    *height = h;
    return 0;
}

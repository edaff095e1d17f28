#include "ResampleKernels.h"
#include "CRasterKernels.h"

__attribute__((target_clones("avx2", "default")))
void vt_resample_across(const uint32_t *source, size_t count, const int32_t *first, const int16_t *weights,
                        size_t taps, uint16_t *output) {
    for (size_t i = 0; i < count; i++) {
        const uint32_t *pixel = source + first[i];
        const int16_t *w = weights + i * taps;
        int32_t red = 0, green = 0, blue = 0, alpha = 0;
        for (size_t k = 0; k < taps; k++) {
            uint32_t p = pixel[k];
            int32_t weight = w[k];
            red += weight * (int32_t)(p & 255);
            green += weight * (int32_t)((p >> 8) & 255);
            blue += weight * (int32_t)((p >> 16) & 255);
            alpha += weight * (int32_t)(p >> 24);
        }
        // 14 fractional bits of weight down to 8 of channel: at most 255 x 256, rounded.
        uint16_t *out = output + i * 4;
        out[0] = (uint16_t)((red + 32) >> 6);
        out[1] = (uint16_t)((green + 32) >> 6);
        out[2] = (uint16_t)((blue + 32) >> 6);
        out[3] = (uint16_t)((alpha + 32) >> 6);
    }
}

__attribute__((target_clones("avx2", "default")))
void vt_resample_down(const uint16_t *const *rows, const int16_t *weights, size_t taps, size_t count,
                      uint32_t *output) {
    enum { chunk = 64 };
    int32_t sums[chunk * 4];
    // A chunk of pixels at a time, so the sums stay in cache and the inner loop vectorizes.
    for (size_t start = 0; start < count; start += chunk) {
        size_t n = count - start < chunk ? count - start : chunk;
        for (size_t j = 0; j < n * 4; j++) sums[j] = 0;
        for (size_t k = 0; k < taps; k++) {
            const uint16_t *row = rows[k] + start * 4;
            int32_t weight = weights[k];
            for (size_t j = 0; j < n * 4; j++) sums[j] += weight * (int32_t)row[j];
        }
        for (size_t i = 0; i < n; i++) {
            // 14 + 8 fractional bits down to none, rounded; the sums never exceed 255 x 2^22.
            uint32_t pixel = 0;
            for (int c = 0; c < 4; c++) {
                uint32_t value = (uint32_t)(sums[i * 4 + c] + (1 << 21)) >> 22;
                pixel |= (value > 255 ? 255 : value) << (8 * c);
            }
            output[start + i] = pixel;
        }
    }
}

void vt_blend_pixels(uint32_t *pixels, const uint32_t *source, const uint8_t *coverage, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t s = source[i];
        if (coverage != NULL) s = vt_scale_pixel(s, coverage[i]);
        uint32_t alpha = s >> 24;
        if (alpha == 255) {
            pixels[i] = s;
        } else if (s != 0) {
            pixels[i] = vt_source_over(s, pixels[i]);
        }
    }
}

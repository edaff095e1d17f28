#include "AlphaKernels.h"
#include "CRasterKernels.h"

void vt_extract_alpha(const uint32_t *pixels, uint8_t *alpha, size_t count) {
    for (size_t i = 0; i < count; i++) alpha[i] = (uint8_t)(pixels[i] >> 24);
}

void vt_fill_scaled(uint32_t *pixels, uint32_t color, const uint8_t *coverage, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if (coverage[i] > 0) pixels[i] = vt_scale_pixel(color, coverage[i]);
    }
}

bool vt_all_opaque(const uint32_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if (pixels[i] >> 24 != 0xFF) return false;
    }
    return true;
}

/// `value` divided by `alpha` in 0...255, rounded, at most 255.
static inline uint32_t unpremultiplied(uint32_t value, uint32_t alpha) {
    uint32_t channel = (value * 255 + alpha / 2) / alpha;
    return channel > 255 ? 255 : channel;
}

void vt_make_opaque(uint32_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t pixel = pixels[i], alpha = pixel >> 24;
        if (alpha == 0) {
            pixels[i] = 0;
            continue;
        }
        pixels[i] = unpremultiplied(pixel & 0xFF, alpha) | unpremultiplied((pixel >> 8) & 0xFF, alpha) << 8
            | unpremultiplied((pixel >> 16) & 0xFF, alpha) << 16 | 0xFF000000u;
    }
}

#include "ColorKernels.h"
#include <math.h>

// The sums are added in the order ColorMatrix's Swift reference wrote them, without fused
// multiply-adds, so that the pixels are the same at any optimisation level.
#pragma STDC FP_CONTRACT OFF

/// `value` clamped to 0...1, NaN as 0 (as `RGBAColor` clamps its components).
static inline double vt_unit(double value) {
    if (value != value || value < 0) return 0;
    return value > 1 ? 1 : value;
}

void vt_color_matrix(uint32_t *pixels, size_t count, const double *m, int changes_clear) {
    for (size_t i = 0; i < count; i++) {
        uint32_t pixel = pixels[i];
        if (pixel == 0 && !changes_clear) continue;
        double alpha = (double)(pixel >> 24) / 255;
        double scale = alpha > 0 ? 1 / (255 * alpha) : 0;
        double r = (double)(pixel & 0xFF) * scale;
        double g = (double)((pixel >> 8) & 0xFF) * scale;
        double b = (double)((pixel >> 16) & 0xFF) * scale;
        double out[4];
        for (int k = 0; k < 4; k++) {
            const double *row = m + 5 * k;
            out[k] = row[0] * r + row[1] * g + row[2] * b + row[3] * alpha + row[4];
        }
        double a = vt_unit(out[3]);
        uint32_t red = (uint32_t)round(vt_unit(out[0]) * a * 255);
        uint32_t green = (uint32_t)round(vt_unit(out[1]) * a * 255);
        uint32_t blue = (uint32_t)round(vt_unit(out[2]) * a * 255);
        uint32_t opacity = (uint32_t)round(a * 255);
        pixels[i] = red | green << 8 | blue << 16 | opacity << 24;
    }
}

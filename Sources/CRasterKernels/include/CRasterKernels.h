#ifndef CRASTERKERNELS_H
#define CRASTERKERNELS_H

#include <stddef.h>
#include <stdint.h>

// The innermost compositing loops, in C so that they vectorize to 16-bit lanes (baseline x86-64
// has no 32-bit lane multiply) and stay fast in debug builds, where Swift's generic and SIMD code
// does not. SwiftPM compiles C at -O0 in a debug build (also as a dependency, where no flag can
// change it): the small helpers are always inlined, and the loops work on whole vectors, so that
// unoptimised code still does little per pixel. Pixels are premultiplied RGBA8 packed with red in the lowest byte. Every division by
// 255 is rounded to nearest exactly, so results are the same at any optimisation level.

/// Hints the CPU to bring the cache line holding `address` in for writing.
static inline __attribute__((always_inline)) void vt_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/// Each channel of `pixel` times `factor / 255` (`factor` in 0...255), rounded to nearest. Two
/// channels share each multiplication (`0x00FF00FF` lanes).
static inline __attribute__((always_inline)) uint32_t vt_scale_pixel(uint32_t pixel, uint32_t factor) {
    uint32_t red_blue = (pixel & 0x00FF00FFu) * factor + 0x00800080u;
    red_blue = ((red_blue + ((red_blue >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t green_alpha = ((pixel >> 8) & 0x00FF00FFu) * factor + 0x00800080u;
    green_alpha = (green_alpha + ((green_alpha >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return red_blue | green_alpha;
}

/// Premultiplied `source` over `destination`.
static inline __attribute__((always_inline)) uint32_t vt_source_over(uint32_t source, uint32_t destination) {
    return source + vt_scale_pixel(destination, 255 - (source >> 24));
}

/// `a * b / 255` rounded to nearest, for 8-bit `a` and `b`.
static inline __attribute__((always_inline)) uint32_t vt_multiply8(uint32_t a, uint32_t b) {
    uint32_t product = a * b + 128;
    return (product + (product >> 8)) >> 8;
}

/// Composites `source` over `count` pixels from `pixels`.
void vt_blend_span(uint32_t *pixels, size_t count, uint32_t source);

/// Composites `color`, scaled per pixel by `coverage[i]` (0...255), over `count` pixels.
void vt_blend_coverage_span(uint32_t *pixels, const uint8_t *coverage, size_t count, uint32_t color);

/// `output[i]` = `coverage[i] * mask[i] / 255` rounded to nearest, for `count` bytes; with
/// `coverage` NULL, `constant * mask[i] / 255`.
void vt_mask_coverage(uint8_t *output, const uint8_t *coverage, uint8_t constant, const uint8_t *mask, size_t count);

// Image resampling.
#include "ResampleKernels.h"

// Blurs.
#include "BlurKernels.h"

// The cell rasterizer.
#include "CellKernels.h"

// Colour matrices.
#include "ColorKernels.h"

// Loops over alpha.
#include "AlphaKernels.h"

/// Premultiplies `count` straight RGBA8 pixels in place, each channel rounded to nearest.
void vt_premultiply_pixels(uint32_t *pixels, size_t count);

/// Whether `count` straight RGBA8 pixels (`straight`, 4 bytes each, any alignment) premultiply,
/// as `vt_premultiply_pixels` does, to exactly `expected`.
int vt_premultiplied_pixels_equal(const uint8_t *straight, const uint32_t *expected, size_t count);

#endif

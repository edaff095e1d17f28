#include "CRasterKernels.h"

#include <string.h>

// Four pixels at a time, as two halves in 16-bit lanes of 128-bit vectors (clang vector
// extensions: SSE2 on x86-64, NEON on ARM), then the same arithmetic one channel at a time for
// the last pixels.
typedef uint8_t bytes8 __attribute__((ext_vector_type(8)));
typedef uint8_t bytes16 __attribute__((ext_vector_type(16)));
typedef uint16_t lanes8 __attribute__((ext_vector_type(8)));
typedef uint8_t bytes32 __attribute__((ext_vector_type(32)));
typedef uint16_t lanes32 __attribute__((ext_vector_type(32)));

/// `vt_multiply8` in every lane.
static inline lanes8 scale_lanes(lanes8 value, lanes8 factor) {
    lanes8 t = value * factor + 128;
    return (t + (t >> 8)) >> 8;
}

/// Four pixels as two halves of 16-bit lanes.
typedef struct {
    lanes8 low;
    lanes8 high;
} quad;

static inline quad load4(const uint32_t *pixels) {
    bytes16 bytes;
    memcpy(&bytes, pixels, sizeof bytes);
    bytes8 low = __builtin_shufflevector(bytes, bytes, 0, 1, 2, 3, 4, 5, 6, 7);
    bytes8 high = __builtin_shufflevector(bytes, bytes, 8, 9, 10, 11, 12, 13, 14, 15);
    quad q = {__builtin_convertvector(low, lanes8), __builtin_convertvector(high, lanes8)};
    return q;
}

static inline void store4(uint32_t *pixels, lanes8 low, lanes8 high) {
    bytes8 l = __builtin_convertvector(low, bytes8), h = __builtin_convertvector(high, bytes8);
    bytes16 bytes = __builtin_shufflevector(l, h, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    memcpy(pixels, &bytes, sizeof bytes);
}

/// Two copies of a packed pixel's bytes.
static inline lanes8 splat_pixel(uint32_t pixel) {
    lanes8 lanes;
    for (int i = 0; i < 8; i++) lanes[i] = (uint16_t)((pixel >> (8 * (i & 3))) & 255);
    return lanes;
}

// Compiled twice, for AVX2 and for the baseline, and chosen when the library loads: the integer
// arithmetic is identical, only the vector width differs.
__attribute__((target_clones("avx2", "default")))
void vt_blend_span(uint32_t *pixels, size_t count, uint32_t source) {
    uint32_t inverse_alpha = 255 - (source >> 24);
    size_t i = 0;
    if (inverse_alpha == 0) {
        for (; i < count; i++) pixels[i] = source;
        return;
    }
    lanes8 source_lanes = splat_pixel(source);
    lanes8 inverse_lanes = (lanes8)(uint16_t)inverse_alpha;
    // Eight pixels a step in 32 lanes: two 256-bit multiplies with AVX2, four 128-bit ones without.
    lanes32 source_wide = __builtin_shufflevector(source_lanes, source_lanes, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4,
                                                  5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7);
    for (; i + 8 <= count; i += 8) {
        bytes32 bytes;
        memcpy(&bytes, pixels + i, sizeof bytes);
        lanes32 t = __builtin_convertvector(bytes, lanes32) * (uint16_t)inverse_alpha + 128;
        t = ((t + (t >> 8)) >> 8) + source_wide;
        bytes = __builtin_convertvector(t, bytes32);
        memcpy(pixels + i, &bytes, sizeof bytes);
    }
    for (; i + 4 <= count; i += 4) {
        quad q = load4(pixels + i);
        store4(pixels + i, source_lanes + scale_lanes(q.low, inverse_lanes),
               source_lanes + scale_lanes(q.high, inverse_lanes));
    }
    for (; i < count; i++) pixels[i] = source + vt_scale_pixel(pixels[i], inverse_alpha);
}

__attribute__((target_clones("avx2", "default")))
void vt_blend_coverage_span(uint32_t *pixels, const uint8_t *coverage, size_t count, uint32_t color) {
    lanes8 color_lanes = splat_pixel(color);
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        lanes8 k0 = {coverage[i], coverage[i], coverage[i], coverage[i],
                     coverage[i + 1], coverage[i + 1], coverage[i + 1], coverage[i + 1]};
        lanes8 k1 = {coverage[i + 2], coverage[i + 2], coverage[i + 2], coverage[i + 2],
                     coverage[i + 3], coverage[i + 3], coverage[i + 3], coverage[i + 3]};
        lanes8 s0 = scale_lanes(color_lanes, k0), s1 = scale_lanes(color_lanes, k1);
        lanes8 a0 = __builtin_shufflevector(s0, s0, 3, 3, 3, 3, 7, 7, 7, 7);
        lanes8 a1 = __builtin_shufflevector(s1, s1, 3, 3, 3, 3, 7, 7, 7, 7);
        quad q = load4(pixels + i);
        store4(pixels + i, s0 + scale_lanes(q.low, 255 - a0), s1 + scale_lanes(q.high, 255 - a1));
    }
    for (; i < count; i++) {
        if (coverage[i] != 0) pixels[i] = vt_source_over(vt_scale_pixel(color, coverage[i]), pixels[i]);
    }
}

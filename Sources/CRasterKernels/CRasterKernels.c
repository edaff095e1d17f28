#include "CRasterKernels.h"
#include "ResampleKernels.h"

#include <string.h>

// The 32-lane helpers below are always inlined, also unoptimised: called from an AVX2 clone, a
// 256-bit vector argument would otherwise cross a call boundary whose ABI differs (and arrive
// wrong), which is what the warning is about.
#pragma clang diagnostic ignored "-Wpsabi"

// Four pixels at a time, as two halves in 16-bit lanes of 128-bit vectors (clang vector
// extensions: SSE2 on x86-64, NEON on ARM), then the same arithmetic one channel at a time for
// the last pixels.
typedef uint8_t bytes8 __attribute__((ext_vector_type(8)));
typedef uint8_t bytes16 __attribute__((ext_vector_type(16)));
typedef uint16_t lanes8 __attribute__((ext_vector_type(8)));
typedef uint8_t bytes32 __attribute__((ext_vector_type(32)));
typedef uint16_t lanes32 __attribute__((ext_vector_type(32)));

/// `vt_multiply8` in every lane.
static inline __attribute__((always_inline)) lanes8 scale_lanes(lanes8 value, lanes8 factor) {
    lanes8 t = value * factor + 128;
    return (t + (t >> 8)) >> 8;
}

/// Four pixels as two halves of 16-bit lanes.
typedef struct {
    lanes8 low;
    lanes8 high;
} quad;

static inline __attribute__((always_inline)) quad load4(const uint32_t *pixels) {
    bytes16 bytes;
    memcpy(&bytes, pixels, sizeof bytes);
    bytes8 low = __builtin_shufflevector(bytes, bytes, 0, 1, 2, 3, 4, 5, 6, 7);
    bytes8 high = __builtin_shufflevector(bytes, bytes, 8, 9, 10, 11, 12, 13, 14, 15);
    quad q = {__builtin_convertvector(low, lanes8), __builtin_convertvector(high, lanes8)};
    return q;
}

static inline __attribute__((always_inline)) void store4(uint32_t *pixels, lanes8 low, lanes8 high) {
    bytes8 l = __builtin_convertvector(low, bytes8), h = __builtin_convertvector(high, bytes8);
    bytes16 bytes = __builtin_shufflevector(l, h, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    memcpy(pixels, &bytes, sizeof bytes);
}

/// Two copies of a packed pixel's bytes (red, in the lowest byte, first).
static inline __attribute__((always_inline)) lanes8 splat_pixel(uint32_t pixel) {
    typedef uint8_t bytes4 __attribute__((ext_vector_type(4)));
    bytes4 bytes = {(uint8_t)pixel, (uint8_t)(pixel >> 8), (uint8_t)(pixel >> 16), (uint8_t)(pixel >> 24)};
    return __builtin_convertvector(__builtin_shufflevector(bytes, bytes, 0, 1, 2, 3, 0, 1, 2, 3), lanes8);
}

/// Sets `count` pixels to `color`: a few one by one, then doubling copies of what is already
/// filled, so that most of the work is the C library's optimised memcpy (also in a debug build).
static void fill_pixels(uint32_t *pixels, size_t count, uint32_t color) {
    size_t filled = count < 16 ? count : 16;
    for (size_t i = 0; i < filled; i++) pixels[i] = color;
    while (filled < count) {
        size_t chunk = filled < count - filled ? filled : count - filled;
        memcpy(pixels + filled, pixels, chunk * sizeof(uint32_t));
        filled += chunk;
    }
}

// Compiled twice, for AVX2 and for the baseline, and chosen when the library loads: the integer
// arithmetic is identical, only the vector width differs.
__attribute__((target_clones("avx2", "default")))
void vt_blend_span(uint32_t *pixels, size_t count, uint32_t source) {
    uint32_t inverse_alpha = 255 - (source >> 24);
    size_t i = 0;
    if (inverse_alpha == 0) {
        fill_pixels(pixels, count, source);
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

/// `vt_multiply8` in every lane.
static inline __attribute__((always_inline)) lanes32 scale_lanes32(lanes32 value, lanes32 factor) {
    lanes32 t = value * factor + 128;
    return (t + (t >> 8)) >> 8;
}

/// Eight coverage bytes, each repeated for the four channels of its pixel.
static inline __attribute__((always_inline)) lanes32 spread_coverage(const uint8_t *coverage) {
    bytes8 c;
    memcpy(&c, coverage, sizeof c);
    bytes32 k = __builtin_shufflevector(c, c, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5,
                                        6, 6, 6, 6, 7, 7, 7, 7);
    return __builtin_convertvector(k, lanes32);
}

/// Each pixel's alpha in its four lanes.
static inline __attribute__((always_inline)) lanes32 spread_alpha(lanes32 pixels) {
    return __builtin_shufflevector(pixels, pixels, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15, 19, 19, 19,
                                   19, 23, 23, 23, 23, 27, 27, 27, 27, 31, 31, 31, 31);
}

/// Premultiplied `source` lanes over eight pixels from `pixels`.
static inline __attribute__((always_inline)) void source_over8(uint32_t *pixels, lanes32 source) {
    bytes32 bytes;
    memcpy(&bytes, pixels, sizeof bytes);
    lanes32 t = source + scale_lanes32(__builtin_convertvector(bytes, lanes32), 255 - spread_alpha(source));
    bytes = __builtin_convertvector(t, bytes32);
    memcpy(pixels, &bytes, sizeof bytes);
}

// Eight pixels a step; runs of eight pixels left untouched (no coverage) or replaced (full
// coverage of an opaque colour) are skipped or stored without arithmetic, which gives the
// same values the arithmetic would.
__attribute__((target_clones("avx2", "default")))
void vt_blend_coverage_span(uint32_t *pixels, const uint8_t *coverage, size_t count, uint32_t color) {
    lanes8 color_lanes = splat_pixel(color);
    lanes32 color_wide = __builtin_shufflevector(color_lanes, color_lanes, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5,
                                                 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7);
    int opaque = (color >> 24) == 255;
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t run;
        memcpy(&run, coverage + i, sizeof run);
        if (run == 0) continue;
        if (opaque && run == UINT64_MAX) {
            // The whole stretch of full coverage at once.
            size_t end = i + 8;
            for (; end + 8 <= count; end += 8) {
                memcpy(&run, coverage + end, sizeof run);
                if (run != UINT64_MAX) break;
            }
            fill_pixels(pixels + i, end - i, color);
            i = end - 8;
            continue;
        }
        source_over8(pixels + i, scale_lanes32(color_wide, spread_coverage(coverage + i)));
    }
    for (; i < count; i++) {
        if (coverage[i] != 0) pixels[i] = vt_source_over(vt_scale_pixel(color, coverage[i]), pixels[i]);
    }
}

// Eight pixels a step; eight opaque source pixels fully covered are copied, and eight
// transparent or uncovered ones skipped, which gives the same values the arithmetic would.
__attribute__((target_clones("avx2", "default")))
void vt_blend_pixels(uint32_t *pixels, const uint32_t *source, const uint8_t *coverage, size_t count) {
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint32_t all = 0xFFFFFFFFu, any = 0;
        for (int k = 0; k < 8; k++) {
            all &= source[i + k];
            any |= source[i + k];
        }
        uint64_t covered = UINT64_MAX;
        if (coverage != NULL) memcpy(&covered, coverage + i, sizeof covered);
        if (any == 0 || covered == 0) continue;
        if ((all >> 24) == 255 && covered == UINT64_MAX) {
            memcpy(pixels + i, source + i, 8 * sizeof(uint32_t));
            continue;
        }
        bytes32 bytes;
        memcpy(&bytes, source + i, sizeof bytes);
        lanes32 s = __builtin_convertvector(bytes, lanes32);
        if (coverage != NULL) s = scale_lanes32(s, spread_coverage(coverage + i));
        source_over8(pixels + i, s);
    }
    for (; i < count; i++) {
        uint32_t s = source[i];
        if (coverage != NULL) s = vt_scale_pixel(s, coverage[i]);
        if ((s >> 24) == 255) {
            pixels[i] = s;
        } else if (s != 0) {
            pixels[i] = vt_source_over(s, pixels[i]);
        }
    }
}

/// A straight pixel premultiplied, each channel rounded to nearest.
static inline __attribute__((always_inline)) uint32_t premultiplied(uint32_t pixel) {
    uint32_t alpha = pixel >> 24;
    return alpha == 255 ? pixel : (vt_scale_pixel(pixel, alpha) & 0x00FFFFFFu) | (alpha << 24);
}

// Eight pixels a step are checked at once: runs of opaque pixels, most of a UI image, are left
// as they are without looking at each.
void vt_premultiply_pixels(uint32_t *pixels, size_t count) {
    typedef uint32_t words8 __attribute__((ext_vector_type(8)));
    size_t i = 0;
    for (;;) {
        for (; i + 8 <= count; i += 8) {
            words8 block;
            memcpy(&block, pixels + i, sizeof block);
            if ((__builtin_reduce_and(block) >> 24) != 255) break;
        }
        size_t end = i + 8 <= count ? i + 8 : count;
        if (i == end) return;
        for (; i < end; i++) pixels[i] = premultiplied(pixels[i]);
    }
}

// Eight pixels a step: opaque blocks are compared as they are, others pixel by pixel.
int vt_premultiplied_pixels_equal(const uint8_t *straight, const uint32_t *expected, size_t count) {
    typedef uint32_t words8 __attribute__((ext_vector_type(8)));
    size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        words8 block, other;
        memcpy(&block, straight + 4 * i, sizeof block);
        memcpy(&other, expected + i, sizeof other);
        if ((__builtin_reduce_and(block) >> 24) == 255) {
            if (__builtin_reduce_or(block ^ other) != 0) return 0;
            continue;
        }
        for (int lane = 0; lane < 8; lane++) {
            if (premultiplied(block[lane]) != other[lane]) return 0;
        }
    }
    for (; i < count; i++) {
        uint32_t pixel;
        memcpy(&pixel, straight + 4 * i, sizeof pixel);
        if (premultiplied(pixel) != expected[i]) return 0;
    }
    return 1;
}

// Sixteen bytes a step, in 16-bit lanes.
void vt_mask_coverage(uint8_t *output, const uint8_t *coverage, uint8_t constant, const uint8_t *mask, size_t count) {
    typedef uint16_t lanes16 __attribute__((ext_vector_type(16)));
    size_t i = 0;
    bytes16 value = (bytes16)constant, factor;
    for (; i + 16 <= count; i += 16) {
        if (coverage != NULL) memcpy(&value, coverage + i, sizeof value);
        memcpy(&factor, mask + i, sizeof factor);
        lanes16 t = __builtin_convertvector(value, lanes16) * __builtin_convertvector(factor, lanes16) + 128;
        bytes16 result = __builtin_convertvector((t + (t >> 8)) >> 8, bytes16);
        memcpy(output + i, &result, sizeof result);
    }
    for (; i < count; i++) output[i] = (uint8_t)vt_multiply8(coverage != NULL ? coverage[i] : constant, mask[i]);
}

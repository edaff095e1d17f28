#ifndef RESAMPLEKERNELS_H
#define RESAMPLEKERNELS_H

#include <stddef.h>
#include <stdint.h>

// The two passes of separable image resampling, in integer arithmetic so that every build and
// every CPU gives the same pixels. Weights are non-negative Q14 fixed point (16384 = 1); those of
// one output pixel add up to at most 16384 (less at a partly covered edge). Premultiplied input
// therefore gives premultiplied output: no channel can exceed its alpha.

/// Resamples one row of packed RGBA8 pixels across: output pixel `i` (of `count`) is the sum over
/// `taps` source pixels from `first[i]` of `weights[i * taps + k]` times the pixel, kept as four
/// 16-bit channels (8 fractional bits) in `output[i * 4 ...]`.
void vt_resample_across(const uint32_t *source, size_t count, const int32_t *first, const int16_t *weights,
                        size_t taps, uint16_t *output);

/// Resamples down: output pixel `i` (of `count`) is the sum over `taps` rows of `weights[k]` times
/// that row's 16-bit channels `rows[k][i * 4 ...]`, rounded to packed RGBA8.
void vt_resample_down(const uint16_t *const *rows, const int16_t *weights, size_t taps, size_t count,
                      uint32_t *output);

/// Composites premultiplied `source` pixels over `count` pixels from `pixels`, each scaled by
/// `coverage[i]` (0...255) when `coverage` is not NULL.
void vt_blend_pixels(uint32_t *pixels, const uint32_t *source, const uint8_t *coverage, size_t count);

#endif

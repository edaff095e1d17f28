#ifndef VT_BLUR_KERNELS_H
#define VT_BLUR_KERNELS_H

#include <stddef.h>
#include <stdint.h>

// Box blurs of planes of 8-bit channels (interleaved `channels` to a pixel, rows of
// `width * channels` bytes one after another), with everything outside the plane taken as zero.
// Each output is the mean of the `2 * radius + 1` inputs around it, rounded through a 16-bit
// reciprocal: integer arithmetic, the same on every machine. Three passes approximate a Gaussian.

/// Blurs each row of `source` into `destination` (same size, not overlapping).
void vt_box_blur_rows(const uint8_t *source, uint8_t *destination, size_t width, size_t height, size_t channels,
                      size_t radius);

/// Blurs each column of `source` into `destination` (same size, not overlapping); `sums` holds
/// `width * channels` running totals.
void vt_box_blur_columns(const uint8_t *source, uint8_t *destination, size_t width, size_t height,
                         size_t channels, size_t radius, uint32_t *sums);



// Convolutions with a symmetric kernel of `2 * radius + 1` weights in 1/65536ths (summing to
// 65536), for blurs too narrow for boxes to approximate well. `totals` holds `width * channels`
// sums. A row (of a row pass) equal to the one before it, and a row (of a column pass) amid a
// whole window of identical rows, is copied rather than convolved: the result is the same.
// Each returns how many rows it convolved.

/// Convolves each row of `source` into `destination` (same size, not overlapping).
size_t vt_convolve_rows(const uint8_t *source, uint8_t *destination, size_t width, size_t height, size_t channels,
                        const uint32_t *weights, size_t radius, uint32_t *totals);

/// Convolves each column of `source` into `destination` (same size, not overlapping).
size_t vt_convolve_columns(const uint8_t *source, uint8_t *destination, size_t width, size_t height,
                           size_t channels, const uint32_t *weights, size_t radius, uint32_t *totals);

// Wide blurs run on a copy shrunk by a whole factor, then enlarged back.

/// Averages each `factor` x `factor` block of `source` (outside the plane counts as zero) into
/// one pixel of `destination`, which is `ceil(width / factor)` x `ceil(height / factor)`; `sums`
/// holds one row of the destination's totals.
void vt_downsample_box(const uint8_t *source, size_t width, size_t height, size_t channels, size_t factor,
                       uint8_t *destination, uint32_t *sums);

/// Enlarges `source` (rows of `small_width` pixels) to `width` x `height`: each output pixel
/// blends the source pixels at `columns[x]`, `columns[x] + 1` and `rows[y]`, `rows[y] + 1` by
/// weights in 1/256ths for the second of each pair. `blended_row` holds one source row.
void vt_upsample_bilinear(const uint8_t *source, size_t small_width, size_t channels, const int32_t *columns,
                          const uint16_t *column_weights, const int32_t *rows, const uint16_t *row_weights,
                          size_t width, size_t height, uint8_t *destination, uint32_t *blended_row);

#endif

#include "ResampleKernels.h"
#include "CRasterKernels.h"

#include <string.h>

typedef uint8_t bytes4 __attribute__((ext_vector_type(4)));
typedef int32_t ints4 __attribute__((ext_vector_type(4)));
typedef uint16_t halves4 __attribute__((ext_vector_type(4)));

// The four channels of a pixel in the lanes of one vector, so a tap is one widening load, one
// multiply and one add.
__attribute__((target_clones("avx2", "default")))
void vt_resample_across(const uint32_t *source, size_t count, const int32_t *first, const int16_t *weights,
                        size_t taps, uint16_t *output) {
    for (size_t i = 0; i < count; i++) {
        const uint32_t *pixel = source + first[i];
        const int16_t *w = weights + i * taps;
        ints4 sum = 0;
        for (size_t k = 0; k < taps; k++) {
            bytes4 channels;
            memcpy(&channels, pixel + k, sizeof channels);
            sum += (int32_t)w[k] * __builtin_convertvector(channels, ints4);
        }
        // 14 fractional bits of weight down to 8 of channel: at most 255 x 256, rounded.
        halves4 rounded = __builtin_convertvector((sum + 32) >> 6, halves4);
        memcpy(output + i * 4, &rounded, sizeof rounded);
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

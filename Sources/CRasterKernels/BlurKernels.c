#include "BlurKernels.h"

#include <string.h>

/// The rounded mean of a window's total, via `reciprocal = round(65536 / window)`.
static inline __attribute__((always_inline)) uint8_t mean(uint32_t total, uint32_t reciprocal) {
    uint32_t value = (total * reciprocal + 32768) >> 16;
    return (uint8_t)(value > 255 ? 255 : value);
}

void vt_box_blur_rows(const uint8_t *source, uint8_t *destination, size_t width, size_t height, size_t channels,
                      size_t radius) {
    uint32_t reciprocal = (uint32_t)((65536 + radius) / (2 * radius + 1));
    uint32_t total[8];
    for (size_t y = 0; y < height; y++) {
        const uint8_t *in = source + y * width * channels;
        uint8_t *out = destination + y * width * channels;
        // A row like the one above blurs like it.
        if (y > 0 && memcmp(in, in - width * channels, width * channels) == 0) {
            memcpy(out, out - width * channels, width * channels);
            continue;
        }
        // All channels of a pixel together: the running totals sit side by side.
        for (size_t c = 0; c < channels; c++) total[c] = 0;
        for (size_t x = 0; x <= radius && x < width; x++) {
            for (size_t c = 0; c < channels; c++) total[c] += in[x * channels + c];
        }
        for (size_t x = 0; x < width; x++) {
            for (size_t c = 0; c < channels; c++) out[x * channels + c] = mean(total[c], reciprocal);
            if (x + radius + 1 < width) {
                for (size_t c = 0; c < channels; c++) total[c] += in[(x + radius + 1) * channels + c];
            }
            if (x >= radius) {
                for (size_t c = 0; c < channels; c++) total[c] -= in[(x - radius) * channels + c];
            }
        }
    }
}

void vt_box_blur_columns(const uint8_t *source, uint8_t *destination, size_t width, size_t height,
                         size_t channels, size_t radius, uint32_t *sums) {
    uint32_t reciprocal = (uint32_t)((65536 + radius) / (2 * radius + 1));
    size_t row = width * channels;
    for (size_t i = 0; i < row; i++) sums[i] = 0;
    for (size_t y = 0; y <= radius && y < height; y++) {
        for (size_t i = 0; i < row; i++) sums[i] += source[y * row + i];
    }
    for (size_t y = 0; y < height; y++) {
        uint8_t *out = destination + y * row;
        for (size_t i = 0; i < row; i++) out[i] = mean(sums[i], reciprocal);
        if (y + radius + 1 < height) {
            const uint8_t *entering = source + (y + radius + 1) * row;
            for (size_t i = 0; i < row; i++) sums[i] += entering[i];
        }
        if (y >= radius) {
            const uint8_t *leaving = source + (y - radius) * row;
            for (size_t i = 0; i < row; i++) sums[i] -= leaving[i];
        }
    }
}

// Sixteen channels at a time in 32-bit lanes (clang vector extensions, SSE2 on x86-64, NEON on
// ARM): also unoptimised, as SwiftPM compiles C in a debug build, one vector operation stands
// for sixteen scalar ones.
typedef uint8_t bytes16 __attribute__((ext_vector_type(16)));
typedef uint32_t words16 __attribute__((ext_vector_type(16)));

/// `totals[i] += weight * source[i]` for `count` channels.
static inline __attribute__((always_inline)) void accumulate(uint32_t *totals, const uint8_t *source, uint32_t weight,
                                                             size_t count) {
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        bytes16 bytes;
        words16 sum;
        memcpy(&bytes, source + i, sizeof bytes);
        memcpy(&sum, totals + i, sizeof sum);
        sum += __builtin_convertvector(bytes, words16) * weight;
        memcpy(totals + i, &sum, sizeof sum);
    }
    for (; i < count; i++) totals[i] += weight * source[i];
}

/// Each total in 1/65536ths rounded to a byte. The weights add up to 65536, so no total of
/// bytes rounds past 255.
static inline __attribute__((always_inline)) void round_totals(uint8_t *destination, const uint32_t *totals,
                                                               size_t count) {
    size_t i = 0;
    for (; i + 16 <= count; i += 16) {
        words16 sum;
        memcpy(&sum, totals + i, sizeof sum);
        bytes16 bytes = __builtin_convertvector((sum + 32768) >> 16, bytes16);
        memcpy(destination + i, &bytes, sizeof bytes);
    }
    for (; i < count; i++) destination[i] = (uint8_t)((totals[i] + 32768) >> 16);
}

size_t vt_convolve_rows(const uint8_t *source, uint8_t *destination, size_t width, size_t height, size_t channels,
                        const uint32_t *weights, size_t radius, uint32_t *totals) {
    size_t row = width * channels, convolved = 0;
    for (size_t y = 0; y < height; y++) {
        const uint8_t *in = source + y * row;
        uint8_t *out = destination + y * row;
        // A row like the one above blurs like it.
        if (y > 0 && memcmp(in, in - row, row) == 0) {
            memcpy(out, out - row, row);
            continue;
        }
        convolved++;
        memset(totals, 0, row * sizeof *totals);
        // Tap k weighs the pixel k - radius along: channel i of the row reads channel i + shift,
        // and the taps that would read past either end of the row read nothing.
        for (size_t k = 0; k <= 2 * radius; k++) {
            ptrdiff_t shift = ((ptrdiff_t)k - (ptrdiff_t)radius) * (ptrdiff_t)channels;
            size_t first = shift < 0 ? (size_t)(-shift) : 0;
            size_t end = shift > 0 ? (row > (size_t)shift ? row - (size_t)shift : 0) : row;
            if (first < end) accumulate(totals + first, in + first + shift, weights[k], end - first);
        }
        round_totals(out, totals, row);
    }
    return convolved;
}

size_t vt_convolve_columns(const uint8_t *source, uint8_t *destination, size_t width, size_t height,
                           size_t channels, const uint32_t *weights, size_t radius, uint32_t *totals) {
    size_t row = width * channels, convolved = 0;
    // The first of the run of identical rows that ends at row `checked`.
    size_t run_start = 0, checked = 0;
    for (size_t y = 0; y < height; y++) {
        size_t first = y >= radius ? y - radius : 0, last = y + radius < height ? y + radius : height - 1;
        for (; checked < last; checked++) {
            if (memcmp(source + (checked + 1) * row, source + checked * row, row) != 0) run_start = checked + 1;
        }
        uint8_t *out = destination + y * row;
        // Under a whole window of identical rows the weights add up to one: the row is kept.
        if (y >= radius && y + radius < height && run_start <= first) {
            memcpy(out, source + y * row, row);
            continue;
        }
        convolved++;
        memset(totals, 0, row * sizeof *totals);
        for (size_t k = first; k <= last; k++) accumulate(totals, source + k * row, weights[k + radius - y], row);
        round_totals(out, totals, row);
    }
    return convolved;
}

void vt_downsample_box(const uint8_t *source, size_t width, size_t height, size_t channels, size_t factor,
                       uint8_t *destination, uint32_t *sums) {
    size_t small_width = (width + factor - 1) / factor, small_height = (height + factor - 1) / factor;
    size_t row = small_width * channels;
    uint32_t area = (uint32_t)(factor * factor);
    for (size_t sy = 0; sy < small_height; sy++) {
        for (size_t i = 0; i < row; i++) sums[i] = 0;
        for (size_t y = sy * factor; y < (sy + 1) * factor && y < height; y++) {
            const uint8_t *in = source + y * width * channels;
            // Block by block, so that no pixel needs a division to find its block.
            for (size_t block = 0, x = 0; x < width; block++) {
                uint32_t *total = sums + block * channels;
                for (size_t end = x + factor < width ? x + factor : width; x < end; x++) {
                    for (size_t c = 0; c < channels; c++) total[c] += in[x * channels + c];
                }
            }
        }
        uint8_t *out = destination + sy * row;
        for (size_t i = 0; i < row; i++) out[i] = (uint8_t)((sums[i] + area / 2) / area);
    }
}

void vt_upsample_bilinear(const uint8_t *source, size_t small_width, size_t channels, const int32_t *columns,
                          const uint16_t *column_weights, const int32_t *rows, const uint16_t *row_weights,
                          size_t width, size_t height, uint8_t *destination, uint32_t *blended_row) {
    size_t small_row = small_width * channels;
    for (size_t y = 0; y < height; y++) {
        // Down first, once per shrunk pixel of the row; then across for each output pixel. The
        // products are the same as across first, so is the result.
        if (y == 0 || rows[y] != rows[y - 1] || row_weights[y] != row_weights[y - 1]) {
            const uint8_t *top = source + (size_t)rows[y] * small_row, *bottom = top + small_row;
            uint32_t wy = row_weights[y];
            for (size_t i = 0; i < small_row; i++) blended_row[i] = top[i] * (256 - wy) + bottom[i] * wy;
        }
        uint8_t *out = destination + y * width * channels;
        if (channels == 4) {
            // Pixels of four channels, written out so that the compiler keeps them in registers.
            for (size_t x = 0; x < width; x++) {
                const uint32_t *left = blended_row + (size_t)columns[x] * 4, *right = left + 4;
                uint32_t wx = column_weights[x], wl = 256 - wx;
                out[4 * x] = (uint8_t)((left[0] * wl + right[0] * wx + 32768) >> 16);
                out[4 * x + 1] = (uint8_t)((left[1] * wl + right[1] * wx + 32768) >> 16);
                out[4 * x + 2] = (uint8_t)((left[2] * wl + right[2] * wx + 32768) >> 16);
                out[4 * x + 3] = (uint8_t)((left[3] * wl + right[3] * wx + 32768) >> 16);
            }
            continue;
        }
        for (size_t x = 0; x < width; x++) {
            const uint32_t *left = blended_row + (size_t)columns[x] * channels, *right = left + channels;
            uint32_t wx = column_weights[x];
            for (size_t c = 0; c < channels; c++) {
                out[x * channels + c] = (uint8_t)((left[c] * (256 - wx) + right[c] * wx + 32768) >> 16);
            }
        }
    }
}

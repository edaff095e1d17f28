#include "BlurKernels.h"

/// The rounded mean of a window's total, via `reciprocal = round(65536 / window)`.
static inline uint8_t mean(uint32_t total, uint32_t reciprocal) {
    uint32_t value = (total * reciprocal + 32768) >> 16;
    return (uint8_t)(value > 255 ? 255 : value);
}

void vt_box_blur_rows(const uint8_t *source, uint8_t *destination, size_t width, size_t height, size_t channels,
                      size_t radius) {
    uint32_t reciprocal = (uint32_t)((65536 + radius) / (2 * radius + 1));
    for (size_t y = 0; y < height; y++) {
        const uint8_t *in = source + y * width * channels;
        uint8_t *out = destination + y * width * channels;
        for (size_t c = 0; c < channels; c++) {
            uint32_t total = 0;
            for (size_t x = 0; x <= radius && x < width; x++) total += in[x * channels + c];
            for (size_t x = 0; x < width; x++) {
                out[x * channels + c] = mean(total, reciprocal);
                if (x + radius + 1 < width) total += in[(x + radius + 1) * channels + c];
                if (x >= radius) total -= in[(x - radius) * channels + c];
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

/// A weighted total in 1/65536ths, rounded to a byte.
static inline uint8_t weighted(uint32_t total) {
    uint32_t value = (total + 32768) >> 16;
    return (uint8_t)(value > 255 ? 255 : value);
}

void vt_convolve_rows(const uint8_t *source, uint8_t *destination, size_t width, size_t height, size_t channels,
                      const uint32_t *weights, size_t radius) {
    for (size_t y = 0; y < height; y++) {
        const uint8_t *in = source + y * width * channels;
        uint8_t *out = destination + y * width * channels;
        for (size_t x = 0; x < width; x++) {
            size_t first = x >= radius ? x - radius : 0, last = x + radius < width ? x + radius : width - 1;
            for (size_t c = 0; c < channels; c++) {
                uint32_t total = 0;
                for (size_t k = first; k <= last; k++) total += weights[k + radius - x] * in[k * channels + c];
                out[x * channels + c] = weighted(total);
            }
        }
    }
}

void vt_convolve_columns(const uint8_t *source, uint8_t *destination, size_t width, size_t height,
                         size_t channels, const uint32_t *weights, size_t radius) {
    size_t row = width * channels;
    for (size_t y = 0; y < height; y++) {
        size_t first = y >= radius ? y - radius : 0, last = y + radius < height ? y + radius : height - 1;
        uint8_t *out = destination + y * row;
        for (size_t i = 0; i < row; i++) {
            uint32_t total = 0;
            for (size_t k = first; k <= last; k++) total += weights[k + radius - y] * source[k * row + i];
            out[i] = weighted(total);
        }
    }
}

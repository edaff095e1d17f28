#ifndef VT_ALPHA_KERNELS_H
#define VT_ALPHA_KERNELS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// Loops over the alpha of premultiplied pixels (alpha in the top byte), in C so that they run
// at the same speed in a debug build as the rest of a layer's effects.

/// The alpha of each of `count` pixels.
void vt_extract_alpha(const uint32_t *pixels, uint8_t *alpha, size_t count);

/// Sets each pixel whose `coverage` is not zero to `color` (premultiplied) scaled by it.
void vt_fill_scaled(uint32_t *pixels, uint32_t color, const uint8_t *coverage, size_t count);

/// Whether all of `count` pixels are opaque.
bool vt_all_opaque(const uint32_t *pixels, size_t count);

/// Each pixel's colour divided by its alpha, rounded, and made opaque; clear pixels stay clear.
void vt_make_opaque(uint32_t *pixels, size_t count);

#endif

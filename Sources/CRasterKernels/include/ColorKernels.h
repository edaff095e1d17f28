#ifndef COLORKERNELS_H
#define COLORKERNELS_H

#include <stddef.h>
#include <stdint.h>

/// Applies a colour matrix (4 rows of 5: the weights of straight red, green, blue and alpha in
/// 0...1, then the offset; NaN entries already made 0) to `count` premultiplied pixels in place,
/// each result clamped to 0...1 and rounded to nearest. Clear pixels are left alone unless
/// `changes_clear` (the matrix gives alpha an offset).
void vt_color_matrix(uint32_t *pixels, size_t count, const double *m, int changes_clear);

#endif

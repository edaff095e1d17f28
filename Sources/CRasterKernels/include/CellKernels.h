#ifndef CELLKERNELS_H
#define CELLKERNELS_H

#include <stddef.h>
#include <stdint.h>

// The exact-area cell rasterizer's two inner loops (see CellRasterizer.swift): adding edges to the
// cells of a band of rows, and sweeping a row of cells into spans. In C so that they stay fast in
// debug builds, where unoptimised Swift pays for every bounds check and call. Integer arithmetic
// only, with 8 fractional bits, so every build and CPU gives the same coverage.

/// A line segment in 24.8 fixed-point device coordinates, stored top to bottom (`y0 < y1`) with
/// the winding direction it had in the path (+1 or -1).
typedef struct {
    int32_t x0;
    int32_t y0;
    int32_t x1;
    int32_t y1;
    int32_t winding;
} vt_edge;

/// The cells of one band of rows: `stride` cells a row from column `first_column`, and one mark
/// bit per cell (`words_per_row` 64-bit words a row) for the cells that hold a contribution.
typedef struct {
    int32_t *cells;
    uint64_t *marks;
    intptr_t stride;
    intptr_t words_per_row;
    intptr_t first_column;
    intptr_t band_top;
} vt_cell_band;

/// Adds the part between the fixed-point rows `top` and `bottom` of each edge `edges[active[i]]`
/// (`i < active_count`) to `band`'s cells, and keeps in `active` (in order) the indices of the
/// edges that go on below `bottom`; returns how many it kept.
size_t vt_accumulate_band(const vt_cell_band *band, const vt_edge *edges, int32_t *active, size_t active_count,
                          int32_t top, int32_t bottom);

/// A span of one row: `count` pixels from column `x` (relative to the band's first column), with
/// one `coverage` (1...255) or, when `coverage` is -1, each pixel's own coverage at
/// `run_coverage[x ...]` of the sweep that made it.
typedef struct {
    int32_t x;
    int32_t count;
    int32_t coverage;
} vt_span;

/// Sweeps one row of accumulated cells (`cells`, `marks`: the row's first cell and mark word)
/// into spans, left to right, resetting every cell and mark it reads. Runs of marked cells become
/// per-pixel spans (their coverage written to `run_coverage` at their columns), the constant gaps
/// between them solid spans; nothing at or right of column `limit` is sent. `spans` must have
/// room for `2 * words_per_row * 64 + 1` spans. Returns the number of spans.
size_t vt_sweep_row(int32_t *cells, uint64_t *marks, size_t words_per_row, int even_odd, int32_t limit,
                    uint8_t *run_coverage, vt_span *spans);

/// Hints the CPU to bring the `bytes` from `address` in for writing.
void vt_prefetch_range_for_write(const void *address, size_t bytes);

#endif

#include "CellKernels.h"

#include "CRasterKernels.h"

enum { fixed_shift = 8, fixed_one = 1 << fixed_shift };

// Cell sums wrap, as the running sum along a row makes them right again; unsigned arithmetic
// keeps the wrapping defined.
static inline __attribute__((always_inline)) int32_t wrapping_multiply(int32_t a, int32_t b) { return (int32_t)((uint32_t)a * (uint32_t)b); }

/// Adds a piece inside one cell: `twice_x` is the sum of its two x offsets in the cell (0...512),
/// `dy` its signed height.
static inline __attribute__((always_inline)) void add_cell(const vt_cell_band *band, intptr_t row, intptr_t column, int32_t twice_x, int32_t dy) {
    intptr_t row_in_band = row - band->band_top;
    intptr_t local = column - band->first_column;
    int32_t *cell = band->cells + row_in_band * band->stride + local;
    cell[0] = (int32_t)((uint32_t)cell[0] + (uint32_t)wrapping_multiply(dy, 2 * fixed_one - twice_x));
    cell[1] = (int32_t)((uint32_t)cell[1] + (uint32_t)wrapping_multiply(dy, twice_x));
    uint64_t *mark_row = band->marks + row_in_band * band->words_per_row;
    mark_row[local >> 6] |= (uint64_t)1 << (local & 63);
    mark_row[(local + 1) >> 6] |= (uint64_t)1 << ((local + 1) & 63);
}

/// The edge's x at fixed-point `y`, exactly its end points at its ends.
static inline __attribute__((always_inline)) int32_t x_at(const vt_edge *edge, int32_t y) {
    return edge->x0 + (int32_t)((int64_t)(edge->x1 - edge->x0) * (int64_t)(y - edge->y0) / (int64_t)(edge->y1 - edge->y0));
}

/// Adds a piece of an edge inside one row, from `(x0, y0)` to `(x1, y1)` with `y` local to the
/// row, walking across the cells it passes.
static void add_row_segment(const vt_cell_band *band, intptr_t row, int32_t x0, int32_t y0, int32_t x1, int32_t y1,
                            int32_t winding) {
    int32_t column0 = x0 >> fixed_shift, column1 = x1 >> fixed_shift;
    if (column0 == column1) {
        int32_t base = column0 << fixed_shift;
        add_cell(band, row, column0, x0 - base + x1 - base, (y1 - y0) * winding);
        return;
    }
    int64_t dx = (int64_t)x1 - x0, dy = (int64_t)y1 - y0;
    int32_t column = column0, xs = x0, ys = y0;
    if (x0 < x1) {
        for (;;) {
            int32_t border = (column + 1) << fixed_shift;
            int done = border >= x1;
            int32_t xe = done ? x1 : border;
            int32_t ye = done ? y1 : y0 + (int32_t)(dy * (int64_t)(border - x0) / dx);
            int32_t base = column << fixed_shift;
            add_cell(band, row, column, xs - base + xe - base, (ye - ys) * winding);
            if (done) return;
            xs = xe;
            ys = ye;
            column += 1;
        }
    } else {
        for (;;) {
            int32_t border = column << fixed_shift;
            int done = border <= x1;
            int32_t xe = done ? x1 : border;
            int32_t ye = done ? y1 : y0 + (int32_t)(dy * (int64_t)(x0 - border) / -dx);
            add_cell(band, row, column, xs - border + xe - border, (ye - ys) * winding);
            if (done) return;
            xs = xe;
            ys = ye;
            column -= 1;
        }
    }
}

/// Adds the part of `edge` between the fixed-point rows `top` and `bottom`.
static void add_edge(const vt_cell_band *band, const vt_edge *edge, int32_t top, int32_t bottom) {
    int32_t y_start = edge->y0 > top ? edge->y0 : top;
    int32_t y_end = edge->y1 < bottom ? edge->y1 : bottom;
    if (y_start >= y_end) return;
    int32_t row = y_start >> fixed_shift, y = y_start;
    if (edge->x0 == edge->x1) {
        // Vertical: one cell per row, no division.
        int32_t column = edge->x0 >> fixed_shift;
        int32_t twice_x = 2 * (edge->x0 & (fixed_one - 1));
        while (y < y_end) {
            int32_t next = (row + 1) << fixed_shift;
            if (next > y_end) next = y_end;
            add_cell(band, row, column, twice_x, (next - y) * edge->winding);
            y = next;
            row += 1;
        }
        return;
    }
    int32_t x = x_at(edge, y);
    while (y < y_end) {
        int32_t next = (row + 1) << fixed_shift;
        if (next > y_end) next = y_end;
        int32_t next_x = x_at(edge, next);
        add_row_segment(band, row, x, y - (row << fixed_shift), next_x, next - (row << fixed_shift), edge->winding);
        x = next_x;
        y = next;
        row += 1;
    }
}

size_t vt_accumulate_band(const vt_cell_band *band, const vt_edge *edges, int32_t *active, size_t active_count,
                          int32_t top, int32_t bottom) {
    size_t kept = 0;
    for (size_t i = 0; i < active_count; i++) {
        int32_t index = active[i];
        const vt_edge *edge = edges + index;
        add_edge(band, edge, top, bottom);
        if (edge->y1 > bottom) active[kept++] = index;
    }
    return kept;
}

/// 8-bit coverage of an accumulated winding-weighted area, rounded to nearest.
static inline __attribute__((always_inline)) int32_t coverage_of(int32_t accumulated, int even_odd) {
    const uint32_t full = 2u << (2 * fixed_shift);
    uint32_t area = accumulated < 0 ? 0u - (uint32_t)accumulated : (uint32_t)accumulated;
    if (even_odd) {
        area &= 2 * full - 1;
        if (area > full) area = 2 * full - area;
    } else if (area > full) {
        area = full;
    }
    return (int32_t)(uint8_t)((area * 255 + full / 2) >> (2 * fixed_shift + 1));
}

/// Appends the run of marked cells from `start` (`length` cells), cut at `limit`, as a span of
/// per-pixel coverage.
static inline __attribute__((always_inline)) size_t emit_run(vt_span *spans, size_t count, int32_t start, int32_t length, int32_t limit) {
    int32_t end = start + length < limit ? start + length : limit;
    if (end > start) spans[count++] = (vt_span){start, end - start, -1};
    return count;
}

size_t vt_sweep_row(int32_t *cells, uint64_t *marks, size_t words_per_row, int even_odd, int32_t limit,
                    uint8_t *run_coverage, vt_span *spans) {
    size_t count = 0;
    int32_t running = 0, run_start = 0, run_length = 0;
    for (size_t word = 0; word < words_per_row; word++) {
        uint64_t bits = marks[word];
        if (bits == 0) continue;
        marks[word] = 0;
        while (bits != 0) {
            int32_t local = (int32_t)(word << 6) + __builtin_ctzll(bits);
            bits &= bits - 1;
            int32_t gap_start = run_start + run_length;
            if (local != gap_start) {
                // The run ended: send it, then the constant gap up to this cell.
                count = emit_run(spans, count, run_start, run_length, limit);
                int32_t gap_coverage = coverage_of(running, even_odd);
                if (gap_coverage != 0 && gap_start < limit) {
                    spans[count++] = (vt_span){gap_start, (local < limit ? local : limit) - gap_start, gap_coverage};
                }
                run_start = local;
                run_length = 0;
            }
            running = (int32_t)((uint32_t)running + (uint32_t)cells[local]);
            cells[local] = 0;
            run_coverage[local] = (uint8_t)coverage_of(running, even_odd);
            run_length += 1;
        }
    }
    return emit_run(spans, count, run_start, run_length, limit);
}

void vt_prefetch_range_for_write(const void *address, size_t bytes) {
    for (size_t offset = 0; offset < bytes; offset += 64) vt_prefetch_for_write((const char *)address + offset);
}

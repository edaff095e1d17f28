/// Reusable memory for `CellRasterizer`, owned by one canvas (so never shared between threads).
final class RasterizerScratch {
    /// Per-cell accumulation, one band of rows at a time; every marked cell is reset when swept.
    var cells: [Int32] = []
    /// One bit per cell that holds a contribution, so that sweeping skips untouched cells.
    var marks: [UInt64] = []
    var order: [Int32] = []
    var bandStarts: [Int32] = []
    var active: [Int32] = []
}

/// An exact-area scanline rasterizer in integer arithmetic.
///
/// Each edge adds, to every pixel cell it crosses, the signed area between itself and the cell's
/// right side (`cover` and `area` in FreeType's terms), written in accumulation form: cell `x`
/// gets `dy * (2 - fx0 - fx1)` and cell `x + 1` the rest of `2 dy`, so a running sum along the
/// row gives each pixel's winding-weighted coverage. A bit per cell marks the cells an edge
/// touched; between marked cells coverage is constant, which is where the spans come from. Cost
/// grows with the number of cells the edges cross plus the spans sent, not with the area covered.
/// All arithmetic is on integers, so results are identical on every machine and build.
enum CellRasterizer {
    /// Full coverage of one cell in accumulation units: 2 x 256 x 256.
    private static let fullCoverage: Int32 = 2 << (2 * FixedPoint.shift)

    static func rasterize<Sink: SpanSink>(_ list: EdgeList, rule: FillRule, scratch: RasterizerScratch,
                                          into sink: inout Sink) {
        let edges = list.edges
        guard !edges.isEmpty else { return }
        let shift = FixedPoint.shift
        let firstRow = Int(list.minY >> shift)
        let endRow = Int((list.maxY + FixedPoint.one - 1) >> shift)
        let firstColumn = Int(list.minX >> shift)
        let lastColumn = Int(list.maxX >> shift)
        let endColumn = min(list.clip.maxX, lastColumn + 1)
        // Room for the write one cell past the right-most edge.
        let stride = lastColumn - firstColumn + 2
        let wordsPerRow = (stride + 63) >> 6
        let bandHeight = max(1, min(64, 32_768 / stride))
        let bandCount = (endRow - firstRow + bandHeight - 1) / bandHeight

        prepare(scratch, cellCount: stride * bandHeight, markCount: wordsPerRow * bandHeight)
        bucketByBand(edges, firstRow: firstRow, bandHeight: bandHeight, bandCount: bandCount, scratch: scratch)

        scratch.cells.withUnsafeMutableBufferPointer { cellBuffer in
            scratch.marks.withUnsafeMutableBufferPointer { markBuffer in
                edges.withUnsafeBufferPointer { edgeBuffer in
                    var accumulator = CellAccumulator(cells: cellBuffer.baseAddress!, marks: markBuffer.baseAddress!,
                                                      stride: stride, wordsPerRow: wordsPerRow,
                                                      firstColumn: firstColumn)
                    let sweeper = RowSweeper(rule: rule, firstColumn: firstColumn, endColumn: endColumn,
                                             wordsPerRow: wordsPerRow)
                    for band in 0..<bandCount {
                        let bandTop = firstRow + band * bandHeight
                        let bandBottom = min(bandTop + bandHeight, endRow)
                        let first = Int(scratch.bandStarts[band]), end = Int(scratch.bandStarts[band + 1])
                        for i in first..<end { scratch.active.append(scratch.order[i]) }
                        accumulator.bandTop = bandTop
                        let bandBottomFixed = Int32(bandBottom) << shift
                        var kept = 0
                        for i in 0..<scratch.active.count {
                            let index = scratch.active[i]
                            let edge = edgeBuffer[Int(index)]
                            accumulator.add(edge, top: Int32(bandTop) << shift, bottom: bandBottomFixed)
                            if edge.y1 > bandBottomFixed {
                                scratch.active[kept] = index
                                kept += 1
                            }
                        }
                        scratch.active.removeLast(scratch.active.count - kept)
                        for row in bandTop..<bandBottom {
                            sweeper.sweep(row: row, rowInBand: row - bandTop, accumulator: accumulator, into: &sink)
                        }
                    }
                }
            }
        }
        scratch.active.removeAll(keepingCapacity: true)
    }

    private static func prepare(_ scratch: RasterizerScratch, cellCount: Int, markCount: Int) {
        if scratch.cells.count < cellCount {
            scratch.cells = [Int32](repeating: 0, count: cellCount)
        }
        if scratch.marks.count < markCount {
            scratch.marks = [UInt64](repeating: 0, count: markCount)
        }
    }

    /// Counting sort of the edges by the band their top falls in.
    private static func bucketByBand(_ edges: [Edge], firstRow: Int, bandHeight: Int, bandCount: Int,
                                     scratch: RasterizerScratch) {
        scratch.bandStarts.removeAll(keepingCapacity: true)
        scratch.bandStarts.append(contentsOf: repeatElement(0, count: bandCount + 1))
        func band(of edge: Edge) -> Int {
            min(bandCount - 1, (Int(edge.y0 >> FixedPoint.shift) - firstRow) / bandHeight)
        }
        for edge in edges { scratch.bandStarts[band(of: edge) + 1] += 1 }
        for i in 0..<bandCount { scratch.bandStarts[i + 1] += scratch.bandStarts[i] }
        scratch.order.removeAll(keepingCapacity: true)
        scratch.order.append(contentsOf: repeatElement(0, count: edges.count))
        var next = scratch.bandStarts
        for (index, edge) in edges.enumerated() {
            let b = band(of: edge)
            scratch.order[Int(next[b])] = Int32(index)
            next[b] += 1
        }
    }
}

/// Adds edges to the cells of one band of rows.
private struct CellAccumulator {
    let cells: UnsafeMutablePointer<Int32>
    let marks: UnsafeMutablePointer<UInt64>
    let stride: Int
    let wordsPerRow: Int
    let firstColumn: Int
    var bandTop = 0

    /// Adds the part of `edge` between the fixed-point rows `top` and `bottom`.
    @inline(__always)
    func add(_ edge: Edge, top: Int32, bottom: Int32) {
        let shift = FixedPoint.shift, one = FixedPoint.one
        let yStart = max(edge.y0, top), yEnd = min(edge.y1, bottom)
        guard yStart < yEnd else { return }
        var row = yStart >> shift
        var y = yStart
        if edge.x0 == edge.x1 {
            // Vertical: one cell per row, no division.
            let column = Int(edge.x0 >> shift)
            let twiceX = 2 * (edge.x0 & (one - 1))
            while y < yEnd {
                let next = min(yEnd, (row + 1) << shift)
                addCell(row: Int(row), column: column, twiceX: twiceX, dy: (next - y) * edge.winding)
                y = next
                row += 1
            }
            return
        }
        var x = xAt(edge, y)
        while y < yEnd {
            let next = min(yEnd, (row + 1) << shift)
            let nextX = xAt(edge, next)
            addRowSegment(row: Int(row), x0: x, y0: y - (row << shift), x1: nextX, y1: next - (row << shift),
                          winding: edge.winding)
            x = nextX
            y = next
            row += 1
        }
    }

    /// The edge's x at fixed-point `y`, exactly its end points at its ends.
    @inline(__always)
    private func xAt(_ edge: Edge, _ y: Int32) -> Int32 {
        edge.x0 + Int32(Int64(edge.x1 - edge.x0) * Int64(y - edge.y0) / Int64(edge.y1 - edge.y0))
    }

    /// Adds a piece of an edge inside one row, from `(x0, y0)` to `(x1, y1)` with `y` local to the
    /// row, walking across the cells it passes.
    @inline(__always)
    private func addRowSegment(row: Int, x0: Int32, y0: Int32, x1: Int32, y1: Int32, winding: Int32) {
        let shift = FixedPoint.shift
        let column0 = x0 >> shift, column1 = x1 >> shift
        if column0 == column1 {
            let base = column0 << shift
            addCell(row: row, column: Int(column0), twiceX: x0 - base + x1 - base, dy: (y1 - y0) * winding)
            return
        }
        let dx = Int64(x1 - x0), dy = Int64(y1 - y0)
        var column = column0
        var xs = x0, ys = y0
        if x0 < x1 {
            while true {
                let border = (column + 1) << shift
                let done = border >= x1
                let xe = done ? x1 : border
                let ye = done ? y1 : y0 + Int32(dy * Int64(border - x0) / dx)
                let base = column << shift
                addCell(row: row, column: Int(column), twiceX: xs - base + xe - base, dy: (ye - ys) * winding)
                if done { return }
                xs = xe
                ys = ye
                column += 1
            }
        } else {
            while true {
                let border = column << shift
                let done = border <= x1
                let xe = done ? x1 : border
                let ye = done ? y1 : y0 + Int32(dy * Int64(x0 - border) / -dx)
                addCell(row: row, column: Int(column), twiceX: xs - border + xe - border, dy: (ye - ys) * winding)
                if done { return }
                xs = xe
                ys = ye
                column -= 1
            }
        }
    }

    /// Adds a piece inside one cell: `twiceX` is the sum of its two x offsets in the cell
    /// (0...512), `dy` its signed height.
    @inline(__always)
    private func addCell(row: Int, column: Int, twiceX: Int32, dy: Int32) {
        let rowInBand = row - bandTop
        let local = column - firstColumn
        let index = rowInBand * stride + local
        let twoOne = 2 * FixedPoint.one
        cells[index] &+= dy &* (twoOne - twiceX)
        cells[index + 1] &+= dy &* twiceX
        let markRow = marks + rowInBand * wordsPerRow
        markRow[local >> 6] |= 1 << UInt64(local & 63)
        markRow[(local + 1) >> 6] |= 1 << UInt64((local + 1) & 63)
    }
}

/// Turns one row of accumulated cells into spans, resetting the cells it reads.
private struct RowSweeper {
    let rule: FillRule
    let firstColumn: Int
    let endColumn: Int
    let wordsPerRow: Int

    @inline(__always)
    func sweep<Sink: SpanSink>(row: Int, rowInBand: Int, accumulator: CellAccumulator, into sink: inout Sink) {
        let cells = accumulator.cells + rowInBand * accumulator.stride
        let marks = accumulator.marks + rowInBand * wordsPerRow
        var running: Int32 = 0
        var pending = PendingSpan(y: row, endColumn: endColumn)
        var previous = -1
        for word in 0..<wordsPerRow {
            var bits = marks[word]
            guard bits != 0 else { continue }
            marks[word] = 0
            while bits != 0 {
                let local = (word << 6) + bits.trailingZeroBitCount
                bits &= bits &- 1
                if local > previous + 1, running != 0 {
                    pending.add(x: firstColumn + previous + 1, count: local - previous - 1, coverage: coverage(running), &sink)
                }
                running &+= cells[local]
                cells[local] = 0
                pending.add(x: firstColumn + local, count: 1, coverage: coverage(running), &sink)
                previous = local
            }
        }
        pending.flush(&sink)
    }

    /// 8-bit coverage of an accumulated winding-weighted area, rounded to nearest.
    @inline(__always)
    private func coverage(_ accumulated: Int32) -> UInt8 {
        let full: Int32 = 2 << (2 * FixedPoint.shift)
        var area = accumulated.magnitude
        switch rule {
        case .nonZero:
            area = min(area, UInt32(full))
        case .evenOdd:
            area &= UInt32(2 * full - 1)
            if area > UInt32(full) { area = UInt32(2 * full) - area }
        }
        return UInt8(truncatingIfNeeded: (area * 255 + UInt32(full / 2)) >> (2 * FixedPoint.shift + 1))
    }
}

/// Merges neighbouring runs of equal coverage before they reach the sink, and drops runs that
/// are empty or right of the clip.
private struct PendingSpan {
    let y: Int
    let endColumn: Int
    var x = 0
    var count = 0
    var coverage: UInt8 = 0

    init(y: Int, endColumn: Int) {
        self.y = y
        self.endColumn = endColumn
    }

    @inline(__always)
    mutating func add<Sink: SpanSink>(x: Int, count: Int, coverage: UInt8, _ sink: inout Sink) {
        if coverage == self.coverage, x == self.x + self.count {
            self.count += count
            return
        }
        flush(&sink)
        self.x = x
        self.count = count
        self.coverage = coverage
    }

    @inline(__always)
    mutating func flush<Sink: SpanSink>(_ sink: inout Sink) {
        let end = min(x + count, endColumn)
        if coverage != 0, end > x {
            sink.span(y: y, x: x, count: end - x, coverage: coverage)
        }
        count = 0
    }
}

/// Reusable memory for `CellRasterizer`, owned by one canvas (so never shared between threads).
final class RasterizerScratch {
    /// Per-cell accumulation, one band of rows at a time; every marked cell is reset when swept.
    var cells: [Int32] = []
    /// One bit per cell that holds a contribution, so that sweeping skips untouched cells.
    var marks: [UInt64] = []
    var order: [Int32] = []
    var bandStarts: [Int32] = []
    var active: [Int32] = []
    /// Coverage of one run of edge cells, handed to the sink.
    var runCoverage: [UInt8] = []
    /// Memory for the next `EdgeList`, handed back after each use.
    private var edges: [Edge] = []

    /// An empty edge list clipped to `clip`, in memory lent by the scratch; give it back with
    /// `recycle` so the next one reuses it.
    func borrowEdgeList(clip: PixelRect) -> EdgeList {
        // Moved out, not copied: while the scratch still held the array, emptying it inside the
        // list would allocate a new buffer instead of reusing this one.
        var storage: [Edge] = []
        swap(&storage, &edges)
        return EdgeList(clip: clip, storage: consume storage)
    }

    /// Takes an edge list's memory back for the next one.
    func recycle(_ list: EdgeList) {
        edges = list.edges
    }
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
    /// How many rows ahead of the sweep the sink is asked to prefetch.
    private static let prefetchDistance = 3

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
        // Bands of up to 128 rows keep the cells of a typical UI shape in one band (and in L2).
        let bandHeight = max(1, min(128, 32_768 / stride))
        let bandCount = (endRow - firstRow + bandHeight - 1) / bandHeight

        // The scratch arrays are moved into locals for the duration: touching a class's stored
        // arrays inside the per-edge loop would pay a dynamic exclusivity check each time.
        // Moved, not copied: with the scratch still holding them, the first write would copy.
        var cells = take(&scratch.cells, count: stride * bandHeight)
        var marks = take(&scratch.marks, count: wordsPerRow * bandHeight)
        var bandStarts = take(&scratch.bandStarts, count: 0)
        var order = take(&scratch.order, count: 0)
        // Every edge may be active at once; sized up front, the list is used through a pointer.
        var active = take(&scratch.active, count: edges.count)
        defer {
            scratch.cells = cells
            scratch.marks = marks
            scratch.bandStarts = bandStarts
            scratch.order = order
            scratch.active = active
        }
        bucketByBand(edges, firstRow: firstRow, bandHeight: bandHeight, bandCount: bandCount,
                     starts: &bandStarts, order: &order)

        var runCoverage = take(&scratch.runCoverage, count: stride)
        defer { scratch.runCoverage = runCoverage }
        runCoverage.withUnsafeMutableBufferPointer { runBuffer in
        active.withUnsafeMutableBufferPointer { activeBuffer in
        order.withUnsafeBufferPointer { orderBuffer in
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            marks.withUnsafeMutableBufferPointer { markBuffer in
                edges.withUnsafeBufferPointer { edgeBuffer in
                    var accumulator = CellAccumulator(cells: cellBuffer.baseAddress!, marks: markBuffer.baseAddress!,
                                                      stride: stride, wordsPerRow: wordsPerRow,
                                                      firstColumn: firstColumn)
                    let sweeper = RowSweeper(rule: rule, firstColumn: firstColumn, endColumn: endColumn,
                                             wordsPerRow: wordsPerRow, runCoverage: runBuffer.baseAddress!)
                    let activeEdges = activeBuffer.baseAddress!
                    var activeCount = 0
                    for band in 0..<bandCount {
                        let bandTop = firstRow + band * bandHeight
                        let bandBottom = min(bandTop + bandHeight, endRow)
                        for i in Int(bandStarts[band])..<Int(bandStarts[band + 1]) {
                            activeEdges[activeCount] = orderBuffer[i]
                            activeCount += 1
                        }
                        accumulator.bandTop = bandTop
                        let bandTopFixed = Int32(bandTop) << shift, bandBottomFixed = Int32(bandBottom) << shift
                        var kept = 0
                        for i in 0..<activeCount {
                            let index = activeEdges[i]
                            let edge = edgeBuffer[Int(index)]
                            accumulator.add(edge, top: bandTopFixed, bottom: bandBottomFixed)
                            if edge.y1 > bandBottomFixed {
                                activeEdges[kept] = index
                                kept += 1
                            }
                        }
                        activeCount = kept
                        for row in bandTop..<bandBottom {
                            // Shapes land anywhere on a large canvas: asking for the pixels a
                            // few rows ahead hides most of the cache misses of reaching them.
                            if row + prefetchDistance < endRow {
                                sink.prefetch(y: row + prefetchDistance, x: firstColumn, count: endColumn - firstColumn)
                            }
                            sweeper.sweep(row: row, rowInBand: row - bandTop, accumulator: accumulator, into: &sink)
                        }
                    }
                }
            }
        }
        }
        }
        }
    }

    /// Moves `storage` out, grown (zero-filled) to at least `count` elements. Swept cells are
    /// always reset to zero, so a reused buffer is clean.
    private static func take<Element: FixedWidthInteger>(_ storage: inout [Element], count: Int) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &storage)
        if taken.count < count { taken = [Element](repeating: 0, count: count) }
        return taken
    }

    /// Counting sort of the edges by the band their top falls in: `order[starts[b]..<starts[b+1]]`
    /// are the edges that start in band `b`.
    private static func bucketByBand(_ edges: [Edge], firstRow: Int, bandHeight: Int, bandCount: Int,
                                     starts: inout [Int32], order: inout [Int32]) {
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: repeatElement(0, count: bandCount + 1))
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: repeatElement(0, count: edges.count))
        if bandCount == 1 {
            for i in 0..<edges.count { order[i] = Int32(i) }
            starts[1] = Int32(edges.count)
            return
        }
        func band(of edge: Edge) -> Int {
            min(bandCount - 1, (Int(edge.y0 >> FixedPoint.shift) - firstRow) / bandHeight)
        }
        for edge in edges { starts[band(of: edge) + 1] += 1 }
        for i in 0..<bandCount { starts[i + 1] += starts[i] }
        // Fill each band from its end backwards, leaving `starts` as it was.
        for index in stride(from: edges.count - 1, through: 0, by: -1) {
            let b = band(of: edges[index])
            starts[b + 1] -= 1
            order[Int(starts[b + 1])] = Int32(index)
        }
        for b in 0..<bandCount { starts[b + 1] = b + 1 < bandCount ? starts[b + 2] : Int32(edges.count) }
        starts[0] = 0
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
///
/// Runs of neighbouring marked cells (where edges pass) go to the sink as one span of per-pixel
/// coverage; the gaps between them, where coverage is constant, as one solid span each.
private struct RowSweeper {
    let rule: FillRule
    let firstColumn: Int
    let endColumn: Int
    let wordsPerRow: Int
    /// Coverage of the current run of marked cells; as long as a row of the band.
    let runCoverage: UnsafeMutablePointer<UInt8>

    @inline(__always)
    func sweep<Sink: SpanSink>(row: Int, rowInBand: Int, accumulator: CellAccumulator, into sink: inout Sink) {
        let cells = accumulator.cells + rowInBand * accumulator.stride
        let marks = accumulator.marks + rowInBand * wordsPerRow
        // Columns (relative to firstColumn) that may be drawn.
        let limit = endColumn - firstColumn
        var running: Int32 = 0
        var runStart = 0, runLength = 0
        for word in 0..<wordsPerRow {
            var bits = marks[word]
            guard bits != 0 else { continue }
            marks[word] = 0
            while bits != 0 {
                let local = (word << 6) + bits.trailingZeroBitCount
                bits &= bits &- 1
                let gapStart = runStart + runLength
                if local != gapStart {
                    // The run ended: send it, then the constant gap up to this cell.
                    emitRun(row: row, start: runStart, length: runLength, limit: limit, into: &sink)
                    let gapCoverage = coverage(running)
                    if gapCoverage != 0, gapStart < limit {
                        sink.span(y: row, x: firstColumn + gapStart, count: min(local, limit) - gapStart,
                                  coverage: gapCoverage)
                    }
                    runStart = local
                    runLength = 0
                }
                running &+= cells[local]
                cells[local] = 0
                runCoverage[runLength] = coverage(running)
                runLength += 1
            }
        }
        emitRun(row: row, start: runStart, length: runLength, limit: limit, into: &sink)
    }

    @inline(__always)
    private func emitRun<Sink: SpanSink>(row: Int, start: Int, length: Int, limit: Int, into sink: inout Sink) {
        let count = min(start + length, limit) - start
        if count > 0 {
            sink.span(y: row, x: firstColumn + start, count: count, coverages: runCoverage)
        }
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

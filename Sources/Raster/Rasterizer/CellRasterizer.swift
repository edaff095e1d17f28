import CRasterKernels

/// Reusable memory for `CellRasterizer`, owned by one canvas (so never shared between threads).
final class RasterizerScratch {
    /// Per-cell accumulation, one band of rows at a time; every marked cell is reset when swept.
    var cells: [Int32] = []
    /// One bit per cell that holds a contribution, so that sweeping skips untouched cells.
    var marks: [UInt64] = []
    var order: [Int32] = []
    var bandStarts: [Int32] = []
    var active: [Int32] = []
    /// Coverage of a row's runs of edge cells, at their columns, handed to the sink.
    var runCoverage: [UInt8] = []
    /// The spans of the row being swept.
    var spans: [vt_span] = []
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
        var runCoverage = take(&scratch.runCoverage, count: stride)
        var spans = scratch.spans
        scratch.spans = []
        if spans.count < 2 * wordsPerRow * 64 + 1 {
            spans = [vt_span](repeating: vt_span(), count: 2 * wordsPerRow * 64 + 1)
        }
        defer {
            scratch.cells = cells
            scratch.marks = marks
            scratch.bandStarts = bandStarts
            scratch.order = order
            scratch.active = active
            scratch.runCoverage = runCoverage
            scratch.spans = spans
        }
        bucketByBand(edges, firstRow: firstRow, bandHeight: bandHeight, bandCount: bandCount,
                     starts: &bandStarts, order: &order)

        // The loops over edges and cells are C kernels (`vt_accumulate_band`, `vt_sweep_row`), so
        // a debug build pays for Swift only once per span.
        let evenOdd: Int32 = rule == .evenOdd ? 1 : 0
        let limit = Int32(endColumn - firstColumn)
        runCoverage.withUnsafeMutableBufferPointer { runBuffer in
        spans.withUnsafeMutableBufferPointer { spanBuffer in
        active.withUnsafeMutableBufferPointer { activeBuffer in
        cells.withUnsafeMutableBufferPointer { cellBuffer in
        marks.withUnsafeMutableBufferPointer { markBuffer in
        edges.withUnsafeBufferPointer { edgeBuffer in
            let run = runBuffer.baseAddress!, spanList = spanBuffer.baseAddress!, activeEdges = activeBuffer.baseAddress!
            var band = vt_cell_band(cells: cellBuffer.baseAddress!, marks: markBuffer.baseAddress!, stride: stride,
                                    words_per_row: wordsPerRow, first_column: firstColumn, band_top: 0)
            var activeCount = 0
            for bandIndex in 0..<bandCount {
                let bandTop = firstRow + bandIndex * bandHeight
                let bandBottom = min(bandTop + bandHeight, endRow)
                for i in Int(bandStarts[bandIndex])..<Int(bandStarts[bandIndex + 1]) {
                    activeEdges[activeCount] = order[i]
                    activeCount += 1
                }
                band.band_top = bandTop
                activeCount = vt_accumulate_band(&band, edgeBuffer.baseAddress!, activeEdges, activeCount,
                                                 Int32(bandTop) << shift, Int32(bandBottom) << shift)
                for row in bandTop..<bandBottom {
                    // Shapes land anywhere on a large canvas: asking for the pixels a
                    // few rows ahead hides most of the cache misses of reaching them.
                    if row + prefetchDistance < endRow {
                        sink.prefetch(y: row + prefetchDistance, x: firstColumn, count: endColumn - firstColumn)
                    }
                    let rowInBand = row - bandTop
                    let spanCount = vt_sweep_row(band.cells + rowInBand * stride, band.marks + rowInBand * wordsPerRow,
                                                 wordsPerRow, evenOdd, limit, run, spanList)
                    for index in 0..<spanCount {
                        let span = spanList[index]
                        let x = Int(span.x)
                        if span.coverage < 0 {
                            sink.span(y: row, x: firstColumn + x, count: Int(span.count), coverages: run + x)
                        } else {
                            sink.span(y: row, x: firstColumn + x, count: Int(span.count),
                                      coverage: UInt8(truncatingIfNeeded: span.coverage))
                        }
                    }
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

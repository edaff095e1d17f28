/// Receives the coverage of a filled path, row by row from top to bottom and left to right
/// within a row, never twice for the same pixel.
protocol SpanSink {
    /// `count` pixels from `x` in row `y`, all with the same (non-zero) coverage.
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8)
    /// `count` pixels from `x` in row `y`, each with its own coverage (which may be zero).
    mutating func span(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>)
    /// A hint that row `y` will be drawn between `x` and `x + count` soon.
    mutating func prefetch(y: Int, x: Int, count: Int)
}

extension SpanSink {
    /// No prefetching by default.
    mutating func prefetch(y: Int, x: Int, count: Int) {}
}

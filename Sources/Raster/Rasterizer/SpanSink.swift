/// Receives the coverage of a filled path as horizontal runs of equal coverage, row by row from
/// top to bottom and left to right within a row. Runs of zero coverage are not sent.
protocol SpanSink {
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8)
}

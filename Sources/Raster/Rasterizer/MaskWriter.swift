/// Writes coverage spans into a buffer of one byte per pixel of `bounds`, row by row.
struct MaskWriter: SpanSink {
    let bounds: PixelRect
    var coverage: [UInt8]

    init(bounds: PixelRect) {
        self.bounds = bounds
        coverage = [UInt8](repeating: 0, count: max(0, bounds.width * bounds.height))
    }

    mutating func span(y: Int, x: Int, count: Int, coverage value: UInt8) {
        let start = (y - bounds.minY) * bounds.width + (x - bounds.minX)
        coverage.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + start).update(repeating: value, count: count)
        }
    }

    mutating func span(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        let start = (y - bounds.minY) * bounds.width + (x - bounds.minX)
        coverage.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + start).update(from: coverages, count: count)
        }
    }
}

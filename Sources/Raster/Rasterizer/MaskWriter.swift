import Foundation

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
            // memset and memcpy rather than the generic `update`, which an unoptimised build runs
            // one element at a time through value witnesses.
            _ = memset(buffer.baseAddress! + start, Int32(value), count)
        }
    }

    mutating func span(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        let start = (y - bounds.minY) * bounds.width + (x - bounds.minX)
        coverage.withUnsafeMutableBufferPointer { buffer in
            _ = memcpy(buffer.baseAddress! + start, coverages, count)
        }
    }
}

import CRasterKernels

/// Composites a solid premultiplied colour, source-over, along coverage spans, optionally
/// through a clip mask, and records the pixels it touched when asked to.
struct SolidSpanBlender: SpanSink {
    private let pixels: UnsafeMutablePointer<UInt32>
    private let width: Int
    private let color: UInt32
    private let mask: UnsafePointer<UInt8>?
    private let maskBounds: PixelRect
    /// A row's worth of memory for coverage multiplied by the mask.
    private let maskedCoverage: UnsafeMutablePointer<UInt8>?
    /// Whether to record `touched` (only layers need it).
    private let tracksTouched: Bool
    private(set) var touched = PixelRect.empty

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: RGBA8, mask: UnsafePointer<UInt8>?,
         maskBounds: PixelRect, maskedCoverage: UnsafeMutablePointer<UInt8>?, tracksTouched: Bool) {
        self.pixels = pixels
        self.width = width
        self.color = color.packed
        self.mask = mask
        self.maskBounds = maskBounds
        self.maskedCoverage = maskedCoverage
        self.tracksTouched = tracksTouched
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        track(y: y, x: x, count: count)
        let row = pixels + y * width + x
        if let maskRow = maskRow(y: y, x: x), let maskedCoverage {
            for i in 0..<count { maskedCoverage[i] = UInt8(vt_multiply8(UInt32(coverage), UInt32(maskRow[i]))) }
            vt_blend_coverage_span(row, maskedCoverage, count, color)
            return
        }
        vt_blend_span(row, count, coverage == 255 ? color : vt_scale_pixel(color, UInt32(coverage)))
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        track(y: y, x: x, count: count)
        let row = pixels + y * width + x
        if let maskRow = maskRow(y: y, x: x), let maskedCoverage {
            for i in 0..<count { maskedCoverage[i] = UInt8(vt_multiply8(UInt32(coverages[i]), UInt32(maskRow[i]))) }
            vt_blend_coverage_span(row, maskedCoverage, count, color)
            return
        }
        vt_blend_coverage_span(row, coverages, count, color)
    }

    @inline(__always)
    func prefetch(y: Int, x: Int, count: Int) {
        let start = UnsafeRawPointer(pixels + y * width + x)
        for offset in Swift.stride(from: 0, to: count * 4, by: 64) {
            vt_prefetch_for_write(start + offset)
        }
    }

    /// The clip mask's coverage from pixel `(x, y)` on, when a mask is in place.
    @inline(__always)
    private func maskRow(y: Int, x: Int) -> UnsafePointer<UInt8>? {
        mask.map { $0 + (y - maskBounds.minY) * maskBounds.width + (x - maskBounds.minX) }
    }

    @inline(__always)
    private mutating func track(y: Int, x: Int, count: Int) {
        if tracksTouched { touched = touched.union(PixelRect(minX: x, minY: y, maxX: x + count, maxY: y + 1)) }
    }
}

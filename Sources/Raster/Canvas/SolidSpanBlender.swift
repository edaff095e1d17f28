/// Composites a solid premultiplied colour, source-over, along coverage spans, optionally
/// through a clip mask, and records the pixels it touched.
struct SolidSpanBlender: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let color: UInt32
    let mask: UnsafePointer<UInt8>?
    let maskBounds: PixelRect
    /// Whether to record `touched` (only layers need it).
    let tracksTouched: Bool
    private(set) var touched = PixelRect.empty

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: RGBA8, mask: UnsafePointer<UInt8>?,
         maskBounds: PixelRect, tracksTouched: Bool) {
        self.pixels = pixels
        self.width = width
        self.color = color.packed
        self.mask = mask
        self.maskBounds = maskBounds
        self.tracksTouched = tracksTouched
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        track(y: y, x: x, count: count)
        let row = pixels + y * width + x
        if let mask {
            let maskRow = mask + (y - maskBounds.minY) * maskBounds.width + (x - maskBounds.minX)
            for i in 0..<count {
                blend(PixelMath.multiply(UInt32(coverage), UInt32(maskRow[i])), into: row + i)
            }
            return
        }
        if coverage == 255, color >> 24 == 255 {
            row.update(repeating: color, count: count)
            return
        }
        let source = coverage == 255 ? color : PixelMath.scale(color, by: UInt32(coverage))
        let inverseAlpha = 255 &- (source >> 24)
        for i in 0..<count {
            row[i] = source &+ PixelMath.scale(row[i], by: inverseAlpha)
        }
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        track(y: y, x: x, count: count)
        let row = pixels + y * width + x
        if let mask {
            let maskRow = mask + (y - maskBounds.minY) * maskBounds.width + (x - maskBounds.minX)
            for i in 0..<count {
                blend(PixelMath.multiply(UInt32(coverages[i]), UInt32(maskRow[i])), into: row + i)
            }
            return
        }
        for i in 0..<count {
            blend(UInt32(coverages[i]), into: row + i)
        }
    }

    /// Composites the colour at `coverage` (0...255) over one pixel.
    @inline(__always)
    private func blend(_ coverage: UInt32, into pixel: UnsafeMutablePointer<UInt32>) {
        guard coverage != 0 else { return }
        let source = coverage == 255 ? color : PixelMath.scale(color, by: coverage)
        pixel.pointee = PixelMath.sourceOver(source, pixel.pointee)
    }

    @inline(__always)
    private mutating func track(y: Int, x: Int, count: Int) {
        if tracksTouched { touched = touched.union(PixelRect(minX: x, minY: y, maxX: x + count, maxY: y + 1)) }
    }
}

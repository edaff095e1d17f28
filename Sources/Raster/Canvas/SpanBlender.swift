import CRasterKernels
import Foundation

/// Where a fill's colours come from: one colour for every pixel, or a shader giving each pixel
/// its own. The solid colour is kept apart from the shader so that the common solid path never
/// touches an existential.
struct SpanSource {
    /// The premultiplied packed colour of a solid source.
    let solidColor: UInt32?
    /// The shader of a shaded source.
    let shader: (any PixelShader)?

    /// One premultiplied packed colour.
    static func solid(_ color: UInt32) -> SpanSource { SpanSource(solidColor: color, shader: nil) }
    /// Colours computed pixel by pixel.
    static func shaded(_ shader: any PixelShader) -> SpanSource { SpanSource(solidColor: nil, shader: shader) }

    var isShaded: Bool { shader != nil }
}

/// Gives premultiplied colours to runs of pixels (a gradient, a transformed image).
protocol PixelShader {
    /// Writes the colours of the `count` pixels from canvas pixel `(x, y)` rightwards.
    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>)
}

/// Composites a source, source-over, along coverage spans, optionally through a clip mask, and
/// records the pixels it touched when asked to.
struct SpanBlender: SpanSink {
    private let target: PixelTarget
    private let solidColor: UInt32?
    private let shader: (any PixelShader)?
    private let mask: UnsafePointer<UInt8>?
    private let maskBounds: PixelRect
    /// A row's worth of memory for coverage multiplied by the mask (needed only with a mask or
    /// a shader).
    private let maskedCoverage: UnsafeMutablePointer<UInt8>?
    /// A row's worth of memory for a shader's colours (only for shaded sources).
    private let colors: UnsafeMutablePointer<UInt32>?
    /// Whether to record `touched` (only layers need it).
    private let tracksTouched: Bool
    private(set) var touched = PixelRect.empty

    init(target: PixelTarget, source: SpanSource, mask: UnsafePointer<UInt8>?, maskBounds: PixelRect,
         maskedCoverage: UnsafeMutablePointer<UInt8>?, colors: UnsafeMutablePointer<UInt32>?, tracksTouched: Bool) {
        self.target = target
        solidColor = source.solidColor
        shader = source.shader
        self.mask = mask
        self.maskBounds = maskBounds
        self.maskedCoverage = maskedCoverage
        self.colors = colors
        self.tracksTouched = tracksTouched
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) {
        track(y: y, x: x, count: count)
        let row = target.pixel(x: x, y: y)
        if let maskRow = maskRow(y: y, x: x), let maskedCoverage {
            vt_mask_coverage(maskedCoverage, nil, coverage, maskRow, count)
            blend(row, x: x, y: y, count: count, coverages: maskedCoverage)
            return
        }
        if let color = solidColor {
            vt_blend_span(row, count, coverage == 255 ? color : vt_scale_pixel(color, UInt32(coverage)))
            return
        }
        shader!.shade(x: x, y: y, count: count, into: colors!)
        if coverage == 255 {
            vt_blend_pixels(row, colors!, nil, count)
        } else {
            memset(maskedCoverage!, Int32(coverage), count)
            vt_blend_pixels(row, colors!, maskedCoverage!, count)
        }
    }

    @inline(__always)
    mutating func span(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        track(y: y, x: x, count: count)
        let row = target.pixel(x: x, y: y)
        if let maskRow = maskRow(y: y, x: x), let maskedCoverage {
            vt_mask_coverage(maskedCoverage, coverages, 0, maskRow, count)
            blend(row, x: x, y: y, count: count, coverages: maskedCoverage)
            return
        }
        blend(row, x: x, y: y, count: count, coverages: coverages)
    }

    @inline(__always)
    func prefetch(y: Int, x: Int, count: Int) {
        vt_prefetch_range_for_write(target.pixel(x: x, y: y), count * 4)
    }

    /// Composites the source through per-pixel coverage onto `row`.
    @inline(__always)
    private func blend(_ row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                       coverages: UnsafePointer<UInt8>) {
        if let color = solidColor {
            vt_blend_coverage_span(row, coverages, count, color)
            return
        }
        shader!.shade(x: x, y: y, count: count, into: colors!)
        vt_blend_pixels(row, colors!, coverages, count)
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

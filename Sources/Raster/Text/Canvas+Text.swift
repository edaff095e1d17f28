import Foundation

extension ShapedRun {
    /// Each glyph's origin at `size` points per em, the pen starting at `origin` on the baseline.
    public func positions(atSize size: CGFloat, origin: CGPoint) -> [CGPoint] {
        let scale = size / CGFloat(typeface.unitsPerEm)
        var pen = 0
        return glyphs.map { glyph in
            defer { pen += Int(glyph.advance) }
            return CGPoint(x: origin.x + CGFloat(pen + Int(glyph.offset.x)) * scale,
                           y: origin.y - CGFloat(glyph.offset.y) * scale)
        }
    }

    /// The run's glyph outlines as one path at `size` points per em, with the pen starting at
    /// `origin` on the baseline.
    public func path(atSize size: CGFloat, origin: CGPoint) -> Path {
        Typeface.outlines(of: glyphs.map(\.glyph), at: positions(atSize: size, origin: origin), typeface: typeface,
                          size: size)
    }
}

extension Typeface {
    /// The outlines of `glyphs` at `size` points per em, each with its origin at its position.
    static func outlines(of glyphs: [UInt32], at positions: [CGPoint], typeface: Typeface, size: CGFloat) -> Path {
        let scale = size / CGFloat(typeface.unitsPerEm)
        var path = Path()
        for (glyph, position) in zip(glyphs, positions) {
            let outline = typeface.outline(of: glyph)
            if !outline.isEmpty {
                path.addPath(outline, transform: CGAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                                                   tx: position.x, ty: position.y))
            }
        }
        return path
    }
}

extension RasterCanvas {
    /// Draws laid-out text with the top left of its bounds at `origin`.
    public func draw(_ layout: TextLayout, at origin: CGPoint, color: RGBAColor) throws {
        try draw(layout, at: origin, colors: [color])
    }

    /// Draws laid-out text with each span in its own colour (`colors[i]` for span `i`; the last
    /// colour for spans beyond the list).
    public func draw(_ layout: TextLayout, at origin: CGPoint, colors: [RGBAColor]) throws {
        try draw(layout, at: origin, paints: colors.map(Paint.color))
    }

    /// Draws laid-out text with each span in its own paint (`paints[i]` for span `i`; the last
    /// paint for spans beyond the list).
    public func draw(_ layout: TextLayout, at origin: CGPoint, paints: [Paint]) throws {
        guard let last = paints.last else { return }
        for line in layout.lines {
            let lineOrigin = CGPoint(x: origin.x + line.origin.x, y: origin.y + line.origin.y)
            for run in line.runs {
                try drawGlyphs(run.glyphs, at: run.positions.map { CGPoint(x: lineOrigin.x + $0.x, y: lineOrigin.y + $0.y) },
                               typeface: run.typeface, size: run.size,
                               paint: run.spanIndex < paints.count ? paints[run.spanIndex] : last)
            }
        }
    }

    /// Draws a shaped run at `size` points per em with its baseline starting at `origin`.
    public func draw(_ run: ShapedRun, size: CGFloat, at origin: CGPoint, color: RGBAColor) throws {
        try drawGlyphs(run.glyphs.map(\.glyph), at: run.positions(atSize: size, origin: origin), typeface: run.typeface,
                       size: size, paint: .color(color))
    }

    /// Draws glyphs, each with its origin at its position in drawing coordinates.
    ///
    /// Under a transform that only scales (equally on both axes) and moves, glyphs are drawn
    /// from cached masks: positions are rounded to a quarter pixel, each glyph is rasterized once
    /// per size and quarter-pixel offset and then composited. Any other transform fills the
    /// outlines as a path.
    func drawGlyphs(_ glyphs: [UInt32], at positions: [CGPoint], typeface: Typeface, size: CGFloat,
                    paint: Paint) throws {
        guard size.isFinite, positions.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            throw RasterError.nonFiniteCoordinates("glyph positions or size")
        }
        guard size > 0, let source = try spanSource(for: paint) else { return }
        let t = transform
        let pixelSize = size * t.a
        guard t.b == 0, t.c == 0, t.a == t.d, t.a > 0, pixelSize <= GlyphMask.largestCachedSize else {
            try fill(Typeface.outlines(of: glyphs, at: positions, typeface: typeface, size: size), paint: paint)
            return
        }
        let sizeIn64ths = Int((pixelSize * 64).rounded())
        guard sizeIn64ths > 0 else { return }
        let unitScale = CGFloat(sizeIn64ths) / 64 / CGFloat(typeface.unitsPerEm)
        let steps = GlyphMask.subpixelSteps
        let bounds = drawableBounds
        // Positions this far out cannot reach the canvas and would not fit an Int's arithmetic.
        let reach = CGFloat(RasterCanvas.maximumDimension) * 4
        blend(source) { blender in
            for (glyph, position) in zip(glyphs, positions) {
                let device = position.applying(t)
                guard abs(device.x) < reach, abs(device.y) < reach else { continue }
                let quarterX = Int((device.x * CGFloat(steps)).rounded())
                let quarterY = Int((device.y * CGFloat(steps)).rounded())
                let pixelX = quarterX >> GlyphMask.subpixelShift, pixelY = quarterY >> GlyphMask.subpixelShift
                let subX = quarterX - pixelX * steps, subY = quarterY - pixelY * steps
                let key = GlyphMask.Key(glyph: glyph, pixelSize: sizeIn64ths, subpixelX: subX, subpixelY: subY)
                let mask = typeface.mask(for: key) {
                    GlyphMask.rasterizing(typeface.outline(of: glyph), scale: unitScale,
                                          shiftX: CGFloat(subX) / CGFloat(steps), shiftY: CGFloat(subY) / CGFloat(steps),
                                          scratch: scratch)
                }
                composite(mask, x: pixelX + mask.left, y: pixelY + mask.top, within: bounds, into: &blender)
            }
        }
    }

    /// Sends a mask's rows, clipped to `bounds`, to the blender.
    private func composite(_ mask: GlyphMask, x: Int, y: Int, within bounds: PixelRect,
                           into blender: inout SpanBlender) {
        let visible = PixelRect(minX: x, minY: y, maxX: x + mask.width, maxY: y + mask.height).intersection(bounds)
        guard !visible.isEmpty else { return }
        mask.coverage.withUnsafeBufferPointer { coverage in
            for row in visible.minY..<visible.maxY {
                let start = (row - y) * mask.width + (visible.minX - x)
                blender.span(y: row, x: visible.minX, count: visible.width, coverages: coverage.baseAddress! + start)
            }
        }
    }
}

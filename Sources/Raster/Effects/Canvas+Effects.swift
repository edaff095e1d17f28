import Foundation

extension RasterCanvas {
    /// Runs `body` drawing into a layer, then composites the drawing over its shadow: its
    /// alpha in `color`, blurred with a Gaussian of standard deviation `radius` and moved by
    /// `offset` (both in drawing units, scaled by the transform). `bounds` is where the drawing
    /// may reach, in drawing coordinates, when known.
    @discardableResult
    public func withShadow<Result>(color: RGBAColor, radius: CGFloat, offset: CGSize, bounds: CGRect? = nil,
                                   _ body: () throws -> Result) throws -> Result {
        guard radius.isFinite, offset.width.isFinite, offset.height.isFinite else {
            throw RasterError.invalidParameter("a shadow's radius and offset must be finite")
        }
        let scale = transform.maximumScale
        // The offset is a distance on screen, so it follows the transform's linear part only.
        let moved = CGPoint(x: offset.width, y: offset.height).applying(
            CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0))
        let effect = LayerEffect.shadow(color: color.premultiplied.packed,
                                        blur: GaussianBlur(sigma: Double(max(0, radius) * scale)),
                                        dx: Self.pixelOffset(moved.x), dy: Self.pixelOffset(moved.y))
        return try withLayer(effect, opacity: 255, blendMode: .normal, contentBounds: bounds, body)
    }

    /// `distance` in whole pixels, kept within what any canvas can show (a larger shadow offset
    /// moves the shadow off the canvas all the same) so that it fits an `Int`.
    private static func pixelOffset(_ distance: CGFloat) -> Int {
        let reach = CGFloat(2 * RasterCanvas.maximumDimension)
        return Int(min(reach, max(-reach, distance)).rounded())
    }

    /// Runs `body` drawing into a layer, then composites the drawing blurred with a Gaussian of
    /// standard deviation `radius` (in drawing units). An `opaque` blur keeps the drawn area
    /// fully opaque instead of fading it at the edges.
    @discardableResult
    public func withBlur<Result>(radius: CGFloat, opaque: Bool = false, bounds: CGRect? = nil,
                                 _ body: () throws -> Result) throws -> Result {
        guard radius.isFinite else { throw RasterError.invalidParameter("a blur's radius must be finite") }
        let blur = GaussianBlur(sigma: Double(max(0, radius) * transform.maximumScale))
        return try withLayer(.blur(blur, opaque: opaque), opacity: 255, blendMode: .normal, contentBounds: bounds, body)
    }

    /// Runs `body` drawing into a layer, then composites the drawing with its colours changed
    /// by `matrix`.
    @discardableResult
    public func withColorMatrix<Result>(_ matrix: ColorMatrix, bounds: CGRect? = nil,
                                        _ body: () throws -> Result) throws -> Result {
        try withLayer(.colorMatrix(matrix), opacity: 255, blendMode: .normal, contentBounds: bounds, body)
    }

    /// Runs `body` with drawing limited by the alpha of what `mask` draws (intersected with any
    /// clip already in place), then restores the previous clip.
    @discardableResult
    public func withMask<Result>(_ mask: () throws -> Void, _ body: () throws -> Result) throws -> Result {
        let drawn = try drawingAside(mask)
        let saved = clip
        clip = ClipMask(alphaOf: drawn.pixels, in: drawn.touched, within: saved)
        defer { clip = saved }
        return try body()
    }

    /// The source a fill with `paint` composites; `nil` when nothing would show.
    func spanSource(for paint: Paint) throws -> SpanSource? {
        guard !paint.isInvisible else { return nil }
        switch paint {
        case .color(let color):
            return .solid(color.premultiplied.packed)
        case .gradient(let gradient):
            return GradientShader(gradient, deviceTransform: transform).map { .shaded($0) }
        case .backdrop(let backdrop):
            // Glyphs are too thin to show a blur through: text takes the tint alone.
            return .solid(backdrop.tint.premultiplied.packed)
        }
    }
}

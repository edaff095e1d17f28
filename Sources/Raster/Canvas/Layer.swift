/// A bitmap placed on the canvas: its pixel (0, 0) is canvas pixel `(bounds.minX, bounds.minY)`.
struct PlacedBitmap {
    var bitmap: Bitmap
    var bounds: PixelRect

    /// A transparent bitmap over `bounds` (a 1x1 stand-in when `bounds` is empty).
    init(transparentOver bounds: PixelRect) throws {
        bitmap = bounds.isEmpty ? Bitmap(unchecked: 1, 1) : try Bitmap(width: bounds.width, height: bounds.height)
        self.bounds = bounds
    }

    init(bitmap: Bitmap, bounds: PixelRect) {
        self.bitmap = bitmap
        self.bounds = bounds
    }

    /// Runs `body` with the pixels addressed in canvas pixels.
    func withTarget<Result>(_ body: (PixelTarget) -> Result) -> Result {
        bitmap.pixels.withUnsafeBufferPointer {
            body(PixelTarget(base: UnsafeMutablePointer(mutating: $0.baseAddress!), bounds: bounds))
        }
    }

    /// Runs `body` with the pixels addressed in canvas pixels, for writing.
    mutating func withMutableTarget<Result>(_ body: (PixelTarget) -> Result) -> Result {
        let bounds = self.bounds
        return bitmap.pixels.withUnsafeMutableBufferPointer { body(PixelTarget(base: $0.baseAddress!, bounds: bounds)) }
    }
}

/// A drawing in progress, composited onto what is beneath it when it ends.
struct Layer {
    /// What has been drawn, over the pixels the layer may reach.
    var pixels: PlacedBitmap
    /// The pixels drawn on so far.
    var touched = PixelRect.empty
    /// The clip in place beneath the layer, lifted while the layer is drawn into.
    var savedClip: ClipMask?
}

/// An immutable-by-default grid of premultiplied sRGB RGBA8 pixels: the value a canvas draws into.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels row by row from the top left, each packed as `RGBA8.packed`.
    public internal(set) var pixels: [UInt32]

    /// A transparent bitmap of a validated size.
    public init(width: Int, height: Int) throws {
        try Bitmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// A bitmap from packed premultiplied pixels (see `RGBA8.packed`).
    public init(width: Int, height: Int, pixels: [UInt32]) throws {
        try Bitmap.validate(width: width, height: height)
        guard pixels.count == width * height else {
            throw RasterError.pixelCountMismatch(expected: width * height, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A transparent bitmap of a size already known to be valid (derived from another bitmap).
    init(unchecked width: Int, _ height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// The pixel at column `x`, row `y` (both must be inside the bitmap).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get { RGBA8(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }

    /// Throws unless `width` x `height` is a size a canvas can have.
    static func validate(width: Int, height: Int) throws {
        guard width > 0, height > 0 else {
            throw RasterError.invalidSize(width: Double(width), height: Double(height))
        }
        guard width <= RasterCanvas.maximumDimension, height <= RasterCanvas.maximumDimension,
              width * height <= RasterCanvas.maximumPixelCount else {
            throw RasterError.sizeExceedsLimit(width: width, height: height)
        }
    }

    var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }
}

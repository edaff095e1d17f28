/// One premultiplied RGBA pixel with 8-bit components.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, premultiplied by alpha.
    public var red: UInt8
    /// Green, premultiplied by alpha.
    public var green: UInt8
    /// Blue, premultiplied by alpha.
    public var blue: UInt8
    /// Opacity.
    public var alpha: UInt8

    /// Creates a pixel from premultiplied components (each colour component at most `alpha`).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A transparent pixel.
    public static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

    /// The pixel as stored in a `Bitmap`: red in the lowest byte, alpha in the highest, so that
    /// the bytes in memory read R, G, B, A on little-endian machines.
    public var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    /// Unpacks a stored pixel.
    public init(packed: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: packed), green: UInt8(truncatingIfNeeded: packed >> 8),
                  blue: UInt8(truncatingIfNeeded: packed >> 16), alpha: UInt8(truncatingIfNeeded: packed >> 24))
    }

    /// A textual description with the four components.
    public var description: String { "RGBA8(\(red), \(green), \(blue), \(alpha))" }
}

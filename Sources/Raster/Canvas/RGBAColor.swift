/// A colour in sRGB with straight (unpremultiplied) components in `0...1`.
///
/// Components outside `0...1` are clamped when drawn; a NaN component counts as 0.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Creates a colour from straight sRGB components in `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit straight sRGB components.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
                  alpha: Double(alpha8) / 255)
    }

    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// The colour as a premultiplied 8-bit pixel, each component rounded to nearest.
    public var premultiplied: RGBA8 {
        let c = premultipliedComponents
        return RGBA8(red: Self.byte(c.x), green: Self.byte(c.y), blue: Self.byte(c.z), alpha: Self.byte(c.w))
    }

    /// Red, green, blue and alpha clamped to 0...1 (NaN as 0), the colours multiplied by alpha.
    var premultipliedComponents: SIMD4<Double> {
        let a = Self.unit(alpha)
        return SIMD4(Self.unit(red) * a, Self.unit(green) * a, Self.unit(blue) * a, a)
    }

    /// A textual description with the four components.
    public var description: String {
        "RGBAColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8((value * 255).rounded())
    }
}

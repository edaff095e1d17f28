import Foundation
import Raster

/// Two colours mixed, as `Color.mix(with:by:in:)` makes: in sRGB as encoded (the device colour
/// space) or in Oklab (the perceptual one; *unverified* that SwiftUI's perceptual space is
/// Oklab). A class, so that a colour can hold the two it mixes.
final class ColorBlend: Hashable, Sendable {
    let first: Color
    let second: Color
    /// How far from `first` to `second` (0...1).
    let fraction: Double
    let isPerceptual: Bool

    init(first: Color, second: Color, fraction: Double, isPerceptual: Bool) {
        self.first = first
        self.second = second
        self.fraction = fraction
        self.isPerceptual = isPerceptual
    }

    /// The mix in `scheme` and the look of iOS `os`.
    func resolved(in scheme: ColorScheme, os: ViewTreeOSVersion) -> RGBAColor {
        let from = first.resolved(in: scheme, os: os)
        let to = second.resolved(in: scheme, os: os)
        let alpha = from.alpha + (to.alpha - from.alpha) * fraction
        guard isPerceptual else {
            return RGBAColor(red: from.red + (to.red - from.red) * fraction,
                             green: from.green + (to.green - from.green) * fraction,
                             blue: from.blue + (to.blue - from.blue) * fraction, alpha: alpha)
        }
        let (a, b) = (Oklab(from), Oklab(to))
        let mixed = Oklab(lightness: a.lightness + (b.lightness - a.lightness) * fraction,
                          a: a.a + (b.a - a.a) * fraction, b: a.b + (b.b - a.b) * fraction)
        return mixed.rgba(alpha: alpha)
    }

    static func == (lhs: ColorBlend, rhs: ColorBlend) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second && lhs.fraction == rhs.fraction
            && lhs.isPerceptual == rhs.isPerceptual
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(first)
        hasher.combine(second)
        hasher.combine(fraction)
        hasher.combine(isPerceptual)
    }
}

/// A colour in Björn Ottosson's Oklab space: lightness and two opponent axes, from linear sRGB.
struct Oklab {
    let lightness: Double
    let a: Double
    let b: Double

    init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The Oklab coordinates of an sRGB colour (its alpha left aside).
    init(_ color: RGBAColor) {
        let (r, g, bl) = (Oklab.linear(color.red), Oklab.linear(color.green), Oklab.linear(color.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// The sRGB colour of these coordinates with `alpha`, clamped to the sRGB gamut.
    func rgba(alpha: Double) -> RGBAColor {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        let red = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let green = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let blue = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        return RGBAColor(red: Oklab.encoded(red), green: Oklab.encoded(green), blue: Oklab.encoded(blue), alpha: alpha)
    }

    /// The sRGB transfer function undone.
    private static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function applied, clamped to 0...1.
    private static func encoded(_ value: Double) -> Double {
        let clamped = min(1, max(0, value))
        return clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
    }
}

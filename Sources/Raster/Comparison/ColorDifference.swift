import Foundation

/// A colour in CIE L*a*b* (D65 white).
struct LabColor: Equatable {
    var l: Float
    var a: Float
    var b: Float

    /// The colour of an opaque sRGB pixel given as 8-bit channels.
    init(red: UInt32, green: UInt32, blue: UInt32) {
        let r = Self.linear[Int(red)], g = Self.linear[Int(green)], b = Self.linear[Int(blue)]
        // sRGB primaries to XYZ, each row divided by the D65 white's X, Y or Z.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    /// sRGB's transfer function undone, for every 8-bit value.
    private static let linear: [Float] = (0..<256).map { value in
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Float) -> Float {
        t > 216 / 24389 ? cubeRoot(t) : t * (24389 / 27) / 116 + 16 / 116
    }

    /// The cube root of `x` in 0.008...1.1: a guess from the float's bits refined by three
    /// Newton steps to about 1e-7. Several times faster than `cbrtf`, and the same on every libc.
    private static func cubeRoot(_ x: Float) -> Float {
        var y = Float(bitPattern: x.bitPattern / 3 + 709_921_077)
        for _ in 0..<3 { y = (2 * y + x / (y * y)) * (1 / 3) }
        return y
    }

    /// CIE Delta E 1994 (graphic arts weights) from `reference` to `sample`: about 1 is the
    /// smallest difference people notice, 100 is black against white.
    static func deltaE94(_ reference: LabColor, _ sample: LabColor) -> Float {
        let dl = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dc = c1 - c2
        let da = reference.a - sample.a, db = reference.b - sample.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * c1, sh = 1 + 0.015 * c1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}

/// Delta E 94 between premultiplied RGBA8 pixels, remembering the L*a*b* of recent colours:
/// interface images repeat few colours, so most conversions are lookups.
struct PixelDifference {
    private var keys = [UInt32](repeating: 0, count: 4096)
    private var filled = [Bool](repeating: false, count: 4096)
    private var colors = [LabColor](repeating: LabColor(red: 0, green: 0, blue: 0), count: 4096)

    /// The difference between two packed premultiplied pixels. A translucent pixel counts by the
    /// larger of its differences over black and over white, so a change of alpha shows.
    mutating func deltaE(_ reference: UInt32, _ sample: UInt32) -> Float {
        if reference >> 24 == 255, sample >> 24 == 255 {
            return LabColor.deltaE94(lab(reference), lab(sample))
        }
        let overBlack = LabColor.deltaE94(lab(Self.over(reference, white: false)), lab(Self.over(sample, white: false)))
        let overWhite = LabColor.deltaE94(lab(Self.over(reference, white: true)), lab(Self.over(sample, white: true)))
        return max(overBlack, overWhite)
    }

    /// A premultiplied pixel composited over opaque black or white.
    static func over(_ pixel: UInt32, white: Bool) -> UInt32 {
        let cover = white ? 255 - (pixel >> 24) : 0
        let red = min(255, (pixel & 0xFF) + cover)
        let green = min(255, ((pixel >> 8) & 0xFF) + cover)
        let blue = min(255, ((pixel >> 16) & 0xFF) + cover)
        return red | green << 8 | blue << 16 | 0xFF00_0000
    }

    private mutating func lab(_ opaque: UInt32) -> LabColor {
        let slot = Int((opaque &* 2_654_435_761) >> 20)
        if filled[slot], keys[slot] == opaque { return colors[slot] }
        let color = LabColor(red: opaque & 0xFF, green: (opaque >> 8) & 0xFF, blue: (opaque >> 16) & 0xFF)
        keys[slot] = opaque
        filled[slot] = true
        colors[slot] = color
        return color
    }
}

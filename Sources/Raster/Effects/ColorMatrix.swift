import CRasterKernels
import Foundation

/// A change of colour applied pixel by pixel: each of red, green, blue and alpha (straight, not
/// premultiplied, 0...1) becomes a weighted sum of the four plus an offset, as in SVG's
/// `feColorMatrix`. SwiftUI's brightness, contrast, saturation and the like are such matrices.
public struct ColorMatrix: Sendable, Equatable {
    /// Four rows (red, green, blue, alpha) of five entries: the weights of red, green, blue and
    /// alpha, then the offset.
    public var rows: [[Double]]

    /// A matrix from four rows of five entries.
    public init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a colour matrix has 4 rows of 5 entries")
        self.rows = rows
    }

    /// Leaves colours as they are.
    public static let identity = ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]])

    /// Adds `amount` to red, green and blue (1 turns every visible pixel white).
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0]])
    }

    /// Moves red, green and blue away from (above 1) or towards (below 1) middle grey.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix(rows: [[amount, 0, 0, 0, offset], [0, amount, 0, 0, offset], [0, 0, amount, 0, offset],
                                  [0, 0, 0, 1, 0]])
    }

    /// Scales colourfulness keeping luminance (Rec. 709 weights): 0 is grey, 1 unchanged.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let (r, g, b) = (0.2126, 0.7152, 0.0722)
        let s = amount
        return ColorMatrix(rows: [
            [r + (1 - r) * s, g - g * s, b - b * s, 0, 0],
            [r - r * s, g + (1 - g) * s, b - b * s, 0, 0],
            [r - r * s, g - g * s, b + (1 - b) * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Turns hues around the colour wheel by `angle`, keeping luminance.
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let cosine = cos(angle.radians), sine = sin(angle.radians)
        return ColorMatrix(rows: [
            [0.213 + cosine * 0.787 - sine * 0.213, 0.715 - cosine * 0.715 - sine * 0.715, 0.072 - cosine * 0.072 + sine * 0.928, 0, 0],
            [0.213 - cosine * 0.213 + sine * 0.143, 0.715 + cosine * 0.285 + sine * 0.140, 0.072 - cosine * 0.072 - sine * 0.283, 0, 0],
            [0.213 - cosine * 0.213 - sine * 0.787, 0.715 - cosine * 0.715 + sine * 0.715, 0.072 + cosine * 0.928 + sine * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// Multiplies each component by `color`'s.
    public static func multiply(by color: RGBAColor) -> ColorMatrix {
        ColorMatrix(rows: [[color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0],
                           [0, 0, 0, color.alpha, 0]])
    }

    /// Turns red, green and blue into their opposites.
    public static let inversion = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])

    /// Changes premultiplied `pixels` in place (in C: a material saturates every pixel under it,
    /// and this loop in Swift took most of a debug build's render of a screen of materials).
    func apply(to pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let m = rows.flatMap { $0.map { $0.isNaN ? 0 : $0 } }
        vt_color_matrix(pixels, count, m, m[19] > 0 ? 1 : 0)
    }
}

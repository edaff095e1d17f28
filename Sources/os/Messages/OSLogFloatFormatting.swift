/// How a `Logger` message prints an interpolated floating-point number, as the `format:` argument
/// of its interpolation: printf's `%f` (`fixed`, the default: six digits after the point unless a
/// precision is given), `%e` (`exponential`), `%g` (`hybrid`) or `%a` (`hex`), with an optional
/// `+` and capital letters.
public struct OSLogFloatFormatting {
    /// The printf conversion in lower case: `f`, `e`, `g` or `a`.
    let notation: Character
    /// Whether non-negative numbers carry a `+`.
    let explicitPositiveSign: Bool
    /// Whether letters (`E`, `INF`, `NAN`, hexadecimal digits) are capitals.
    let uppercase: Bool
    /// The digits after the point (`%g`: significant digits); read when the message is written.
    let precision: (() -> Int)?

    /// Fixed-point notation with six digits after the point, printf's `%f`.
    public static var fixed: OSLogFloatFormatting { .fixed() }
    /// Hexadecimal notation, printf's `%a`.
    public static var hex: OSLogFloatFormatting { .hex() }
    /// Exponential notation, printf's `%e`.
    public static var exponential: OSLogFloatFormatting { .exponential() }
    /// Fixed or exponential notation by the number's size, printf's `%g`.
    public static var hybrid: OSLogFloatFormatting { .hybrid() }

    /// Fixed-point notation with `precision` digits after the point.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: "f", explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase, precision: precision)
    }

    /// Fixed-point notation with six digits after the point.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: "f", explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase, precision: nil)
    }

    /// Hexadecimal notation.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: "a", explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase, precision: nil)
    }

    /// Exponential notation with `precision` digits after the point.
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: "e", explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase, precision: precision)
    }

    /// Exponential notation with six digits after the point.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: "e", explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase, precision: nil)
    }

    /// Fixed or exponential notation with `precision` significant digits.
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: "g", explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase, precision: precision)
    }

    /// Fixed or exponential notation with six significant digits.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: "g", explicitPositiveSign: explicitPositiveSign,
                             uppercase: uppercase, precision: nil)
    }

    /// `value` in this format, padded as `align` says.
    func text(_ value: Double, align: OSLogStringAlignment) -> String {
        var specifier = align.specifier(uppercase ? Character(notation.uppercased()) : notation)
        specifier.explicitSign = explicitPositiveSign
        specifier.precision = precision?()
        return specifier.render(value)
    }
}

/// How a `Logger` message prints an interpolated integer, as the `format:` argument of its
/// interpolation: decimal, hexadecimal or octal, with an optional sign, prefix and minimum number
/// of digits. The digits are printf's (`%d`, `%u`, `%x`, `%o` with a precision), as Apple's
/// overlay builds them (swiftlang/swift `stdlib/private/OSLog/OSLogIntegerFormatting.swift`): a
/// negative number in hexadecimal or octal prints its two's complement bits, and the `+` and the
/// Swift-style prefix (`0x`, `0o`) come before the digits; alignment pads the whole.
public struct OSLogIntegerFormatting {
    /// 10, 16 or 8.
    let radix: Int
    /// Whether non-negative numbers carry a `+`.
    let explicitPositiveSign: Bool
    /// Whether hexadecimal numbers start with `0x`, octal ones with `0o`.
    let includePrefix: Bool
    /// Whether hexadecimal digits above 9 are capitals.
    let uppercase: Bool
    /// The minimum number of digits, zero-padded; read when the message is written.
    let minDigits: (() -> Int)?

    /// The standard decimal format.
    public static var decimal: OSLogIntegerFormatting { .decimal() }
    /// The standard hexadecimal format: lower-case digits without a prefix.
    public static var hex: OSLogIntegerFormatting { .hex() }
    /// The standard octal format, without a prefix.
    public static var octal: OSLogIntegerFormatting { .octal() }

    /// A decimal format, with a `+` before non-negative numbers if `explicitPositiveSign`.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign,
                               includePrefix: false, uppercase: false, minDigits: nil)
    }

    /// A decimal format of at least `minDigits` digits, zero-padded.
    public static func decimal(explicitPositiveSign: Bool = false,
                               minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign,
                               includePrefix: false, uppercase: false, minDigits: minDigits)
    }

    /// A hexadecimal format, optionally with a `0x` prefix and capital digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                           uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign,
                               includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
    }

    /// A hexadecimal format of at least `minDigits` digits, zero-padded.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign,
                               includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// An octal format, optionally with a `0o` prefix.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                             uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign,
                               includePrefix: includePrefix, uppercase: uppercase, minDigits: nil)
    }

    /// An octal format of at least `minDigits` digits, zero-padded.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign,
                               includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// `value` in this format, padded as `align` says.
    func text<T: BinaryInteger>(_ value: T, align: OSLogStringAlignment) -> String {
        var digits = PrintfSpecifier(conversion: conversion(signed: T.isSigned))
        digits.precision = minDigits?()
        // A signed decimal's `+` is printf's; other numbers get a literal one before the prefix.
        let signedDecimal = radix == 10 && T.isSigned
        digits.explicitSign = explicitPositiveSign && signedDecimal
        var prefix = explicitPositiveSign && !signedDecimal ? "+" : ""
        if includePrefix { prefix += radix == 16 ? "0x" : radix == 8 ? "0o" : "" }
        return align.specifier("@").pad(prefix + digits.render(value))
    }

    /// The printf conversion of this format's radix and case, for a signed or unsigned type.
    private func conversion(signed: Bool) -> Character {
        switch radix {
        case 16: uppercase ? "X" : "x"
        case 8: "o"
        default: signed ? "d" : "u"
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One conversion of a printf-style format (`%-8.2f`, `%{public}@`, `%llx`), the form both
/// `os_log`'s `StaticString` formats and `Logger`'s interpolations are rendered through, as
/// Apple's unified logging renders them (the Swift overlay turns each interpolation into such a
/// specifier; swiftlang/swift `stdlib/private/OSLog/OSLogIntegerFormatting.swift`).
struct PrintfSpecifier: Equatable {
    /// `-`: pad on the right instead of the left.
    var leftAligned = false
    /// `+`: a sign before non-negative signed numbers.
    var explicitSign = false
    /// ` `: a space before non-negative signed numbers.
    var spaceSign = false
    /// `#`: C's alternate form (`0x` before hexadecimal digits, a leading `0` in octal).
    var alternate = false
    /// `0`: pad numbers with zeros after the sign instead of spaces before it.
    var zeroPadded = false
    /// The minimum width in characters, padded with spaces.
    var width: Int?
    /// Digits after the point (floating point), minimum digits (integers), maximum characters (strings).
    var precision: Int?
    /// The conversion character: `d i u o x X f F e E g G a A s @ c`; anything else prints its argument.
    var conversion: Character = "@"

    /// `argument` as this specifier prints it. Integers and floating-point numbers go through the C
    /// library's `vsnprintf` in the "C" locale, so the text is the same on every machine; strings
    /// and objects print their `String(describing:)`.
    func render(_ argument: Any) -> String {
        switch conversion {
        case "d", "i":
            guard let integer = argument as? any BinaryInteger else { return pad(String(describing: argument)) }
            return cFormat(length: "ll", Int64(truncatingIfNeeded: integer))
        case "u", "o", "x", "X":
            guard let integer = argument as? any BinaryInteger else { return pad(String(describing: argument)) }
            return cFormat(length: "ll", Self.twosComplementBits(integer))
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let number = Self.double(argument) else { return pad(String(describing: argument)) }
            return cFormat(length: "", number)
        case "c":
            if let integer = argument as? any BinaryInteger,
               let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: integer)) {
                return pad(String(Character(scalar)))
            }
            return pad(String(describing: argument))
        default:
            var text = String(describing: argument)
            if let precision, text.count > precision { text = String(text.prefix(precision)) }
            return pad(text)
        }
    }

    /// `text` padded with spaces to `width` characters, on the side the `-` flag picks.
    func pad(_ text: String) -> String {
        guard let width, text.count < width else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return leftAligned ? text + padding : padding + text
    }

    /// The C format of this specifier with `length` (`ll` for 64-bit integers) before its conversion.
    private func cFormatString(length: String) -> String {
        var format = "%"
        if leftAligned { format += "-" }
        if explicitSign { format += "+" }
        if spaceSign { format += " " }
        if alternate { format += "#" }
        if zeroPadded { format += "0" }
        if let width { format += String(max(0, width)) }
        if let precision { format += "." + String(max(0, precision)) }
        return format + length + String(conversion)
    }

    /// `value` printed by `vsnprintf` with this specifier, in the "C" locale (a `.` as decimal
    /// point whatever the process's locale).
    private func cFormat(length: String, _ value: CVarArg) -> String {
        let format = cFormatString(length: length)
        let previous = uselocale(Self.cLocale)
        defer { uselocale(previous) }
        var buffer = [CChar](repeating: 0, count: 128)
        let needed = Int(withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) })
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: needed + 1)
            _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The "C" locale, whose decimal point is `.`, made once for all threads.
    nonisolated(unsafe) private static let cLocale = newlocale(LC_NUMERIC_MASK, "C", nil)

    /// `integer`'s bits as the unsigned integer of its own width, as C reads a negative `int` for `%x`.
    private static func twosComplementBits(_ integer: any BinaryInteger) -> UInt64 {
        let bits = UInt64(truncatingIfNeeded: integer)
        let width = integer.bitWidth
        return width >= 64 ? bits : bits & ((UInt64(1) << width) - 1)
    }

    /// `argument` as a `Double` if it is a floating-point number (or an integer, which `%f` promotes).
    private static func double(_ argument: Any) -> Double? {
        if let number = argument as? any BinaryFloatingPoint { return Double(number) }
        if let integer = argument as? any BinaryInteger { return Double(integer) }
        return nil
    }
}

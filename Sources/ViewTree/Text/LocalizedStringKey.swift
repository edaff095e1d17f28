import Foundation

/// The key of a localized string, as in SwiftUI: what a string literal passed to `Text`
/// becomes, interpolations included (`Text("\(count) items")` has the key `"%lld items"`).
/// `Text` looks the key up in the app's string tables (see `StringTables`) and shows it as
/// written when none has it; interpolations are formatted as SwiftUI formats them, in the
/// environment's locale.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// One piece of the key.
    enum Segment: Equatable, Sendable {
        /// Written in the literal: read as Markdown.
        case literal(String)
        /// An interpolated string, shown as it is.
        case argument(String)
        case formatted(FormattedString)
        case text(Text)
    }

    let segments: [Segment]
    /// The key as string tables list it: the literal parts, with `%` doubled, and a placeholder
    /// for each interpolation (`%@`, `%lld`, `%lf` or its specifier), as SwiftUI makes it.
    let tableKey: String
    /// The first interpolated integer, which chooses a plural variation.
    let pluralCount: Int64?

    /// A key of `value` as it is.
    public init(_ value: String) {
        segments = [.literal(value)]
        tableKey = value.replacingOccurrences(of: "%", with: "%%")
        pluralCount = nil
    }

    /// A key written as a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key written with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        tableKey = stringInterpolation.tableKey
        pluralCount = stringInterpolation.pluralCount
    }

    /// The pieces of an interpolated key, as SwiftUI's `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        var tableKey = ""
        var pluralCount: Int64?

        /// Adds an interpolated segment and its placeholder in the key.
        private mutating func append(_ segment: Segment, placeholder: String) {
            segments.append(segment)
            tableKey += placeholder
        }

        /// Room for `literalCapacity` characters and `interpolationCount` values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            tableKey += literal.replacingOccurrences(of: "%", with: "%%")
            if case .literal(let previous)? = segments.last {
                segments[segments.count - 1] = .literal(previous + literal)
            } else {
                segments.append(.literal(literal))
            }
        }

        /// A string as it is (never read as Markdown).
        public mutating func appendInterpolation(_ string: String) {
            append(.argument(string), placeholder: "%@")
        }

        /// An integer in decimal digits without grouping (SwiftUI's `%lld`).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(.argument(String(value)), placeholder: "%lld")
            if pluralCount == nil { pluralCount = Int64(clamping: value) }
        }

        /// An integer formatted by a `printf`-style specifier such as `"%03d"`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(.formatted(FormattedString(Int64(value), specifier: specifier)), placeholder: specifier)
            if pluralCount == nil { pluralCount = Int64(clamping: value) }
        }

        /// A floating-point number with six decimals, as SwiftUI's default `%lf` shows it
        /// (`3.500000`); give a specifier or a format for fewer.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            appendInterpolation(value, specifier: "%lf")
        }

        /// A floating-point number formatted by a `printf`-style specifier such as `"%.1f"`, with
        /// the environment's decimal separator.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append(.formatted(FormattedString(Double(value), specifier: specifier)), placeholder: specifier)
        }

        /// `input` formatted with `format` in the environment's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {
            append(.formatted(FormattedString(input, format: format)), placeholder: "%@")
        }

        /// `date` in `style`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(.formatted(FormattedString(date, style: style)), placeholder: "%@")
        }

        /// Text with its own attributes, such as a bold word.
        public mutating func appendInterpolation(_ text: Text) {
            append(.text(text), placeholder: "%@")
        }

        /// Any other value, by its description.
        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            append(.argument(value.description), placeholder: "%@")
        }
    }
}

import Foundation

// Foundation's localized-string API of Apple platforms, which Linux's Foundation lacks:
// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource`. A localized
// string is its translation in the app's string tables (see StringTables.swift), or else its key
// or default value, with the interpolated values written in; formatted values take ViewTree's
// default locale (en_US), never the host's.

extension String {
    /// A string to localize with interpolated values, as Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// The text with its values written in.
        let text: String
        /// The key as string tables list it: the literal with `%` doubled and a placeholder
        /// (`%@`, `%lld`, `%lf`) for each value, as Foundation makes it.
        let tableKey: String
        /// The values, written in, in order.
        let arguments: [String]

        /// The literal `value`.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// The literal with its interpolated values.
        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text
            tableKey = stringInterpolation.tableKey
            arguments = stringInterpolation.arguments
        }

        /// The string `value`, as a key.
        public init(_ value: String) {
            text = value
            tableKey = value.replacingOccurrences(of: "%", with: "%%")
            arguments = []
        }

        /// The text as `table` of `bundle` (or the app's tables) translates it, the values put
        /// where the translation's placeholders are; the text itself when no table has the key.
        func localized(table: String?, bundle: Bundle?) -> String {
            guard let format = StringTables.value(forKey: tableKey, table: table, bundle: bundle, count: nil),
                  format != tableKey else { return text }
            return FormatPiece.pieces(of: format).map { piece in
                switch piece {
                case .literal(let literal): return literal
                case .argument(let index): return arguments.indices.contains(index) ? arguments[index] : ""
                }
            }.joined()
        }

        /// Collects the literal pieces and values of a localized string.
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            var tableKey = ""
            var arguments: [String] = []

            /// Appends a value's text and its placeholder.
            private mutating func append(_ value: String, placeholder: String) {
                text += value
                tableKey += placeholder
                arguments.append(value)
            }

            /// An empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) {
                text.reserveCapacity(literalCapacity)
            }

            /// Appends a literal piece.
            public mutating func appendLiteral(_ literal: String) {
                text += literal
                tableKey += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// Appends `value` as it describes itself (an integer's placeholder is `%lld`, a
            /// floating-point number's `%lf`, anything else's `%@`).
            public mutating func appendInterpolation<T>(_ value: T) {
                let placeholder = value is any BinaryInteger ? "%lld" : value is any BinaryFloatingPoint ? "%lf" : "%@"
                append(String(describing: value), placeholder: placeholder)
            }

            /// Appends the integer `value` written by a `printf`-style `specifier` (`"%02d"`), which
            /// is its placeholder in the key, in ViewTree's default locale.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
                append(String(format: specifier, locale: EnvironmentValues().locale, Int64(clamping: value)),
                       placeholder: specifier)
            }

            /// Appends the number `value` written by a `printf`-style `specifier` (`"%.1f"`), which
            /// is its placeholder in the key, in ViewTree's default locale.
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
                append(String(format: specifier, locale: EnvironmentValues().locale, Double(value)), placeholder: specifier)
            }

            /// Appends `value` written by `format`, in ViewTree's default locale.
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
                where F.FormatOutput == String {
                append(format.resolved(in: EnvironmentValues()).format(value), placeholder: "%@")
            }
        }
    }

    /// The localized string for `key`: its translation in the app's string tables (see
    /// `StringTables`), or the key, with its values written in.
    public init(localized key: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = key.localized(table: table, bundle: bundle)
    }

    /// The localized string for `key`: its translation in the app's string tables, or else
    /// `defaultValue`, the text in the development language.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        let keyText = key.description
        let translated = String.LocalizationValue(keyText).localized(table: table, bundle: bundle)
        self = translated != keyText ? translated : defaultValue.text
    }

    /// The string `resource` stands for.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.text
    }
}

/// A reference to a localized string, resolved later, as Foundation's `LocalizedStringResource`.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// Where the string's table is, as Foundation's `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Hashable, Sendable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)
    }

    /// The key in the string table.
    public let key: String
    /// The text in the development language, with interpolated values written in.
    let defaultValue: String.LocalizationValue
    /// The table's name (Localizable when nil).
    public let table: String?
    /// The locale the string is resolved in.
    public var locale: Locale
    /// The bundle holding the table.
    public let bundle: BundleDescription

    /// A resource whose key and text are the literal `value`.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource whose key and text are the interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// A resource whose key and text are `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.text
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource for `key`, whose text in the development language is `defaultValue`.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// The string the resource stands for.
    public var description: String { defaultValue.text }
}

extension Text {
    /// The string `resource` stands for (a literal makes a `LocalizedStringKey` instead, as in
    /// SwiftUI).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}

import Foundation

// Foundation's localized-string API of Apple platforms, which Linux's Foundation lacks:
// `String(localized:)`, `String.LocalizationValue` and `LocalizedStringResource`. These read no
// string table (only `Text` does, see StringTables.swift), so a localized string is its key or
// default value with the interpolated values written in; formatted values take ViewTree's
// default locale (en_US), never the host's.

extension String {
    /// A string to localize with interpolated values, as Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// The text with its values written in.
        let text: String

        /// The literal `value`.
        public init(stringLiteral value: String) {
            text = value
        }

        /// The literal with its interpolated values.
        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text
        }

        /// The string `value`, as a key.
        public init(_ value: String) {
            text = value
        }

        /// Collects the literal pieces and values of a localized string.
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""

            /// An empty interpolation.
            public init(literalCapacity: Int, interpolationCount: Int) {
                text.reserveCapacity(literalCapacity)
            }

            /// Appends a literal piece.
            public mutating func appendLiteral(_ literal: String) {
                text += literal
            }

            /// Appends `value` as it describes itself.
            public mutating func appendInterpolation<T>(_ value: T) {
                text += String(describing: value)
            }

            /// Appends `value` written by `format`, in ViewTree's default locale.
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
                where F.FormatOutput == String {
                text += format.resolved(in: EnvironmentValues()).format(value)
            }
        }
    }

    /// The localized string for `key`: the key with its values written in.
    public init(localized key: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = key.text
    }

    /// The localized string for `key`, whose text in the development language is `defaultValue`.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
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

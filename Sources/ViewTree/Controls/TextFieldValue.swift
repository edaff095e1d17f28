import Foundation

// Text fields that edit a value other than a string, as SwiftUI's `TextField(_:value:format:)`
// and `TextField(_:value:formatter:)`: at rest they show the value written by the format style
// (or formatter) in the environment's locale, or their prompt while an optional value is nil.

extension TextField {
    /// A field editing `value` through `format`, described by `label`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(content: Text(formatted: FormattedString(value.wrappedValue, format: format)), prompt: prompt,
                  label: label())
    }

    /// A field editing the optional `value` through `format`: the prompt while it is `nil`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        let content = value.wrappedValue.map { Text(formatted: FormattedString($0, format: format)) }
        self.init(content: content, prompt: prompt, label: label())
    }

    /// A field editing `value` through `formatter`, described by `label`.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(content: TextField.content(value.wrappedValue, formatter: formatter), prompt: prompt, label: label())
    }

    /// `value` written by `formatter`, or `nil` (the prompt) for a `nil` optional.
    private static func content<V>(_ value: V, formatter: Formatter) -> Text? {
        if let optional = value as? any OptionalValue, optional.isNone { return nil }
        return Text(formatted: FormattedString(value, formatter: formatter))
    }
}

extension TextField where Label == Text {
    /// A field editing `value` through `format`, titled `titleKey` (the prompt while it is empty).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing `value` through `format`, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field editing the optional `value` through `format`, titled `titleKey`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing the optional `value` through `format`, titled with the string `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field editing `value` through `formatter`, titled `titleKey`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing `value` through `formatter`, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }
}

/// An optional seen through a value of unknown type, to tell `nil` apart.
private protocol OptionalValue {
    /// Whether the optional is `nil`.
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
}

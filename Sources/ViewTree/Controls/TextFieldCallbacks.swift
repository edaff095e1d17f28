// iOS 13's text field and secure field initialisers with editing callbacks, as SwiftUI keeps
// them: a render neither edits nor commits, so they draw as the fields without callbacks.

extension TextField where Label == Text {
    /// A field editing `text`, titled `titleKey`, calling `onEditingChanged` as editing begins and
    /// ends and `onCommit` on Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, text: text)
    }

    /// A field editing `text`, titled `titleKey`, calling `onCommit` on Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A field editing `text`, titled with the string `title`, calling `onEditingChanged` and `onCommit`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
    }

    /// A field editing `text`, titled with the string `title`, calling `onCommit` on Return.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }

    /// A field editing `value` through `formatter`, titled `titleKey`, with editing callbacks.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field editing `value` through `formatter`, titled `titleKey`, calling `onCommit` on Return.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                   onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }
}

extension SecureField where Label == Text {
    /// A field editing `text` without showing it, titled `titleKey`, calling `onCommit` on Return.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A field editing `text` without showing it, titled with the string `title`, calling
    /// `onCommit` on Return.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}

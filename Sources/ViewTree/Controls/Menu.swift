/// A control that shows a menu when tapped, as SwiftUI's `Menu`: a render shows its label, drawn
/// as a button (tinted, following `buttonStyle(_:)`); the menu's content is never shown.
nonisolated public struct Menu<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    /// A menu of `content` showing `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A menu of `content` showing `label`, with an action for a plain tap (never run here).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    /// The label, drawn as a button.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu of `content` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu of `content` titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu of `content` titled `titleKey`, with an action for a plain tap (never run here).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu of `content` titled with the string `title` (verbatim), with an action for a plain tap.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ViewTree.Label<Text, Image> {
    /// A menu of `content` titled `titleKey` with the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewTree.Label(titleKey, systemImage: systemImage) }
    }
}

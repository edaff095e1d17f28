import Foundation

/// A label beside a value or a control, as SwiftUI's `LabeledContent`: a form row's title at
/// the leading edge and its value at the trailing edge, drawn by the labeled-content style in
/// the environment (`labeledContentStyle(_:)`).
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    /// The styles to draw in, innermost last, when made from a style's configuration: those
    /// around the style that made it.
    private var outerStyles: [any LabeledContentStyle]?
    @Environment(\.labeledContentStyles) private var environmentStyles

    /// The view `content` builds, labelled by the view `label` builds.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label and content drawn by the innermost style in the environment.
    public var body: some View {
        let styles = outerStyles ?? environmentStyles
        let configuration = LabeledContentStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content)),
                                                             outerStyles: Array(styles.dropLast()))
        return (styles.last ?? AutomaticLabeledContentStyle()).body(for: configuration)
    }
}

extension LabeledContent where Label == Text {
    /// The view `content` builds, labelled by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// The view `content` builds, labelled by the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The string `value` (verbatim), labelled by `titleKey`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// The string `value` (verbatim), labelled by the string `title` (verbatim).
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// `value` written by `format`, labelled by `titleKey`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// `value` written by `format`, labelled by the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
                               Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style was handed, to draw it in the style around that style
    /// (the automatic style when there is none).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        outerStyles = configuration.outerStyles
    }
}

/// How labeled content is drawn from its label and content, as SwiftUI's `LabeledContentStyle`;
/// set one with `labeledContentStyle(_:)`. Main-actor isolated, as views are.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view labeled content becomes.
    associatedtype Body: View
    /// The label and content being drawn.
    typealias Configuration = LabeledContentStyleConfiguration

    /// The view for the labeled content described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label and content of labeled content, handed to a `LabeledContentStyle`.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    nonisolated public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// The label.
        public var body: some View { view }
    }

    /// The content, as a view.
    nonisolated public struct Content: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// The content.
        public var body: some View { view }
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
    /// The styles around the one drawing, innermost last.
    let outerStyles: [any LabeledContentStyle]
}

/// The style labeled content has unless one is set: as iOS draws a form row, the label at the
/// leading edge and the content at the trailing edge in the secondary style, text in it
/// aligned trailing when it wraps.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The style.
    public init() {}
    /// The label, then the content pushed to the trailing edge.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.label
            Spacer(minLength: 0)
            configuration.content
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

nonisolated extension LabeledContentStyle {
    /// The labeled content described by `configuration`, type-erased.
    func body(for configuration: Configuration) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
}

private struct LabeledContentStylesKey: EnvironmentKey {
    static var defaultValue: [any LabeledContentStyle] { [] }
}

extension EnvironmentValues {
    /// The styles set around a view, innermost last: labeled content is drawn in the innermost,
    /// and `LabeledContent(configuration)` in the one around it (the automatic style when none
    /// is set).
    var labeledContentStyles: [any LabeledContentStyle] {
        get { self[LabeledContentStylesKey.self] }
        set { self[LabeledContentStylesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws labeled content inside this view in `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        transformEnvironment { $0.labeledContentStyles.append(style) }
    }
}

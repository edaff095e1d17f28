import Foundation

/// A box grouping content under an optional label, as SwiftUI's `GroupBox`, drawn by the
/// group box style in the environment (`groupBoxStyle(_:)`; iOS's box by default).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    /// Whether the box was made from a style's configuration, and so is drawn in the default
    /// style (a style wrapping `GroupBox(configuration)` would otherwise draw itself again).
    private var drawsInDefaultStyle = false
    @Environment(\.groupBoxStyle) private var style

    /// A box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label and content drawn by the environment's style.
    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content)))
        return ((drawsInDefaultStyle ? nil : style) ?? DefaultGroupBoxStyle()).body(for: configuration)
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style was handed, drawn as iOS draws group boxes (the default style), so
    /// that a custom style can wrap the standard box.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        drawsInDefaultStyle = true
    }
}

extension GroupBox {
    /// A box of `content` under `label` (SwiftUI's iOS 14 spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box of `content` titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

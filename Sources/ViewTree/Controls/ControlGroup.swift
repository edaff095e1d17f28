/// Controls that belong together, as SwiftUI's `ControlGroup`, drawn by the control group style
/// in the environment (`controlGroupStyle(_:)`): by default, in a view's content on iOS, its
/// buttons side by side in equal widths on one grey rounded rectangle, hairlines between them.
nonisolated public struct ControlGroup<Content: View>: View {
    private let content: Content
    private let label: AnyView?
    @Environment(\.controlGroupStyle) private var style

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }

    /// A group of the controls `content` builds, labelled by `label` (shown where the group
    /// becomes a menu).
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
        where Content == LabeledControlGroupContent<C, L> {
        let label = label()
        self.content = LabeledControlGroupContent(content: content(), label: label)
        self.label = AnyView(label)
    }

    /// The group drawn by the style in the environment.
    public var body: some View {
        style.body(for: ControlGroupStyleConfiguration(content: .init(AnyView(content)),
                                                       label: .init(label ?? AnyView(EmptyView()))))
    }
}

extension ControlGroup {
    /// A group of the controls `content` builds, titled `titleKey`.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group of the controls `content` builds, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A group of the controls `content` builds, titled `titleKey` with the SF Symbol `systemImage`.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }
}

/// The content of a labelled control group, as SwiftUI's `LabeledControlGroupContent`: the
/// controls; the label is the group's title where it becomes a menu.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The controls.
    public var body: some View { content }
}

/// A view that shows or hides its content, as SwiftUI's `DisclosureGroup`, drawn by the
/// disclosure group style in the environment (`disclosureGroupStyle(_:)`): by default its label
/// with a chevron in the tint at the trailing edge (pointing right when collapsed, down when
/// expanded) and, expanded, the content below it. Without an `isExpanded` binding it is collapsed.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    private let isExpanded: Binding<Bool>
    private let label: Label
    private let content: Content
    @Environment(\.disclosureGroupStyle) private var style

    /// A group expanded as `isExpanded` says, showing `content` under `label`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.label = label()
        self.content = content()
    }

    /// A collapsed group showing `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isExpanded: .constant(false), content: content, label: label)
    }

    /// The group drawn by the environment's style.
    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(label: .init(AnyView(label)), content: .init(AnyView(content)),
                                                              isExpanded: isExpanded)
        return (style ?? AutomaticDisclosureGroupStyle()).body(for: configuration)
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `titleKey`, expanded as `isExpanded` says.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A collapsed group titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: .constant(false), content: content) { Text(titleKey) }
    }
}

/// The chevron of a disclosure group: `chevron.right` or `chevron.down`, semibold, in the tint.
nonisolated struct DisclosureGroupChevron: View {
    let isExpanded: Bool
    @Environment(\.tint) private var tint

    var body: some View {
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
            .font(.footnote.weight(.semibold))
            .foregroundStyle(tint ?? .accentColor)
    }
}

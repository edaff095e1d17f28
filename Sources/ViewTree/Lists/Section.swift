import Foundation

/// A part of a list, form or lazy container with an optional header and footer, as SwiftUI's
/// `Section`. In a `List` or `Form` it is a group of rows drawn in the list's style; anywhere
/// else its header, content and footer are simply views in a row of their container.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content` under `header` and above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section of `content` under `header` and above `footer` (SwiftUI's older form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let rows = content.resolveNodes(in: environment)
        guard environment.collectsListSections else {
            return header.resolveNodes(in: environment) + rows + footer.resolveNodes(in: environment)
        }
        return [SectionNode(header: header.resolveNodes(in: environment.forListSectionHeader), rows: rows,
                            footer: footer.resolveNodes(in: environment.forListSectionFooter),
                            direction: environment.layoutDirection)]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section of `content` under `header` (SwiftUI's older form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` above `footer` (SwiftUI's older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` under the title `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section of `content` under the string `title`, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section of a list: its header, rows and footer, which the list lays out in its style.
/// Anywhere else (a section inside a row) it is a column of them.
final class SectionNode: LayoutNode {
    let header: [LayoutNode]
    let rows: [LayoutNode]
    let footer: [LayoutNode]
    private let column: StackNode

    init(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode], direction: LayoutDirection) {
        self.header = header
        self.rows = rows
        self.footer = footer
        column = StackNode(axis: .vertical, alignment: .horizontal(.center), spacing: nil, children: header + rows + footer,
                           direction: direction)
        super.init(name: "Section", direction: direction)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { column.sizeThatFits(proposal) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [(column, CGRect(origin: .zero, size: column.sizeThatFits(proposal(thatGave: size))))]
    }
}

import Foundation

/// A part of a list, form or lazy container with an optional header and footer, as SwiftUI's
/// `Section`. In a `List` or `Form` it is a group of rows drawn in the list's style; in a lazy
/// stack with pinned views its header, content and footer are views of the stack that the stack
/// knows as a section; anywhere else they are simply views in a row of their container.
/// Its content may also be a table's rows (`Section { ForEach(orders) { TableRow($0) } }`).
nonisolated public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the rows show: a collapsed section (`Section(isExpanded:)`) shows its header only.
    var isExpanded = true

    /// A section of `header`, `content` and `footer`.
    init(header: Parent, content: Content, footer: Footer) {
        self.header = header
        self.content = content
        self.footer = footer
    }
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    /// A section of `content` under `header` and above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section of `content` under `header` and above `footer` (SwiftUI's older form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let rows = isExpanded ? content.resolveNodes(in: environment) : []
        let parts: (header: EnvironmentValues, footer: EnvironmentValues)
        if environment.collectsListSections {
            parts = (environment.forListSectionHeader, environment.forListSectionFooter)
        } else if environment.collectsStackSections {
            var inner = environment
            inner.collectsStackSections = false
            parts = (inner, inner)
        } else {
            return header.resolveNodes(in: environment) + rows + footer.resolveNodes(in: environment)
        }
        return [SectionNode(header: header.resolveNodes(in: parts.header), rows: rows, footer: footer.resolveNodes(in: parts.footer),
                            margins: environment.listSectionMargins, direction: environment.layoutDirection)]
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section of `content` with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section of `content` under `header` (SwiftUI's older form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section of `content` above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` above `footer` (SwiftUI's older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
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

/// A section of a list or lazy stack: its header, rows and footer, which the container lays
/// out. Anywhere else (a section inside a row) it is a column of them.
final class SectionNode: LayoutNode {
    let header: [LayoutNode]
    let rows: [LayoutNode]
    let footer: [LayoutNode]
    private let column: StackNode

    /// The section's leading and trailing margins in a list (`listSectionMargins(_:_:)`).
    let margins: ListSectionMargins

    init(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode], margins: ListSectionMargins = ListSectionMargins(),
         direction: LayoutDirection) {
        self.header = header
        self.rows = rows
        self.footer = footer
        self.margins = margins
        column = StackNode(axis: .vertical, alignment: .horizontal(.center), spacing: nil, children: header + rows + footer,
                           direction: direction)
        super.init(name: "Section", direction: direction)
    }

    /// The section under modifiers that leave its layout alone (row modifiers on it), if `node` is one.
    static func unwrapping(_ node: LayoutNode) -> SectionNode? {
        if let section = node as? SectionNode { return section }
        return (node as? TransparentModifierNode).flatMap { unwrapping($0.child) }
    }

    /// The header as one view: its views in a column when there are several.
    private(set) lazy var headerView: LayoutNode? = Self.single(header, direction: direction)
    /// The footer as one view.
    private(set) lazy var footerView: LayoutNode? = Self.single(footer, direction: direction)

    private static func single(_ nodes: [LayoutNode], direction: LayoutDirection) -> LayoutNode? {
        nodes.count > 1 ? StackNode(axis: .vertical, alignment: .horizontal(.leading), spacing: nil, children: nodes,
                                    direction: direction) : nodes.first
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { column.sizeThatFits(proposal) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [(column, CGRect(origin: .zero, size: column.sizeThatFits(proposal(thatGave: size))))]
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section under `header` that shows its rows while `isExpanded` is true (iOS 17), its
    /// header alone when collapsed.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled `titleKey` that shows its rows while `isExpanded` is true (iOS 17).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A section titled `title` that shows its rows while `isExpanded` is true (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }
}

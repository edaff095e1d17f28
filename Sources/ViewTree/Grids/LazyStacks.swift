import Foundation

/// The parts of sections that stay pinned to a lazy container's edge while it scrolls, as in
/// SwiftUI; a container at rest shows them where they are.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that makes its views as they scroll into sight, as SwiftUI's. It lays out as a
/// VStack, but takes the whole width it is offered, its views aligned in it.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy column of `content`, aligned by `alignment`, `spacing` apart (8 by default).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [lazyStack(.vertical, alignment: .horizontal(alignment), spacing: spacing, content: content, in: environment)]
    }
}

/// A row that makes its views as they scroll into sight, as SwiftUI's. It lays out as an
/// HStack, but takes the whole height it is offered, its views aligned in it.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy row of `content`, aligned by `alignment`, `spacing` apart (8 by default).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [lazyStack(.horizontal, alignment: .vertical(alignment), spacing: spacing, content: content, in: environment)]
    }
}

/// A lazy stack of `content` along `axis`: a stack that fills the proposal across its axis.
private func lazyStack<Content: View>(_ axis: Axis, alignment: StackNode.CrossAlignment, spacing: CGFloat?, content: Content,
                                      in environment: EnvironmentValues) -> LayoutNode {
    StackNode(axis: axis, alignment: alignment, spacing: spacing,
              children: content.resolveNodes(in: environment.inStack(axis).outsideList), direction: environment.layoutDirection,
              fillsCrossAxis: true, name: axis == .vertical ? "LazyVStack" : "LazyHStack")
}

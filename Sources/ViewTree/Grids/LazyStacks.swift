import Foundation

/// The parts of sections that stay pinned to the edges of the scroll view a lazy stack is in,
/// as in SwiftUI: a header whose section starts above what the scroll view shows sticks to its
/// top, a footer whose section ends below it to its bottom.
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
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy column of `content`, aligned by `alignment`, `spacing` apart (by default as each pair prefers, as in a stack).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [lazyStack(.vertical, alignment: .horizontal(alignment), spacing: spacing, pinnedViews: pinnedViews, content: content,
                   in: environment)]
    }
}

/// A row that makes its views as they scroll into sight, as SwiftUI's. It lays out as an
/// HStack, but takes the whole height it is offered, its views aligned in it.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy row of `content`, aligned by `alignment`, `spacing` apart (by default as each pair prefers, as in a stack).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [lazyStack(.horizontal, alignment: .vertical(alignment), spacing: spacing, pinnedViews: pinnedViews, content: content,
                   in: environment)]
    }
}

/// A lazy stack of `content` along `axis`: a stack that fills the proposal across its axis,
/// knowing its sections when it pins their headers or footers.
private func lazyStack<Content: View>(_ axis: Axis, alignment: StackNode.CrossAlignment, spacing: CGFloat?,
                                      pinnedViews: PinnedScrollableViews, content: Content,
                                      in environment: EnvironmentValues) -> LayoutNode {
    let name = axis == .vertical ? "LazyVStack" : "LazyHStack"
    let spacing = environment.validSpacing(spacing, of: name)
    var inner = environment.inStack(axis).outsideList
    guard !pinnedViews.isEmpty else {
        // In a scroll view along its axis, elements are made as layout reaches them.
        if let hint = environment.scrollLengthHints[axis], let rows = content.lazyRows(in: inner) {
            return LazyStackNode(axis: axis, alignment: alignment, spacing: spacing, rows: rows, hint: hint,
                                 direction: environment.layoutDirection, name: name)
        }
        return StackNode(axis: axis, alignment: alignment, spacing: spacing, children: content.resolveNodes(in: inner),
                         direction: environment.layoutDirection, fillsCrossAxis: true, name: name)
    }
    inner.collectsStackSections = true
    return PinnedSectionsStackNode(axis: axis, alignment: alignment, spacing: spacing, nodes: content.resolveNodes(in: inner),
                                   pinned: pinnedViews, direction: environment.layoutDirection, name: name)
}

private struct CollectsStackSectionsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views being resolved are the views of a lazy stack that pins sections' parts,
    /// which keeps its sections together.
    var collectsStackSections: Bool {
        get { self[CollectsStackSectionsKey.self] }
        set { self[CollectsStackSectionsKey.self] = newValue }
    }
}

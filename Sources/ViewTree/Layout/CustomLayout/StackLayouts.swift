import Foundation

/// The HStack's layout as a `Layout` value, for `AnyLayout` and for composing custom layouts.
public struct HStackLayout: NodeBackedLayout {
    /// How subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The space between neighbours; `nil` is each pair's own preference (`ViewSpacing`).
    public var spacing: CGFloat?

    /// A row aligned by `alignment`, `spacing` apart.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack: spacers stretch horizontally.
    public static var layoutProperties: LayoutProperties { .stack(.horizontal) }

    func node(for subviews: Subviews) -> LayoutNode {
        StackNode(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, children: subviews.map(\.node))
    }
}

/// The VStack's layout as a `Layout` value, for `AnyLayout` and for composing custom layouts.
public struct VStackLayout: NodeBackedLayout {
    /// How subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The space between neighbours; `nil` is each pair's own preference (`ViewSpacing`).
    public var spacing: CGFloat?

    /// A column aligned by `alignment`, `spacing` apart.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack: spacers stretch vertically.
    public static var layoutProperties: LayoutProperties { .stack(.vertical) }

    func node(for subviews: Subviews) -> LayoutNode {
        StackNode(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, children: subviews.map(\.node))
    }
}

/// The ZStack's layout as a `Layout` value, for `AnyLayout` and for composing custom layouts.
public struct ZStackLayout: NodeBackedLayout {
    /// How subviews line up.
    public var alignment: Alignment

    /// Subviews overlaid, aligned by `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    func node(for subviews: Subviews) -> LayoutNode {
        ZStackNode(alignment: alignment, children: subviews.map(\.node), direction: .leftToRight)
    }
}

extension LayoutProperties {
    /// The properties of a stack along `axis`.
    static func stack(_ axis: Axis) -> LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }
}

/// What the stack layouts keep for a layout pass: the node that lays their subviews out, so that
/// its measurements are made once however often the layout is asked (as SwiftUI's stack layouts
/// keep `_StackLayoutCache`).
public struct _StackLayoutCache {
    let node: LayoutNode
}

/// A built-in layout whose work the node of its view does: the stacks, as `Layout` values.
protocol NodeBackedLayout: Layout where Cache == _StackLayoutCache {
    /// The node laying out `subviews` as the view would.
    func node(for subviews: Subviews) -> LayoutNode
}

extension NodeBackedLayout {
    /// The node for `subviews`, made once for the pass.
    public func makeCache(subviews: Subviews) -> _StackLayoutCache {
        _StackLayoutCache(node: node(for: subviews))
    }

    /// The size the view's layout takes for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        cache.node.sizeThatFits(proposal)
    }

    /// The spacing preferences of the view's layout (a stack's: its first and last subviews' at
    /// its ends, all of theirs across).
    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing {
        cache.node.viewSpacing
    }

    /// Places the subviews where the view's layout puts them in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout _StackLayoutCache) {
        _ = cache.node.sizeThatFits(proposal)
        for (subview, placed) in zip(subviews, cache.node.placeChildren(in: bounds.size)) {
            // Each subview is proposed what the stack measured it at, so that it is not measured
            // again for its frame's size (each level of nested stack layouts would multiply that).
            subview.place(at: CGPoint(x: bounds.minX + placed.frame.minX, y: bounds.minY + placed.frame.minY),
                          proposal: placed.node.proposal(thatGave: placed.frame.size))
        }
    }
}

import Foundation

/// The HStack's layout as a `Layout` value, for `AnyLayout` and for composing custom layouts.
public struct HStackLayout: NodeBackedLayout {
    /// How subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The space between neighbours; `nil` is the default (8, none next to spacers).
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
    /// The space between neighbours; `nil` is the default (8, none next to spacers).
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

/// A built-in layout whose work the node of its view does: the stacks, as `Layout` values.
protocol NodeBackedLayout: Layout where Cache == Void {
    /// The node laying out `subviews` as the view would.
    func node(for subviews: Subviews) -> LayoutNode
}

extension NodeBackedLayout {
    /// The size the view's layout takes for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        node(for: subviews).sizeThatFits(proposal)
    }

    /// Places the subviews where the view's layout puts them in `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let node = node(for: subviews)
        _ = node.sizeThatFits(proposal)
        for (subview, placed) in zip(subviews, node.placeChildren(in: bounds.size)) {
            subview.place(at: CGPoint(x: bounds.minX + placed.frame.minX, y: bounds.minY + placed.frame.minY),
                          proposal: ProposedViewSize(placed.frame.size))
        }
    }
}

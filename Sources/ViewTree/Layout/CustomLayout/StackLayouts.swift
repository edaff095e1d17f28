import Foundation

/// The HStack's layout as a `Layout` value, for `AnyLayout` and for composing custom layouts.
public struct HStackLayout: Layout {
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

    /// The row's size, as an HStack's.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack(subviews).sizeThatFits(proposal)
    }

    /// Places the subviews as an HStack does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack(subviews).place(subviews, in: bounds)
    }

    private func stack(_ subviews: Subviews) -> StackNode {
        StackNode(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, children: subviews.map(\.node))
    }
}

/// The VStack's layout as a `Layout` value, for `AnyLayout` and for composing custom layouts.
public struct VStackLayout: Layout {
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

    /// The column's size, as a VStack's.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack(subviews).sizeThatFits(proposal)
    }

    /// Places the subviews as a VStack does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack(subviews).place(subviews, in: bounds)
    }

    private func stack(_ subviews: Subviews) -> StackNode {
        StackNode(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, children: subviews.map(\.node))
    }
}

/// The ZStack's layout as a `Layout` value, for `AnyLayout` and for composing custom layouts.
public struct ZStackLayout: Layout {
    /// How subviews line up.
    public var alignment: Alignment

    /// Subviews overlaid, aligned by `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The extent of the aligned subviews, as a ZStack's.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        stack(subviews).sizeThatFits(proposal)
    }

    /// Places the subviews as a ZStack does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        stack(subviews).place(subviews, in: bounds)
    }

    private func stack(_ subviews: Subviews) -> ZStackNode {
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

extension LayoutNode {
    /// Places `subviews` (this node's children, in order) where this node puts them in `bounds`.
    func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
        for (subview, placed) in zip(subviews, placeChildren(in: bounds.size)) {
            subview.place(at: CGPoint(x: bounds.minX + placed.frame.minX, y: bounds.minY + placed.frame.minY),
                          proposal: ProposedViewSize(placed.frame.size))
        }
    }
}

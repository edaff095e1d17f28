import Foundation

/// Where views line up across a vertical stack or inside a frame, horizontally. Positions are
/// measured from the leading edge, so leading is the right edge in right-to-left layouts.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A guide identified by `id`, whose default position `id` gives.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The leading edge.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self)

    private enum Leading: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }
    private enum Trailing: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }
}

/// Where views line up across a horizontal stack or inside a frame, vertically.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// A guide identified by `id`, whose default position `id` gives.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the topmost text; the bottom of views without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the bottommost text; the bottom of views without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    private enum Top: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
    private enum Center: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    private enum Bottom: FrameAlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
    private enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        // A container's first baseline is its children's topmost.
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = min(childValue, parentValue ?? .infinity)
        }
    }
    private enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }
}

/// A horizontal and a vertical alignment together.
public struct Alignment: Hashable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// An alignment of `horizontal` and `vertical`.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// Where a child of `size` goes inside a container of `container`'s size (leading-based
    /// coordinates): the child's guides (explicit or default) meet the container's default
    /// guides, as SwiftUI's frames align their content.
    func origin(of child: LayoutNode, size: CGSize, in container: CGSize) -> CGPoint {
        let dimensions = child.dimensions(in: size)
        return CGPoint(x: horizontal.key.defaultValue(in: container) - dimensions[horizontal.key],
                       y: vertical.key.defaultValue(in: container) - dimensions[vertical.key])
    }

    /// `node` sized for `proposal` and placed in a container of `size` so that their guides meet.
    func place(_ node: LayoutNode, proposing proposal: ProposedViewSize, in size: CGSize) -> (node: LayoutNode, frame: CGRect) {
        let nodeSize = node.sizeThatFits(proposal)
        return (node, CGRect(origin: origin(of: node, size: nodeSize, in: size), size: nodeSize))
    }

    /// The point of a view of `size` at the alignment's default guides.
    func point(in size: CGSize) -> CGPoint {
        CGPoint(x: horizontal.key.defaultValue(in: size), y: vertical.key.defaultValue(in: size))
    }
}

import Foundation

/// Insets on the four edges of a view, leading and trailing as the layout direction reads them.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of the given lengths.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on each of `edges`, nothing on the others.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// The edges of a rectangle, alone or in sets, as in SwiftUI.
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// A child inset by padding: proposed the space less the insets, sized as the child plus them.
/// `safeAreaPadding` is the same layout with the insets added to the child's safe area, so that
/// a child that ignores the safe area grows over them.
final class PaddingNode: ModifierNode {
    private let insets: EdgeInsets
    private let addsToSafeArea: Bool

    init(child: LayoutNode, insets: EdgeInsets, direction: LayoutDirection, addsToSafeArea: Bool = false) {
        // Negative padding is allowed in SwiftUI (it overlaps); NaN counts as none.
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        self.insets = EdgeInsets(top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom),
                                 trailing: clean(insets.trailing))
        self.addsToSafeArea = addsToSafeArea
        super.init(name: addsToSafeArea ? "safeAreaPadding" : "padding", child: child, direction: direction)
    }

    private var horizontal: CGFloat { insets.leading + insets.trailing }

    private var vertical: CGFloat { insets.top + insets.bottom }

    /// The child's preferences, but on the padded edges a plain view's: text inside padding is
    /// spaced from its neighbours as any view is (OpenSwiftUI's `_PaddingLayout.spacing`).
    override var viewSpacing: ViewSpacing {
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        return child.viewSpacing.resetting(padded)
    }

    /// Negative padding pulls the child out on purpose.
    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set {
        var axes: Axis.Set = []
        if min(insets.leading, insets.trailing) < 0 { axes.insert(.horizontal) }
        if min(insets.top, insets.bottom) < 0 { axes.insert(.vertical) }
        return axes
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - horizontal) },
                         height: proposal.height.map { max(0, $0 - vertical) })
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: size.width + horizontal, height: size.height + vertical)
    }

    /// The child is placed at its size for what the padding was proposed (less the insets), as
    /// it was measured, not for the padding's size: a child whose size for its own size differs
    /// (a column of texts given less height than they want) keeps the layout it was measured at.
    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let childSize = child.sizeThatFits(childProposal(proposal(thatGave: size)))
        return [(child, CGRect(origin: CGPoint(x: insets.leading, y: insets.top), size: childSize))]
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        let placed = super.placedChildren(in: frame, context: context)
        guard addsToSafeArea, let content = placed.first else { return placed }
        var inner = context
        inner.safeArea = context.safeArea.adding(SafeArea.Region(bounds: frame, safe: content.frame.offsetBy(dx: frame.minX, dy: frame.minY)))
        return [ChildPlacement(node: content.node, frame: content.frame, context: inner)]
    }
}

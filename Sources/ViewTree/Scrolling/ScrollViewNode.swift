import Foundation

/// A scroll view laid out at rest: the content at the start of each scrolling axis and centred
/// across the others, clipped to what the screen shows of the scroll view.
final class ScrollViewNode: ModifierNode {
    private let axes: Axis.Set
    /// `contentMargins` around the content, inside the scrolling area.
    private let margins: EdgeInsets
    private let clips: Bool
    /// The point of the content shown at the same point of the scroll view at rest (`nil`: the
    /// top leading corner, the content's start).
    private let anchor: UnitPoint?
    /// How far the visible area reaches past the frame into the safe-area margins (left and
    /// right on the screen), found when the scroll view is placed: the content shows there too,
    /// as under a device's bars.
    private var reach = EdgeInsets()
    /// Tells lazy containers in the content the length the scroll view is offered along each
    /// of its axes (`nil`: none, so it shows all of its content).
    private let lengthHints: [Axis: ScrollLengthHint]

    init(content: LayoutNode, axes: Axis.Set, margins: EdgeInsets = EdgeInsets(), clips: Bool = true,
         anchor: UnitPoint? = nil, lengthHints: [Axis: ScrollLengthHint] = [:], direction: LayoutDirection,
         name: String = "ScrollView") {
        self.lengthHints = lengthHints
        self.anchor = anchor.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
        self.axes = axes
        // Margins that are not finite count as none.
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        self.margins = EdgeInsets(top: clean(margins.top), leading: clean(margins.leading), bottom: clean(margins.bottom),
                                  trailing: clean(margins.trailing))
        self.clips = clips
        super.init(name: name, child: content, direction: direction)
    }

    /// A scroll view is spaced as a plain view: its content's text does not reach its
    /// neighbours (*unverified*: SwiftUI's scroll view is a host of its own).
    override var viewSpacing: ViewSpacing { .plainView }

    /// The content runs on past the scroll view along the axes it scrolls.
    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set { axes }

    private var horizontalMargins: CGFloat { margins.leading + margins.trailing }
    private var verticalMargins: CGFloat { margins.top + margins.bottom }

    /// Unbounded along the scrolling axes, the scroll view's size (less the margins) across.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - horizontalMargins) },
                         height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - verticalMargins) })
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        // A scroll view shown from an anchor other than the start shows its end: make everything.
        for (axis, hint) in lengthHints { hint.length = anchor == nil ? proposal[axis] : nil }
        let content = child.sizeThatFits(contentProposal(proposal))
        let width = content.width + horizontalMargins, height = content.height + verticalMargins
        return CGSize(width: axes.contains(.horizontal) ? proposal.width ?? width : width,
                      height: axes.contains(.vertical) ? proposal.height ?? height : height)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let content = child.sizeThatFits(contentProposal(proposal(thatGave: size)))
        // At rest the content starts at the leading or top edge of a scrolling axis (or lines its
        // anchor up with the scroll view's); across the other axes, smaller content is centred.
        func origin(_ axis: Axis, start: CGFloat, room: CGFloat, length: CGFloat, anchor: CGFloat?) -> CGFloat {
            if axes.contains(axis) { return start + (anchor.map { (room - length) * $0 } ?? 0) }
            return length >= room ? start : start + (room - length) / 2
        }
        let x = origin(.horizontal, start: margins.leading, room: size.width - horizontalMargins, length: content.width,
                       anchor: anchor?.x)
        let y = origin(.vertical, start: margins.top, room: size.height - verticalMargins, length: content.height,
                       anchor: anchor?.y)
        return [(child, CGRect(x: x, y: y, width: content.width, height: content.height))]
    }

    override func placement(for frame: CGRect, in context: PlacementContext) -> (frame: CGRect, context: PlacementContext) {
        // The scroll view's own frame stays in the safe area, where its content starts; what it
        // shows runs on under the margins it reaches. The content has no margins of its own to
        // keep clear of (the scroll view insets it), so a geometry reader in it reports none.
        let grown = context.safeArea.expanding(frame, edges: [.top, .left, .bottom, .right])
        reach = EdgeInsets(top: frame.minY - grown.frame.minY, leading: frame.minX - grown.frame.minX,
                           bottom: grown.frame.maxY - frame.maxY, trailing: grown.frame.maxX - frame.maxX)
        var inner = context
        inner.safeArea = .none
        inner.scrollViewport = ScrollViewport(
            axes: axes,
            pinningBounds: CGRect(x: frame.minX + (direction == .rightToLeft ? margins.trailing : margins.leading), y: frame.minY + margins.top,
                                  width: max(0, frame.width - horizontalMargins), height: max(0, frame.height - verticalMargins)),
            shownBounds: visibleArea(of: frame))
        // The `.scrollView` coordinate space: the innermost scroll view's own frame.
        inner.coordinateSpaces[NamedCoordinateSpace.scrollView.name] = frame
        return (frame, inner)
    }

    /// What the screen shows of the scroll view with `frame`: the frame and the margins it reaches.
    private func visibleArea(of frame: CGRect) -> CGRect {
        CGRect(x: frame.minX - reach.leading, y: frame.minY - reach.top,
               width: frame.width + reach.leading + reach.trailing, height: frame.height + reach.top + reach.bottom)
    }

    override func drawChildren(in frame: CGRect, _ children: [DrawnChild], into list: inout [ViewTreeDisplayItem]) {
        let items = children.flatMap(\.items)
        guard clips else { return list += items }
        list.append(.clip(Path(visibleArea(of: frame)), items))
    }
}

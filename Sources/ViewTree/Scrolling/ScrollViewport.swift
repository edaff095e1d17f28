import Foundation

/// What a scroll view shows of its content, in the root's coordinates, as its content learns it
/// when placed: where pinned section headers and footers stick, and how far the content is
/// drawn (into the safe-area margins the scroll view reaches, as under a device's bars).
struct ScrollViewport {
    /// The axes the scroll view scrolls along.
    let axes: Axis.Set
    /// The scroll view's frame less its content margins: pinned views stick to its edges.
    let pinningBounds: CGRect
    /// The area the content is drawn in: the frame grown into the safe-area margins.
    let shownBounds: CGRect
}

extension PlacementContext {
    /// How far `frame` (a view in a scroll view) is from the left and right edges of what the
    /// scroll view shows: what a view whose backgrounds run to the screen's edges adds on each side.
    func horizontalReach(of frame: CGRect) -> (left: CGFloat, right: CGFloat) {
        guard let shown = scrollViewport?.shownBounds else { return (0, 0) }
        return (max(0, frame.minX - shown.minX), max(0, shown.maxX - frame.maxX))
    }
}

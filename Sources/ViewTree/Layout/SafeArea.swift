import Foundation

/// The safe area while views are placed: the whole window and the part of it that content keeps
/// clear of (the status bar, the home indicator), both in the root's coordinates.
struct SafeArea {
    /// The window's bounds.
    var bounds: CGRect
    /// The safe rectangle inside `bounds`.
    var safe: CGRect

    /// No unsafe region: the safe rectangle is the whole of `rect`.
    static func none(_ rect: CGRect) -> SafeArea { SafeArea(bounds: rect, safe: rect) }

    /// `frame` grown over the unsafe region on each of `edges` (absolute: left and right, not
    /// leading and trailing) where the frame reaches the safe rectangle's edge, as SwiftUI's
    /// `ignoresSafeArea` does; with the safe area the frame's content sees, which no longer has
    /// an inset on the edges grown.
    func expanding(_ frame: CGRect, edges: AbsoluteEdges) -> (frame: CGRect, safeArea: SafeArea) {
        // Frames are on the pixel grid and the safe edges on whole points; allow rounding.
        let tolerance: CGFloat = 0.01
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        var inner = safe
        if edges.contains(.top), minY <= safe.minY + tolerance {
            minY = min(minY, bounds.minY)
            inner = CGRect(x: inner.minX, y: bounds.minY, width: inner.width, height: inner.maxY - bounds.minY)
        }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance {
            maxY = max(maxY, bounds.maxY)
            inner.size.height = bounds.maxY - inner.minY
        }
        if edges.contains(.left), minX <= safe.minX + tolerance {
            minX = min(minX, bounds.minX)
            inner = CGRect(x: bounds.minX, y: inner.minY, width: inner.maxX - bounds.minX, height: inner.height)
        }
        if edges.contains(.right), maxX >= safe.maxX - tolerance {
            maxX = max(maxX, bounds.maxX)
            inner.size.width = bounds.maxX - inner.minX
        }
        return (CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), SafeArea(bounds: bounds, safe: inner))
    }
}

/// Edges on the screen, whatever the layout direction.
struct AbsoluteEdges: OptionSet {
    let rawValue: Int8
    static let top = AbsoluteEdges(rawValue: 1)
    static let left = AbsoluteEdges(rawValue: 2)
    static let bottom = AbsoluteEdges(rawValue: 4)
    static let right = AbsoluteEdges(rawValue: 8)

    /// The screen edges of `edges`, leading and trailing read in `direction`.
    init(_ edges: Edge.Set, direction: LayoutDirection) {
        let leading: AbsoluteEdges = direction == .leftToRight ? .left : .right
        let trailing: AbsoluteEdges = direction == .leftToRight ? .right : .left
        var result: AbsoluteEdges = []
        if edges.contains(.top) { result.insert(.top) }
        if edges.contains(.bottom) { result.insert(.bottom) }
        if edges.contains(.leading) { result.insert(leading) }
        if edges.contains(.trailing) { result.insert(trailing) }
        self = result
    }

    init(rawValue: Int8) { self.rawValue = rawValue }
}

/// `ignoresSafeArea`: laid out like its child, then placed grown over the unsafe region on the
/// edges where it reaches the safe area, its child proposed the grown size.
final class IgnoresSafeAreaNode: ModifierNode {
    private let edges: AbsoluteEdges

    init(child: LayoutNode, edges: AbsoluteEdges) {
        self.edges = edges
        super.init(name: "ignoresSafeArea", child: child)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placement(for frame: CGRect, in safeArea: SafeArea) -> (frame: CGRect, safeArea: SafeArea) {
        safeArea.expanding(frame, edges: edges)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [Alignment.center.place(child, proposing: ProposedViewSize(size), in: size, direction: .leftToRight)]
    }
}

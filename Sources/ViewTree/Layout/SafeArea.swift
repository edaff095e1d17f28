import Foundation

/// The safe area while views are placed, in the root's coordinates: nested regions, innermost
/// first, each a container and the part of it content keeps clear of. The window adds the
/// status bar and home indicator; `safeAreaInset` and `safeAreaPadding` add regions of their own.
struct SafeArea {
    /// A container's bounds and the safe rectangle inside them.
    struct Region {
        var bounds: CGRect
        var safe: CGRect
    }

    /// The regions, innermost first, less the margins a view grown over them has taken away.
    var regions: [Region] = []
    /// The regions as they were set up: a view grown over the margins still reads them.
    private var margins: [Region] = []

    /// No unsafe region.
    static let none = SafeArea()

    /// The safe area of `regions`, innermost first.
    init(regions: [Region] = []) {
        self.regions = regions
        margins = regions
    }

    /// This safe area with `region` inside every other.
    func adding(_ region: Region) -> SafeArea {
        var result = self
        result.regions.insert(region, at: 0)
        result.margins.insert(region, at: 0)
        return result
    }

    /// How far `frame` reaches into the unsafe margins on each side (left, right absolute: `leading`
    /// is the left edge, `trailing` the right), as a geometry reader reports them: a view grown
    /// over the margins still has them.
    func insets(of frame: CGRect) -> EdgeInsets {
        guard let first = margins.first else { return EdgeInsets() }
        let safe = margins.dropFirst().reduce(first.safe) { $0.intersection($1.safe) }
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return EdgeInsets(top: clamp(safe.minY - frame.minY, frame.height), leading: clamp(safe.minX - frame.minX, frame.width),
                          bottom: clamp(frame.maxY - safe.maxY, frame.height), trailing: clamp(frame.maxX - safe.maxX, frame.width))
    }

    /// `frame` grown over the unsafe margins on each of `edges` where it reaches a region's safe
    /// edge, region after region outwards, as SwiftUI's `ignoresSafeArea` does; with the safe
    /// area the frame's content sees, which no longer has a margin on the edges grown over.
    func expanding(_ frame: CGRect, edges: AbsoluteEdges) -> (frame: CGRect, safeArea: SafeArea) {
        // Frames are on the pixel grid and the safe edges on whole points; allow rounding.
        let tolerance: CGFloat = 0.01
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        var inner = regions
        for index in inner.indices {
            var region = inner[index]
            let (bounds, safe) = (region.bounds, region.safe)
            if edges.contains(.top), minY <= safe.minY + tolerance {
                minY = min(minY, bounds.minY)
                region.safe = CGRect(x: region.safe.minX, y: bounds.minY, width: region.safe.width,
                                     height: region.safe.maxY - bounds.minY)
            }
            if edges.contains(.bottom), maxY >= safe.maxY - tolerance {
                maxY = max(maxY, bounds.maxY)
                region.safe.size.height = bounds.maxY - region.safe.minY
            }
            if edges.contains(.left), minX <= safe.minX + tolerance {
                minX = min(minX, bounds.minX)
                region.safe = CGRect(x: bounds.minX, y: region.safe.minY, width: region.safe.maxX - bounds.minX,
                                     height: region.safe.height)
            }
            if edges.contains(.right), maxX >= safe.maxX - tolerance {
                maxX = max(maxX, bounds.maxX)
                region.safe.size.width = bounds.maxX - region.safe.minX
            }
            inner[index] = region
        }
        var result = self
        result.regions = inner
        return (CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), result)
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

    override var overflowsByDesign: Bool { true }

    override func placement(for frame: CGRect, in context: PlacementContext) -> (frame: CGRect, context: PlacementContext) {
        var inner = context
        let grown = context.safeArea.expanding(frame, edges: edges)
        inner.safeArea = grown.safeArea
        return (grown.frame, inner)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [Alignment.center.place(child, proposing: ProposedViewSize(size), in: size)]
    }
}

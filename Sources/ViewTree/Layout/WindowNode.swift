import Foundation
import Raster

/// The root of a window: fills the window with the system background, as a hosting
/// controller's view does, and lays its content out in the safe area, centred there.
final class WindowNode: ModifierNode {
    private let window: ViewTreeWindow
    private let background: RGBAColor

    init(content: LayoutNode, window: ViewTreeWindow, background: RGBAColor) {
        self.window = window
        self.background = background
        super.init(name: "window", child: content)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        if let size = window.size { return size }
        let insets = window.safeAreaInsets
        let content = child.sizeThatFits(proposal)
        return CGSize(width: content.width + insets.leading + insets.trailing,
                      height: content.height + insets.top + insets.bottom)
    }

    override func placement(for frame: CGRect, in context: PlacementContext) -> (frame: CGRect, context: PlacementContext) {
        let safe = window.safeRect(in: frame.size).offsetBy(dx: frame.minX, dy: frame.minY)
        return (frame, PlacementContext(safeArea: SafeArea(regions: [.init(bounds: frame, safe: safe)])))
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let safe = window.safeRect(in: size)
        let placed = Alignment.center.place(child, proposing: ProposedViewSize(safe.size), in: safe.size)
        return [(placed.node, placed.frame.offsetBy(dx: safe.minX, dy: safe.minY))]
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        list.append(.fill(Path(frame), .color(background)))
    }
}

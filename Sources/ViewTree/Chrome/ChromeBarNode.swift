import Foundation

/// A bar of iOS's chrome (a navigation bar, a tab bar, a bottom toolbar): its background, when
/// it shows one, runs on past its frame into the unsafe margins it touches (under the status
/// bar or the home indicator, and sideways in landscape), with a hairline along the edge that
/// faces the content.
class ChromeBarNode: LayoutNode {
    /// The bar's environment, in which its background and hairline resolve.
    let environment: EnvironmentValues
    private let background: (any ShapeStyle)?
    private let reachableEdges: AbsoluteEdges
    private let hairlineEdge: VerticalEdge
    /// How far the background reaches past the frame on each side, found when the bar is placed.
    private(set) var reach = EdgeInsets()

    /// A bar named `name` filled with `background` (none when `nil`), reaching into the margins
    /// on `edges`, its hairline on `hairlineEdge`.
    init(name: String, environment: EnvironmentValues, background: (any ShapeStyle)?, reaching edges: AbsoluteEdges,
         hairline hairlineEdge: VerticalEdge) {
        self.environment = environment
        self.background = background
        reachableEdges = edges
        self.hairlineEdge = hairlineEdge
        super.init(name: name, direction: environment.layoutDirection)
    }

    override func placement(for frame: CGRect, in context: PlacementContext) -> (frame: CGRect, context: PlacementContext) {
        let grown = context.safeArea.expanding(frame, edges: reachableEdges).frame
        reach = EdgeInsets(top: frame.minY - grown.minY, leading: frame.minX - grown.minX,
                           bottom: grown.maxY - frame.maxY, trailing: grown.maxX - frame.maxX)
        return (frame, context)
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        guard let background else { return }
        let area = CGRect(x: frame.minX - reach.leading, y: frame.minY - reach.top,
                          width: frame.width + reach.leading + reach.trailing, height: frame.height + reach.top + reach.bottom)
        list.append(.fill(Path(area), background._paint(in: area, environment: environment)))
        let hairline = 1 / max(1, environment.displayScale)
        let y = hairlineEdge == .top ? frame.minY : frame.maxY - hairline
        list.append(.fill(Path(CGRect(x: area.minX, y: y, width: area.width, height: hairline)),
                          .color(ChromeMetrics.barHairline.resolved(in: environment))))
    }
}

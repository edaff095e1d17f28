import Foundation

/// A grid growing downwards that makes its views as they scroll into sight, as SwiftUI's:
/// `columns` share the width it is offered, and its views fill them row by row.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `columns`, rows `spacing` apart (8 by default), views aligned in their cells
    /// by `alignment` (centred vertically).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [LazyGridNode(trackAxis: .horizontal, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                      spacing: spacing, children: content.resolveNodes(in: environment.inStack(nil).outsideList),
                      direction: environment.layoutDirection)]
    }
}

/// A grid growing sideways that makes its views as they scroll into sight, as SwiftUI's:
/// `rows` share the height it is offered, and its views fill them column by column.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of `rows`, columns `spacing` apart (8 by default), views aligned in their cells
    /// by `alignment` (centred horizontally).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [LazyGridNode(trackAxis: .vertical, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                      spacing: spacing, children: content.resolveNodes(in: environment.inStack(nil).outsideList),
                      direction: environment.layoutDirection)]
    }
}

/// A lazy grid laid out: tracks across `trackAxis` sized from the grid items, cells filling
/// them line by line along the other axis; a line is as long as its longest cell, and each
/// view is aligned in its cell.
final class LazyGridNode: LayoutNode {
    private let trackAxis: Axis
    private let items: [GridItem]
    private let alignment: Alignment
    private let spacing: CGFloat
    private let children: [LayoutNode]

    init(trackAxis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, children: [LayoutNode],
         direction: LayoutDirection) {
        self.trackAxis = trackAxis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isFinite ? max(0, $0) : nil } ?? StackNode.defaultSpacing
        self.children = children
        super.init(name: trackAxis == .horizontal ? "LazyVGrid" : "LazyHGrid", direction: direction)
    }

    private var lineAxis: Axis { trackAxis == .horizontal ? .vertical : .horizontal }

    /// The cells' frames and the grid's size for `proposal`.
    private func arrangement(for proposal: ProposedViewSize) -> (size: CGSize, frames: [CGRect]) {
        guard !items.isEmpty else { return (.zero, children.map { _ in .zero }) }
        let ideal = children.map { $0.sizeThatFits(.unspecified)[trackAxis] }.max() ?? 0
        let tracks = GridItem.tracks(for: items, available: proposal[trackAxis], ideal: ideal)
        var frames: [CGRect] = []
        var lineStart: CGFloat = 0
        for lineStartIndex in stride(from: 0, to: children.count, by: tracks.count) {
            let line = Array(children[lineStartIndex..<min(children.count, lineStartIndex + tracks.count)])
            let sizes = zip(line, tracks).map { child, track in
                child.sizeThatFits(ProposedViewSize(main: track.length, cross: nil, axis: trackAxis))
            }
            let length = sizes.map { $0[lineAxis] }.max() ?? 0
            var trackStart: CGFloat = 0
            for (index, size) in sizes.enumerated() {
                let cell = CGSize(main: tracks[index].length, cross: length, axis: trackAxis)
                let origin = (tracks[index].alignment ?? alignment).origin(of: line[index], size: size, in: cell)
                let cellOrigin = trackAxis == .horizontal ? CGPoint(x: trackStart, y: lineStart) : CGPoint(x: lineStart, y: trackStart)
                frames.append(CGRect(origin: CGPoint(x: cellOrigin.x + origin.x, y: cellOrigin.y + origin.y), size: size))
                trackStart += tracks[index].length + tracks[index].spacing
            }
            lineStart += length + spacing
        }
        let across = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
        let along = max(0, lineStart - spacing)
        return (CGSize(main: across, cross: along, axis: trackAxis), frames)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { arrangement(for: proposal).size }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        Array(zip(children, arrangement(for: proposal(thatGave: size)).frames))
    }
}

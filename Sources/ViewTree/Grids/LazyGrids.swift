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
                      spacing: spacing, content: content, in: environment)]
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
                      spacing: spacing, content: content, in: environment)]
    }
}

/// A lazy grid laid out: tracks across `trackAxis` sized from the grid items, cells filling
/// them line by line along the other axis; a line is as long as its longest cell, and each
/// view is aligned in its cell. In a scroll view that shows a bounded part of it along its lines'
/// axis (and a finite length across), only the lines in and near what the scroll view shows are
/// made and measured, the rest estimated at the made lines' average pitch, as lazy stacks do;
/// elsewhere every cell is made.
final class LazyGridNode: LayoutNode {
    private let trackAxis: Axis
    private let items: [GridItem]
    private let alignment: Alignment
    private let spacing: CGFloat
    private let rows: LazyRows
    private let hint: ScrollLengthHint?
    /// The cells made so far (each element's views, in order), and how many elements made them.
    private var cells: [LayoutNode] = []
    private var builtElements = 0
    /// Whether the grid lays out lazily, decided by its first measurement.
    private var lazy: Bool?

    init<Content: View>(trackAxis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?, content: Content,
                        in environment: EnvironmentValues) {
        self.trackAxis = trackAxis
        self.items = items
        self.alignment = alignment
        let name = trackAxis == .horizontal ? "LazyVGrid" : "LazyHGrid"
        var numbers = InvalidNumbers(name)
        self.spacing = numbers.gridSpacing("spacing", spacing)
        let itemsArgument = trackAxis == .horizontal ? "columns" : "rows"
        for (index, item) in items.enumerated() {
            _ = numbers.gridSpacing("\(itemsArgument)[\(index)].spacing", item.spacing)
        }
        environment.report(numbers)
        let inner = environment.inStack(nil).outsideList
        let lineAxis: Axis = trackAxis == .horizontal ? .vertical : .horizontal
        hint = environment.scrollLengthHints[lineAxis]
        let nodes = hint == nil ? content.resolveNodes(in: inner) : nil
        rows = nodes.map { nodes in LazyRows(count: nodes.count) { [nodes[$0]] } } ?? content.lazyRowsOrSingle(in: inner)
        super.init(name: name, direction: environment.layoutDirection)
    }

    private var lineAxis: Axis { trackAxis == .horizontal ? .vertical : .horizontal }

    /// How far past what the scroll view shows lines are made, as a fraction of its length.
    private static let overscan: CGFloat = 0.5
    /// The length sampled to estimate the grid's when the scroll view's length is not finite.
    private static let defaultSample: CGFloat = 1000

    /// The cell at `index`, making elements until it exists; `nil` past the last.
    private func cell(_ index: Int) -> LayoutNode? {
        while cells.count <= index, builtElements < rows.count {
            cells += rows.resolve(builtElements)
            builtElements += 1
        }
        return index < cells.count ? cells[index] : nil
    }

    private func isLazy(_ proposal: ProposedViewSize) -> Bool {
        if let lazy { return lazy }
        let decided = hint?.length != nil && proposal[lineAxis] == nil && (proposal[trackAxis].map(\.isFinite) ?? false)
        lazy = decided
        return decided
    }

    /// The cells' frames and the grid's length along its lines, laying out lines until one
    /// starts past `end` (every line when `end` is `nil`).
    private func arrangement(for proposal: ProposedViewSize, through end: CGFloat?)
        -> (across: CGFloat, along: CGFloat, frames: [(node: LayoutNode, frame: CGRect)]) {
        guard !items.isEmpty else { return (0, 0, []) }
        if end == nil { _ = cell(Int.max - 1) }
        let ideal = end == nil ? cells.map { $0.sizeThatFits(.unspecified)[trackAxis] }.max() ?? 0 : 0
        let tracks = GridItem.tracks(for: items, available: proposal[trackAxis], ideal: ideal)
        var frames: [(node: LayoutNode, frame: CGRect)] = []
        var lineStart: CGFloat = 0
        var first = 0
        let limit = end ?? .infinity
        while lineStart <= limit, cell(first) != nil {
            let line = (first..<(first + tracks.count)).compactMap(cell)
            let sizes = zip(line, tracks).map { child, track in
                child.sizeThatFits(ProposedViewSize(main: track.length, cross: nil, axis: trackAxis))
            }
            let length = sizes.map { $0[lineAxis] }.max() ?? 0
            var trackStart: CGFloat = 0
            for (index, size) in sizes.enumerated() {
                let cellSize = CGSize(main: tracks[index].length, cross: length, axis: trackAxis)
                let origin = (tracks[index].alignment ?? alignment).origin(of: line[index], size: size, in: cellSize)
                let cellOrigin = trackAxis == .horizontal ? CGPoint(x: trackStart, y: lineStart) : CGPoint(x: lineStart, y: trackStart)
                frames.append((line[index], CGRect(origin: CGPoint(x: cellOrigin.x + origin.x, y: cellOrigin.y + origin.y), size: size)))
                trackStart += tracks[index].length + tracks[index].spacing
            }
            lineStart += length + spacing
            first += tracks.count
        }
        let across = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
        var along = max(0, lineStart - spacing)
        if end != nil, first > 0, builtElements < rows.count || first < cells.count {
            // The lines not made are as long, with their gaps, as the made ones on average.
            let cellsPerElement = CGFloat(cells.count) / CGFloat(max(1, builtElements))
            let estimatedCells = CGFloat(rows.count) * cellsPerElement
            let lines = (estimatedCells / CGFloat(tracks.count)).rounded(.up)
            let madeLines = CGFloat(first / tracks.count)
            along = lineStart / madeLines * lines - spacing
        }
        return (across, along, frames)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        guard isLazy(proposal), let length = hint?.length else {
            let result = arrangement(for: proposal, through: nil)
            return CGSize(main: result.across, cross: result.along, axis: trackAxis)
        }
        let sample = length.isFinite ? length * (1 + Self.overscan) : Self.defaultSample
        let result = arrangement(for: proposal, through: sample)
        return CGSize(main: result.across, cross: result.along, axis: trackAxis)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let proposal = proposal(thatGave: size)
        return arrangement(for: proposal, through: isLazy(proposal) ? 0 : nil).frames
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        let proposal = proposal(thatGave: frame.size)
        guard isLazy(proposal) else { return super.placedChildren(in: frame, context: context) }
        // What the scroll view shows of the grid, and half as much again beyond it.
        let shown = context.scrollViewport?.shownBounds ?? frame
        let shownLength = lineAxis == .vertical ? shown.height : shown.width
        let end = (lineAxis == .vertical ? shown.maxY - frame.minY : shown.maxX - frame.minX) + shownLength * Self.overscan
        return arrangement(for: proposal, through: end).frames.map {
            ChildPlacement(node: $0.node, frame: onScreen($0.frame, in: frame.size), context: context)
        }
    }
}

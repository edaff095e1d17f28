import Foundation

/// A static grid, as SwiftUI's `Grid`: `GridRow`s of cells in columns as wide as their widest
/// cell (flexible cells sharing what is left, as in a stack), rows as tall as their tallest
/// cell. A view outside any `GridRow` (such as a `Divider`) is a row of its own across every
/// column.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of `content`, cells aligned by `alignment`, columns and rows `horizontalSpacing`
    /// and `verticalSpacing` apart (8 by default).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var numbers = InvalidNumbers("Grid")
        let horizontalSpacing = numbers.gridSpacing("horizontalSpacing", horizontalSpacing)
        let verticalSpacing = numbers.gridSpacing("verticalSpacing", verticalSpacing)
        environment.report(numbers)
        return [GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                  children: content.resolveNodes(in: environment.inStack(.vertical).outsideList),
                  direction: environment.layoutDirection)]
    }
}

/// A row of cells in a `Grid`, one cell per view; outside a grid it lays out as an HStack.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of `content`, aligned vertically by `alignment` (the grid's when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [GridRowNode(alignment: alignment, cells: content.resolveNodes(in: environment.inStack(.horizontal)),
                     direction: environment.layoutDirection)]
    }
}

/// A grid row: its cells, which the grid places; anywhere else an HStack of them.
final class GridRowNode: LayoutNode {
    let alignment: VerticalAlignment?
    let cells: [LayoutNode]
    private let row: StackNode

    init(alignment: VerticalAlignment?, cells: [LayoutNode], direction: LayoutDirection) {
        self.alignment = alignment
        self.cells = cells
        row = StackNode(axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil, children: cells,
                        direction: direction)
        super.init(name: "GridRow", direction: direction)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { row.sizeThatFits(proposal) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [(row, CGRect(origin: .zero, size: row.sizeThatFits(proposal(thatGave: size))))]
    }
}

/// Keys of the values grid cells give their grid.
enum GridCellColumnsKey {}
enum GridColumnAlignmentKey {}
enum GridCellAnchorKey {}
enum GridCellUnsizedAxesKey {}

nonisolated extension View {
    /// Makes this cell of a `GridRow` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        containerValue(GridCellColumnsKey.self, max(1, count), name: "gridCellColumns")
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        containerValue(GridColumnAlignmentKey.self, guide, name: "gridColumnAlignment")
    }

    /// Places this cell at `anchor` of its cell, instead of by the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        containerValue(GridCellAnchorKey.self, anchor, name: "gridCellAnchor")
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): it takes the
    /// size the other cells give them, as a `Color` or `Divider` filling a cell should.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        containerValue(GridCellUnsizedAxesKey.self, axes, name: "gridCellUnsizedAxes")
    }
}

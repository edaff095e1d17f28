import Foundation

/// A `Grid` laid out. Columns share the width as a stack's children would, each column
/// measured as its widest one-column cell; rows then share the height the same way, each as
/// tall as its tallest cell at its width. Cells are proposed their column's width (the columns'
/// they span, with the spacing between) and their row's height, and aligned in that box.
final class GridNode: LayoutNode {
    private struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        let unsized: Axis.Set
    }

    private enum Row {
        case cells([Cell], VerticalAlignment?)
        /// A view outside any `GridRow`, across every column.
        case wide(LayoutNode)
    }

    private let rows: [Row]
    private let columnCount: Int
    private let alignment: Alignment
    private let horizontalSpacing: CGFloat
    private let verticalSpacing: CGFloat

    init(alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, children: [LayoutNode],
         direction: LayoutDirection) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        rows = children.map { child in
            guard let row = child as? GridRowNode else { return .wide(child) }
            var column = 0
            return .cells(row.cells.map { node in
                let span = node.containerValue(GridCellColumnsKey.self, as: Int.self) ?? 1
                defer { column += span }
                return Cell(node: node, column: column, span: span,
                            unsized: node.containerValue(GridCellUnsizedAxesKey.self, as: Axis.Set.self) ?? [])
            }, row.alignment)
        }
        columnCount = rows.map { row in
            if case .cells(let cells, _) = row { return cells.last.map { $0.column + $0.span } ?? 0 }
            return 0
        }.max() ?? 0
        super.init(name: "Grid", direction: direction)
    }

    private var cells: [Cell] {
        rows.flatMap { row -> [Cell] in
            if case .cells(let cells, _) = row { return cells }
            return []
        }
    }

    /// Every child's frame and the grid's size for `proposal`.
    private func arrangement(for proposal: ProposedViewSize) -> (size: CGSize, frames: [(LayoutNode, CGRect)]) {
        // Columns, shared out as an HStack shares its width.
        let columnTracks = (0..<columnCount).map { column in
            let members = cells.filter { $0.column == column && $0.span == 1 && !$0.unsized.contains(.horizontal) }
            return TrackNode { proposal in
                CGSize(width: members.map { $0.node.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width }.max() ?? 0,
                       height: 0)
            }
        }
        let columnStack = StackNode(axis: .horizontal, alignment: .vertical(.top), spacing: horizontalSpacing, children: columnTracks)
        let columnFrames = columnStack.placeChildren(in: columnStack.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)))
            .map(\.frame)
        let width = columnFrames.last?.maxX ?? 0
        func box(_ cell: Cell) -> (x: CGFloat, width: CGFloat) {
            let spanned = columnFrames[cell.column..<min(columnFrames.count, cell.column + cell.span)]
            guard let first = spanned.first, let last = spanned.last else { return (0, 0) }
            return (first.minX, last.maxX - first.minX)
        }
        // Rows, shared out as a VStack shares its height.
        let rowTracks = rows.map { row in
            TrackNode { proposal in
                switch row {
                case .wide(let node):
                    return CGSize(width: 0, height: node.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).height)
                case .cells(let cells, _):
                    let heights = cells.filter { !$0.unsized.contains(.vertical) }.map {
                        $0.node.sizeThatFits(ProposedViewSize(width: box($0).width, height: proposal.height)).height
                    }
                    return CGSize(width: 0, height: heights.max() ?? 0)
                }
            }
        }
        let rowStack = StackNode(axis: .vertical, alignment: .horizontal(.leading), spacing: verticalSpacing, children: rowTracks)
        let rowFrames = rowStack.placeChildren(in: rowStack.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)))
            .map(\.frame)
        var frames: [(LayoutNode, CGRect)] = []
        for (row, rowFrame) in zip(rows, rowFrames) {
            switch row {
            case .wide(let node):
                let cell = CGSize(width: width, height: rowFrame.height)
                let placed = alignment.place(node, proposing: ProposedViewSize(cell), in: cell)
                frames.append((node, placed.frame.offsetBy(dx: 0, dy: rowFrame.minY)))
            case .cells(let cells, let rowAlignment):
                for cell in cells {
                    let (x, cellWidth) = box(cell)
                    frames.append((cell.node, place(cell, in: CGRect(x: x, y: rowFrame.minY, width: cellWidth, height: rowFrame.height),
                                                    vertical: rowAlignment ?? alignment.vertical)))
                }
            }
        }
        return (CGSize(width: width, height: rowFrames.last?.maxY ?? 0), frames)
    }

    /// Where `cell` goes in `box`: at its anchor, or by its column's and row's alignment.
    private func place(_ cell: Cell, in box: CGRect, vertical: VerticalAlignment) -> CGRect {
        let size = cell.node.sizeThatFits(ProposedViewSize(box.size))
        if let anchor = cell.node.containerValue(GridCellAnchorKey.self, as: UnitPoint.self) {
            return CGRect(x: box.minX + (box.width - size.width) * anchor.x, y: box.minY + (box.height - size.height) * anchor.y,
                          width: size.width, height: size.height)
        }
        let columnGuide = cells.lazy.filter { $0.column == cell.column }
            .compactMap { $0.node.containerValue(GridColumnAlignmentKey.self, as: HorizontalAlignment.self) }.first
        let origin = Alignment(horizontal: columnGuide ?? alignment.horizontal, vertical: vertical)
            .origin(of: cell.node, size: size, in: box.size)
        return CGRect(origin: CGPoint(x: box.minX + origin.x, y: box.minY + origin.y), size: size)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { arrangement(for: proposal).size }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        arrangement(for: proposal(thatGave: size)).frames.map { (node: $0.0, frame: $0.1) }
    }
}

/// A stand-in for a grid's column or row in the stack that shares the grid's space out: its
/// size is what `measure` says its cells need.
private final class TrackNode: LayoutNode {
    private let measure: (ProposedViewSize) -> CGSize

    init(measure: @escaping (ProposedViewSize) -> CGSize) {
        self.measure = measure
        super.init(name: "track")
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

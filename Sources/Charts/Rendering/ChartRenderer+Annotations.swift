import Foundation
import ViewTree

extension ChartRenderer {
    /// Draws each mark's annotations beside it: above a vertical bar or a point (after a
    /// horizontal bar) by default, `spacing` points away, aligned along the mark's edge by their
    /// alignment.
    func drawAnnotations(_ plot: ChartPlot, layout: ChartCartesianLayout, context: inout GraphicsContext) {
        for (index, mark) in marks.enumerated() where !mark.annotations.isEmpty {
            let frame: CGRect
            if mark.kind == .bar || mark.kind == .rectangle, let rect = rect(of: index, plot: plot, layout: layout) {
                frame = mark.edgeOffsets.apply(to: rect)
            } else if mark.kind == .rule, let (start, end) = ruleEnds(of: mark, plot: plot) {
                frame = CGRect(x: start.x, y: start.y, width: end.x - start.x, height: end.y - start.y)
            } else if let point = plot.point(x: mark.x, y: mark.y) {
                frame = CGRect(origin: point, size: .zero)
            } else {
                continue
            }
            let moved = frame.offsetBy(dx: mark.offset.width, dy: mark.offset.height)
            let horizontal = layout.extents[index].map { !$0.vertical } ?? false
            for annotation in mark.annotations {
                let spacing = annotation.spacing ?? ChartMetrics.annotationSpacing
                let (point, anchor) = Self.place(annotation, around: moved, spacing: spacing, horizontalBar: horizontal)
                context.draw(annotation.content, at: point, anchor: anchor)
            }
        }
    }

    /// Where an annotation goes around `frame`, and which of its points goes there.
    private static func place(_ annotation: ChartAnnotation, around frame: CGRect, spacing: CGFloat,
                              horizontalBar: Bool) -> (CGPoint, UnitPoint) {
        let kind = annotation.position.kind == .automatic ? (horizontalBar ? .trailing : .top) : annotation.position.kind
        let unit = UnitPoint(annotation.alignment)
        let x = frame.minX + unit.x * frame.width, y = frame.minY + unit.y * frame.height
        switch kind {
        case .top, .automatic: return (CGPoint(x: x, y: frame.minY - spacing), UnitPoint(x: unit.x, y: 1))
        case .bottom: return (CGPoint(x: x, y: frame.maxY + spacing), UnitPoint(x: unit.x, y: 0))
        case .leading: return (CGPoint(x: frame.minX - spacing, y: y), UnitPoint(x: 1, y: unit.y))
        case .trailing: return (CGPoint(x: frame.maxX + spacing, y: y), UnitPoint(x: 0, y: unit.y))
        case .topLeading: return (CGPoint(x: frame.minX, y: frame.minY - spacing), .bottomLeading)
        case .topTrailing: return (CGPoint(x: frame.maxX, y: frame.minY - spacing), .bottomTrailing)
        case .bottomLeading: return (CGPoint(x: frame.minX, y: frame.maxY + spacing), .topLeading)
        case .bottomTrailing: return (CGPoint(x: frame.maxX, y: frame.maxY + spacing), .topTrailing)
        case .overlay:
            return (CGPoint(x: x, y: y), unit)
        }
    }
}

extension UnitPoint {
    /// The unit point of `alignment`'s corner or edge.
    init(_ alignment: Alignment) {
        let x: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        let y: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        self.init(x: x, y: y)
    }
}

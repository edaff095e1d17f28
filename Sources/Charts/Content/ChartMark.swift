import Foundation
import Raster
import ViewTree

/// One mark as a chart draws it: what it plots along each channel and how it is styled, the
/// record every mark and modifier fills in.
struct ChartMark {
    /// The kinds of marks.
    enum Kind {
        case bar, line, point, area, rule, rectangle, sector
    }

    var kind: Kind
    var x: ChartMarkChannel?
    var y: ChartMarkChannel?
    /// The series a line or area belongs to (`series:`), before its foreground style's.
    var series: ChartDatum?
    /// A sector's value, or the start and end of its angle.
    var angle: ChartMarkChannel?
    /// The mark's thickness across its category (a bar's width, a point's size...).
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    var stacking: MarkStackingMethod = .standard

    /// A style set with `foregroundStyle(_:)`.
    var style: AnyShapeStyle?
    /// The value `foregroundStyle(by:)` picks a style from the chart's palette with.
    var styleKey: ChartDatum?
    /// The value `symbol(by:)` picks a symbol with.
    var symbolKey: ChartDatum?
    /// A symbol set with `symbol(_:)`, or a view set with `symbol { }`.
    var symbol: ChartSymbol?
    var symbolView: AnyView?
    /// The area of a point's symbol, in square points.
    var symbolSize: CGFloat?
    /// The value `position(by:)` places the mark beside the others of its category with.
    var positionKey: ChartDatum?
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle?
    /// The value `lineStyle(by:)` picks a line style with.
    var lineStyleKey: ChartDatum?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    /// Where the mark is drawn among the others (higher over lower), and how far it is moved.
    var zIndex: Double = 0
    var offset: CGSize = .zero
    /// How far the mark's edges move, in points on screen: a rule or bar stretched past its values.
    var edgeOffsets = ChartEdgeOffsets()
    /// Where a rectangle without values on an axis starts and ends on it, in points from the plot
    /// area's leading or top edge (`nil`: that edge of the plot area).
    var fixedPositions = ChartFixedPositions()
    var annotations: [ChartAnnotation] = []

    init(kind: Kind, x: ChartMarkChannel? = nil, y: ChartMarkChannel? = nil) {
        self.kind = kind
        self.x = x
        self.y = y
    }

    /// What groups the mark into a line or an area: its series, else its style, symbol and line
    /// style keys together.
    var seriesKey: [ChartDatum?] { series.map { [$0] } ?? [styleKey, symbolKey, lineStyleKey] }
}

/// A view drawn beside a mark, from `annotation(position:alignment:spacing:content:)`.
struct ChartAnnotation {
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: CGFloat?
    let content: AnyView
}

/// How far each edge of a mark moves, from `offset(xStart:xEnd:y:)` and `offset(x:yStart:yEnd:)`:
/// the leading, trailing, top and bottom edges on screen.
/// A rectangle mark's positions given in points (`RectangleMark(xStart:xEnd:)` without y values).
struct ChartFixedPositions {
    var xStart: CGFloat?
    var xEnd: CGFloat?
    var yStart: CGFloat?
    var yEnd: CGFloat?

    /// The part of the plot area's `extent` on an axis from `start` to `end` points along it.
    static func span(of extent: ClosedRange<CGFloat>, start: CGFloat?, end: CGFloat?) -> ClosedRange<CGFloat> {
        let low = start.map { extent.lowerBound + $0 } ?? extent.lowerBound
        let high = end.map { extent.lowerBound + $0 } ?? extent.upperBound
        return min(low, high)...max(low, high)
    }
}

struct ChartEdgeOffsets {
    var xStart: CGFloat = 0
    var xEnd: CGFloat = 0
    var yStart: CGFloat = 0
    var yEnd: CGFloat = 0

    /// `rect` with its edges moved.
    func apply(to rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + xStart, y: rect.minY + yStart,
               width: rect.width - xStart + xEnd, height: rect.height - yStart + yEnd)
    }
}

import Foundation
import ViewTree

/// A sector of a pie or donut chart, as Swift Charts' `SectorMark`: its angle is its value's
/// share of the sum of all sectors' values.
nonisolated public struct SectorMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark

    /// A sector of `angle`'s share of the circle, between `innerRadius` (0: a pie) and
    /// `outerRadius`, its sides moved in by `angularInset` points.
    public init<Value: Plottable>(angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic,
                                  outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var mark = ChartMark(kind: .sector)
        mark.angle = angle.data
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset ?? 0
        self.mark = mark
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func chartMarks() -> [ChartMark] { [mark] }
}

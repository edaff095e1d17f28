import ViewTree

/// A straight line across the plot, as Swift Charts' `RuleMark`: a threshold or a range.
nonisolated public struct RuleMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark

    /// A vertical line at `x`, from `yStart` to `yEnd` (the plot's height when they are `nil`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil) {
        var y: ChartMarkChannel?
        if let yStart, let yEnd { y = yStart.range(to: yEnd) }
        mark = ChartMark(kind: .rule, x: x.data, y: y)
    }

    /// A vertical line at `x` across the plot.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ChartMark(kind: .rule, x: x.data)
    }

    /// A horizontal line at `y`, from `xStart` to `xEnd` (the plot's width when they are `nil`).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>) {
        var x: ChartMarkChannel?
        if let xStart, let xEnd { x = xStart.range(to: xEnd) }
        mark = ChartMark(kind: .rule, x: x, y: y.data)
    }

    /// A horizontal line at `y` across the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, y: y.data)
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func chartMarks() -> [ChartMark] { [mark] }
}

import ViewTree

/// A point of a line, as Swift Charts' `LineMark`: the marks of one series are joined in order.
nonisolated public struct LineMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark

    /// A point of the line at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .line, x: x.data, y: y.data)
    }

    /// A point at `x` and `y` of the line of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        var mark = ChartMark(kind: .line, x: x.data, y: y.data)
        mark.series = series.data.data.first
        self.mark = mark
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func chartMarks() -> [ChartMark] { [mark] }
}

/// A point, as Swift Charts' `PointMark`: a symbol at its values.
nonisolated public struct PointMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark

    /// A point at `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point, x: x.data, y: y.data)
    }

    /// A point at `x`, centred vertically.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ChartMark(kind: .point, x: x.data)
    }

    /// A point at `y`, centred horizontally.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point, y: y.data)
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func chartMarks() -> [ChartMark] { [mark] }
}

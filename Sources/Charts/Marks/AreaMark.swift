import ViewTree

/// A point of a filled area, as Swift Charts' `AreaMark`: the marks of one series fill the
/// space between their values and zero (or the area beneath), or between their two values.
nonisolated public struct AreaMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark

    private init(x: ChartMarkChannel, y: ChartMarkChannel, series: ChartDatum?, stacking: MarkStackingMethod) {
        var mark = ChartMark(kind: .area, x: x, y: y)
        mark.series = series
        mark.stacking = stacking
        self.mark = mark
    }

    /// A point of the area at `x`, filled from zero to `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        self.init(x: x.data, y: y.data, series: nil, stacking: stacking)
    }

    /// A point at `x` of the area of `series`, filled from zero to `y`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        self.init(x: x.data, y: y.data, series: series.data.data.first, stacking: stacking)
    }

    /// A point of the area at `x`, filled from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: x.data, y: yStart.range(to: yEnd), series: nil, stacking: .unstacked)
    }

    /// A point at `x` of the area of `series`, filled from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        self.init(x: x.data, y: yStart.range(to: yEnd), series: series.data.data.first, stacking: .unstacked)
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func chartMarks() -> [ChartMark] { [mark] }
}

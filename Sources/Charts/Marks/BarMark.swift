import ViewTree

/// A bar, as Swift Charts' `BarMark`: from zero (or the bar beneath it) to its value along one
/// axis, across its category or date unit along the other.
nonisolated public struct BarMark: ChartContent, PrimitiveChartContent {
    let mark: ChartMark

    private init(x: ChartMarkChannel?, y: ChartMarkChannel?, width: MarkDimension, height: MarkDimension,
                 stacking: MarkStackingMethod) {
        var mark = ChartMark(kind: .bar, x: x, y: y)
        mark.width = width
        mark.height = height
        mark.stacking = stacking
        self.mark = mark
    }

    /// A bar of `y` at `x` (or of `x` at `y`, when `y` is the category).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init(x: x.data, y: y.data, width: width, height: height, stacking: stacking)
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        self.init(x: xStart.range(to: xEnd), y: y.data, width: .automatic, height: height, stacking: .unstacked)
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        self.init(x: x.data, y: yStart.range(to: yEnd), width: width, height: .automatic, stacking: .unstacked)
    }

    /// A rectangle from `xStart` to `xEnd` and from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: xStart.range(to: xEnd), y: yStart.range(to: yEnd), width: .automatic, height: .automatic, stacking: .unstacked)
    }

    /// A horizontal bar of `x` across the whole plot's height.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init(x: x.data, y: nil, width: .automatic, height: height, stacking: stacking)
    }

    /// A vertical bar of `y` across the whole plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init(x: nil, y: y.data, width: width, height: .automatic, stacking: stacking)
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func chartMarks() -> [ChartMark] { [mark] }
}

import ViewTree

/// A rectangle, as Swift Charts' `RectangleMark`: a cell of a heat map, or a highlighted range.
nonisolated public struct RectangleMark: ChartContent, PrimitiveChartContent {
    var mark: ChartMark

    private init(x: ChartMarkChannel?, y: ChartMarkChannel?, width: MarkDimension, height: MarkDimension) {
        var mark = ChartMark(kind: .rectangle, x: x, y: y)
        mark.width = width
        mark.height = height
        self.mark = mark
    }

    /// A rectangle centred on `x` and `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic) {
        self.init(x: x.data, y: y.data, width: width, height: height)
    }

    /// A rectangle from `xStart` to `xEnd`, centred on `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        self.init(x: xStart.range(to: xEnd), y: y.data, width: .automatic, height: height)
    }

    /// A rectangle centred on `x`, from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        self.init(x: x.data, y: yStart.range(to: yEnd), width: width, height: .automatic)
    }

    /// A rectangle from `xStart` to `xEnd` and from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: xStart.range(to: xEnd), y: yStart.range(to: yEnd), width: .automatic, height: .automatic)
    }

    /// A rectangle from `xStart` to `xEnd`, from `yStart` to `yEnd` points down the plot area (its
    /// top and bottom edges when `nil`; that they count from the top is *unverified*).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        self.init(x: xStart.range(to: xEnd), y: nil, width: .automatic, height: .automatic)
        mark.fixedPositions = ChartFixedPositions(yStart: yStart, yEnd: yEnd)
    }

    /// A rectangle from `xStart` to `xEnd` points across the plot area (its leading and trailing
    /// edges when `nil`), from `yStart` to `yEnd`.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: nil, y: yStart.range(to: yEnd), width: .automatic, height: .automatic)
        mark.fixedPositions = ChartFixedPositions(xStart: xStart, xEnd: xEnd)
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func chartMarks() -> [ChartMark] { [mark] }
}

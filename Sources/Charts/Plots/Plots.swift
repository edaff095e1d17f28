import Foundation
import ViewTree

/// What a vectorized plot draws: one mark for each element of its data.
struct ChartPlotCore<Data: RandomAccessCollection> {
    let data: Data
    let make: (Data.Element) -> ChartMark
}

extension ChartPlotCore {
    /// A mark of `kind` at `x` and `y` for each element, stacked by `stacking`.
    init<X: Plottable, Y: Plottable>(data: Data, kind: ChartMark.Kind, x: PlottableProjection<Data.Element, X>,
                                     y: PlottableProjection<Data.Element, Y>, stacking: MarkStackingMethod) {
        self.init(data: data) { element in
            var mark = ChartMark(kind: kind, x: x.channel(element), y: y.channel(element))
            mark.stacking = stacking
            return mark
        }
    }
}

/// A vectorized plot built into the module: its marks are its core's.
protocol ChartPlotWrapper: ChartElementMarkSource, PrimitiveChartContent {
    associatedtype Data: RandomAccessCollection where Element == Data.Element
    var core: ChartPlotCore<Data> { get }
}

extension ChartPlotWrapper {
    func elementMarks() -> ChartElementMarks<Data.Element> {
        ChartElementMarks(elements: Array(core.data), marks: core.data.map(core.make))
    }

    func chartMarks() -> [ChartMark] { core.data.map(core.make) }
}

/// A bar for each element of a collection, as Swift Charts' `BarPlot` (iOS 18).
nonisolated public struct BarPlot<Data: RandomAccessCollection>: VectorizedChartContent, ChartPlotWrapper {
    /// The elements plotted.
    public typealias DataElement = Data.Element
    let core: ChartPlotCore<Data>

    /// A bar of `y` at `x` for each element (of `x` at `y` when `y` is the category).
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
                                            stacking: MarkStackingMethod = .standard) {
        core = ChartPlotCore(data: data, kind: .bar, x: x, y: y, stacking: stacking)
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }
}

/// A line through the elements of a collection, as Swift Charts' `LinePlot` (iOS 18).
nonisolated public struct LinePlot<Data: RandomAccessCollection>: VectorizedChartContent, ChartPlotWrapper {
    /// The elements plotted.
    public typealias DataElement = Data.Element
    let core: ChartPlotCore<Data>

    /// A point of the line at `x` and `y` for each element.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>) {
        core = ChartPlotCore(data: data) { ChartMark(kind: .line, x: x.channel($0), y: y.channel($0)) }
    }

    /// Points of the lines of each element's `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                                          y: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, S>) {
        core = ChartPlotCore(data: data) { element in
            var mark = ChartMark(kind: .line, x: x.channel(element), y: y.channel(element))
            mark.series = series.channel(element).data.first
            return mark
        }
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }
}

/// A point for each element of a collection, as Swift Charts' `PointPlot` (iOS 18).
nonisolated public struct PointPlot<Data: RandomAccessCollection>: VectorizedChartContent, ChartPlotWrapper {
    /// The elements plotted.
    public typealias DataElement = Data.Element
    let core: ChartPlotCore<Data>

    /// A point at `x` and `y` for each element.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>) {
        core = ChartPlotCore(data: data) { ChartMark(kind: .point, x: x.channel($0), y: y.channel($0)) }
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }
}

/// An area under the elements of a collection, as Swift Charts' `AreaPlot` (iOS 18).
nonisolated public struct AreaPlot<Data: RandomAccessCollection>: VectorizedChartContent, ChartPlotWrapper {
    /// The elements plotted.
    public typealias DataElement = Data.Element
    let core: ChartPlotCore<Data>

    /// A point of the area at `x`, filled from zero to `y`, for each element.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
                                            stacking: MarkStackingMethod = .standard) {
        core = ChartPlotCore(data: data, kind: .area, x: x, y: y, stacking: stacking)
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }
}

/// A rule for each element of a collection, as Swift Charts' `RulePlot` (iOS 18).
nonisolated public struct RulePlot<Data: RandomAccessCollection>: VectorizedChartContent, ChartPlotWrapper {
    /// The elements plotted.
    public typealias DataElement = Data.Element
    let core: ChartPlotCore<Data>

    /// A vertical rule at `x` for each element.
    public init<X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>) {
        core = ChartPlotCore(data: data) { ChartMark(kind: .rule, x: x.channel($0)) }
    }

    /// A horizontal rule at `y` for each element.
    public init<Y: Plottable>(_ data: Data, y: PlottableProjection<Data.Element, Y>) {
        core = ChartPlotCore(data: data) { ChartMark(kind: .rule, y: y.channel($0)) }
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }
}

/// A sector for each element of a collection, as Swift Charts' `SectorPlot` (iOS 18).
nonisolated public struct SectorPlot<Data: RandomAccessCollection>: VectorizedChartContent, ChartPlotWrapper {
    /// The elements plotted.
    public typealias DataElement = Data.Element
    let core: ChartPlotCore<Data>

    /// A sector of each element's share of the circle.
    public init<Value: Plottable>(_ data: Data, angle: PlottableProjection<Data.Element, Value>, innerRadius: MarkDimension = .automatic,
                                  outerRadius: MarkDimension = .automatic, angularInset: CGFloat = 0) {
        core = ChartPlotCore(data: data) { element in
            var mark = ChartMark(kind: .sector)
            mark.angle = angle.channel(element)
            mark.innerRadius = innerRadius
            mark.outerRadius = outerRadius
            mark.angularInset = angularInset
            return mark
        }
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }
}

import ViewTree

/// Chart content that draws a whole collection with one plot, as Swift Charts'
/// `VectorizedChartContent`: its modifiers read each element through key paths.
@MainActor @preconcurrency
public protocol VectorizedChartContent: ChartContent {
    /// The type of the elements plotted.
    associatedtype DataElement
}

/// A vectorized plot's elements, each with the mark drawn for it.
struct ChartElementMarks<Element> {
    let elements: [Element]
    var marks: [ChartMark]
}

/// Vectorized content built into the module: its marks paired with their elements.
protocol ChartElementMarkSource {
    associatedtype Element
    @MainActor func elementMarks() -> ChartElementMarks<Element>
}

extension VectorizedChartContent {
    /// Styles each element's mark by the value at `value`'s key path, from the chart's palette.
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent {
        ModifiedVectorizedContent(base: self) { element, mark in mark.styleKey = value.channel(element).data.first }
    }

    /// Marks each element's point with a symbol chosen by the value at `value`'s key path.
    public func symbol<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent {
        ModifiedVectorizedContent(base: self) { element, mark in mark.symbolKey = value.channel(element).data.first }
    }

    /// Places each element's bar beside the others of its category by the value at `value`'s key path.
    public func position<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent {
        ModifiedVectorizedContent(base: self) { element, mark in mark.positionKey = value.channel(element).data.first }
    }
}

/// A vectorized plot whose marks `transform` changes, element by element.
nonisolated struct ModifiedVectorizedContent<Base: VectorizedChartContent>: VectorizedChartContent, PrimitiveChartContent,
    ChartElementMarkSource {
    typealias DataElement = Base.DataElement

    let base: Base
    let transform: (Base.DataElement, inout ChartMark) -> Void

    var body: Never { return noBody(Self.self) }

    @MainActor func elementMarks() -> ChartElementMarks<Base.DataElement> {
        guard let source = base as? any ChartElementMarkSource,
              var plotted = elementMarksOfAnySource(source) as? ChartElementMarks<Base.DataElement> else {
            return ChartElementMarks(elements: [], marks: [])
        }
        for index in plotted.marks.indices { transform(plotted.elements[index], &plotted.marks[index]) }
        return plotted
    }

    @MainActor func chartMarks() -> [ChartMark] { elementMarks().marks }
}

/// The element marks of `source`, whatever its element type.
@MainActor private func elementMarksOfAnySource<Source: ChartElementMarkSource>(_ source: Source) -> Any {
    source.elementMarks()
}

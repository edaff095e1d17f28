import Raster
import ViewTree

extension View {
    /// Marks the points of the charts in this view by key: each key of `mapping` with its symbol.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        environment(\.chartSymbolScale, ChartKeyedScale(keys: mapping.map { ChartDatum($0.key) }, values: mapping.map { ChartSymbol($0.value) }))
    }

    /// Marks the points of the charts in this view by key: the keys of `domain` with the symbols
    /// of `range`, in order.
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(domain: [DataValue], range: [S]) -> some View {
        environment(\.chartSymbolScale, ChartKeyedScale(keys: domain.map { ChartDatum($0) }, values: range.map { ChartSymbol($0) }))
    }

    /// Marks the points of the charts in this view by key: the keys in turn with the symbols of `range`.
    public func chartSymbolScale<S: ChartSymbolShape>(range: [S]) -> some View {
        environment(\.chartSymbolScale, ChartKeyedScale(keys: [], values: range.map { ChartSymbol($0) }))
    }

    /// Strokes the lines of the charts in this view by key: each key of `mapping` with its style.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        environment(\.chartLineStyleScale, ChartKeyedScale(keys: mapping.map { ChartDatum($0.key) }, values: mapping.map(\.value)))
    }

    /// Strokes the lines of the charts in this view by key: the keys of `domain` with the styles
    /// of `range`, in order.
    public func chartLineStyleScale<DataValue: Plottable>(domain: [DataValue], range: [StrokeStyle]) -> some View {
        environment(\.chartLineStyleScale, ChartKeyedScale(keys: domain.map { ChartDatum($0) }, values: range))
    }

    /// Strokes the lines of the charts in this view by key: the keys in turn with the styles of `range`.
    public func chartLineStyleScale(range: [StrokeStyle]) -> some View {
        environment(\.chartLineStyleScale, ChartKeyedScale(keys: [], values: range))
    }
}

private struct ChartSymbolScaleKey: EnvironmentKey { static var defaultValue: ChartKeyedScale<ChartSymbol>? { nil } }
private struct ChartLineStyleScaleKey: EnvironmentKey { static var defaultValue: ChartKeyedScale<StrokeStyle>? { nil } }

extension EnvironmentValues {
    /// The symbols of `chartSymbolScale`.
    var chartSymbolScale: ChartKeyedScale<ChartSymbol>? {
        get { self[ChartSymbolScaleKey.self] }
        set { self[ChartSymbolScaleKey.self] = newValue }
    }

    /// The line styles of `chartLineStyleScale`.
    var chartLineStyleScale: ChartKeyedScale<StrokeStyle>? {
        get { self[ChartLineStyleScaleKey.self] }
        set { self[ChartLineStyleScaleKey.self] = newValue }
    }
}

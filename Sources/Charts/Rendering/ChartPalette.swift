import ViewTree

/// The styles a chart gives its series in turn.
enum ChartPalette {
    /// Swift Charts' default series colours, in order: blue, green, orange, purple, red, cyan and
    /// yellow, then again (Stack Overflow answer 79405781, observed on iOS 18.3).
    static let colors: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    /// The style of marks with no `foregroundStyle`: the palette's first colour (*unverified*).
    static let defaultStyle = AnyShapeStyle(Color.blue)
}

/// The style and symbol each series key of a chart draws with, in the legend's order.
struct ChartSeriesStyles {
    /// The keys of `foregroundStyle(by:)`, in legend order.
    let keys: [ChartDatum]
    private let styles: [ChartDatum: AnyShapeStyle]
    /// The keys of `symbol(by:)` and of `lineStyle(by:)`, in order of first appearance (after
    /// those of their scales).
    let symbolKeys: [ChartDatum]
    let lineStyleKeys: [ChartDatum]
    private let symbolScale: ChartKeyedScale<ChartSymbol>?
    private let lineStyleScale: ChartKeyedScale<StrokeStyle>?

    init(marks: [ChartMark], scale: ChartStyleScale?, symbolScale: ChartKeyedScale<ChartSymbol>? = nil,
         lineStyleScale: ChartKeyedScale<StrokeStyle>? = nil) {
        var keys: [ChartDatum] = []
        var symbolKeys = symbolScale?.keys ?? []
        var lineStyleKeys = lineStyleScale?.keys ?? []
        for mark in marks {
            if let key = mark.styleKey, !keys.contains(key) { keys.append(key) }
            if let key = mark.symbolKey, !symbolKeys.contains(key) { symbolKeys.append(key) }
            if let key = mark.lineStyleKey, !lineStyleKeys.contains(key) { lineStyleKeys.append(key) }
        }
        self.lineStyleKeys = lineStyleKeys
        self.symbolScale = symbolScale
        self.lineStyleScale = lineStyleScale
        if let scale, !scale.keys.isEmpty {
            keys = scale.keys + keys.filter { !scale.keys.contains($0) }
        }
        var styles: [ChartDatum: AnyShapeStyle] = [:]
        for (index, key) in keys.enumerated() {
            if let style = scale?.mapping?(key) {
                styles[key] = style
            } else if let range = scale?.styles, !range.isEmpty {
                styles[key] = range[index % range.count]
            } else {
                styles[key] = AnyShapeStyle(ChartPalette.colors[index % ChartPalette.colors.count])
            }
        }
        self.keys = keys
        self.styles = styles
        self.symbolKeys = symbolKeys
    }

    /// The style `mark` is drawn with.
    func style(of mark: ChartMark) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let key = mark.styleKey, let style = styles[key] { return style }
        return ChartPalette.defaultStyle
    }

    /// The style of the series of `key`.
    func style(of key: ChartDatum) -> AnyShapeStyle { styles[key] ?? ChartPalette.defaultStyle }

    /// The symbol `mark` is drawn with, when it has one.
    func symbol(of mark: ChartMark) -> ChartSymbol? {
        if let symbol = mark.symbol { return symbol }
        guard let key = mark.symbolKey, let index = symbolKeys.firstIndex(of: key) else { return nil }
        return symbolScale?.value(at: index) ?? ChartSymbol(BasicChartSymbolShape.series[index % BasicChartSymbolShape.series.count])
    }

    /// The line style `mark` is stroked with, when it has one of its own or by value.
    func lineStyle(of mark: ChartMark) -> StrokeStyle? {
        if let style = mark.lineStyle { return style }
        guard let key = mark.lineStyleKey, let index = lineStyleKeys.firstIndex(of: key) else { return nil }
        if let style = lineStyleScale?.value(at: index) { return style }
        // Solid, then dashes of 5, 4, 3... points with gaps of 3 (*unverified*).
        var style = ChartMetrics.lineStyle
        if index > 0 { style.dash = [max(1, CGFloat(6 - index)), 3] }
        return style
    }
}

/// The values a keyed scale (`chartSymbolScale`, `chartLineStyleScale`) gives its keys: those of
/// `keys` in order, then the rest of `values` in turn.
struct ChartKeyedScale<Value> {
    let keys: [ChartDatum]
    let values: [Value]

    /// The value of the key at `index` of the scale's keys, or `nil` when the scale has none.
    func value(at index: Int) -> Value? {
        values.isEmpty ? nil : values[index % values.count]
    }
}

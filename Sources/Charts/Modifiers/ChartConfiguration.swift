import ViewTree

/// What the chart modifiers of the views around a chart set: its axes, scales, legend and palette.
struct ChartAxisSettings {
    var visibility: Visibility = .automatic
    /// The axis marks of `chartXAxis { }` or `chartYAxis { }`, or `nil` for the automatic ones.
    var marks: [ChartAxisMarks]?
}

/// The legend's settings, from `chartLegend`.
struct ChartLegendSettings {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    var spacing: CGFloat?
    /// How the legend's rows line up across the chart.
    var alignment: HorizontalAlignment = .leading
    /// A view of the app's, drawn in place of the automatic legend.
    var content: AnyView?
}

/// The styles of `chartForegroundStyleScale`: for the given keys, else in turn.
struct ChartStyleScale {
    var keys: [ChartDatum] = []
    var styles: [AnyShapeStyle] = []
    /// A function choosing the style of a key, from `chartForegroundStyleScale(mapping:)`.
    var mapping: ((ChartDatum) -> AnyShapeStyle?)?
}

private struct ChartXAxisKey: EnvironmentKey { static var defaultValue: ChartAxisSettings { ChartAxisSettings() } }
private struct ChartYAxisKey: EnvironmentKey { static var defaultValue: ChartAxisSettings { ChartAxisSettings() } }
private struct ChartXDomainKey: EnvironmentKey { static var defaultValue: ChartDomain? { nil } }
private struct ChartYDomainKey: EnvironmentKey { static var defaultValue: ChartDomain? { nil } }
private struct ChartXPaddingKey: EnvironmentKey { static var defaultValue: ChartScalePadding { ChartScalePadding() } }
private struct ChartYPaddingKey: EnvironmentKey { static var defaultValue: ChartScalePadding { ChartScalePadding() } }
private struct ChartLegendKey: EnvironmentKey { static var defaultValue: ChartLegendSettings { ChartLegendSettings() } }
private struct ChartPlotStyleKey: EnvironmentKey { static var defaultValue: ((ChartPlotContent) -> AnyView)? { nil } }
private struct ChartStyleScaleKey: EnvironmentKey { static var defaultValue: ChartStyleScale? { nil } }

extension EnvironmentValues {
    var chartXAxis: ChartAxisSettings {
        get { self[ChartXAxisKey.self] }
        set { self[ChartXAxisKey.self] = newValue }
    }

    var chartYAxis: ChartAxisSettings {
        get { self[ChartYAxisKey.self] }
        set { self[ChartYAxisKey.self] = newValue }
    }

    var chartXDomain: ChartDomain? {
        get { self[ChartXDomainKey.self] }
        set { self[ChartXDomainKey.self] = newValue }
    }

    var chartYDomain: ChartDomain? {
        get { self[ChartYDomainKey.self] }
        set { self[ChartYDomainKey.self] = newValue }
    }

    /// The padding of the x scale's range, from `chartXScale(range:)`.
    var chartXPadding: ChartScalePadding {
        get { self[ChartXPaddingKey.self] }
        set { self[ChartXPaddingKey.self] = newValue }
    }

    /// The padding of the y scale's range, from `chartYScale(range:)`.
    var chartYPadding: ChartScalePadding {
        get { self[ChartYPaddingKey.self] }
        set { self[ChartYPaddingKey.self] = newValue }
    }

    var chartLegend: ChartLegendSettings {
        get { self[ChartLegendKey.self] }
        set { self[ChartLegendKey.self] = newValue }
    }

    /// The plot area's style, from `chartPlotStyle`.
    var chartPlotStyle: ((ChartPlotContent) -> AnyView)? {
        get { self[ChartPlotStyleKey.self] }
        set { self[ChartPlotStyleKey.self] = newValue }
    }

    var chartStyleScale: ChartStyleScale? {
        get { self[ChartStyleScaleKey.self] }
        set { self[ChartStyleScaleKey.self] = newValue }
    }
}

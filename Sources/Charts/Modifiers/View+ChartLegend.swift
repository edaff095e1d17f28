import ViewTree

extension View {
    /// Shows or hides the legend of the charts in this view.
    public func chartLegend(_ visibility: Visibility) -> some View {
        transformChartLegend { $0.visibility = visibility }
    }

    /// Places the legend of the charts in this view at `position` (`.top`: above the plot; else
    /// below it), `spacing` points from the plot, its rows aligned by `alignment`'s horizontal
    /// part (leading by default).
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        transformChartLegend {
            $0.position = position
            $0.spacing = spacing
            $0.alignment = alignment?.horizontal ?? .leading
        }
    }

    /// Draws `content` as the legend of the charts in this view, at `position`.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return transformChartLegend {
            $0.position = position
            $0.spacing = spacing
            $0.alignment = alignment?.horizontal ?? .leading
            $0.content = view
        }
    }

    /// Styles the marks of the charts in this view by key: each key of `mapping` with its style.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        environment(\.chartStyleScale, ChartStyleScale(keys: mapping.map { ChartDatum($0.key) }, styles: mapping.map { AnyShapeStyle($0.value) }))
    }

    /// Styles the marks of the charts in this view by key: the keys of `domain` with the styles of
    /// `range`, in order.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(domain: [DataValue], range: [S],
                                                                               type: ScaleType? = nil) -> some View {
        environment(\.chartStyleScale, ChartStyleScale(keys: domain.map { ChartDatum($0) }, styles: range.map { AnyShapeStyle($0) }))
    }

    /// Styles the marks of the charts in this view by key: the keys in turn with the styles of `range`.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        environment(\.chartStyleScale, ChartStyleScale(styles: range.map { AnyShapeStyle($0) }))
    }

    /// Styles the marks of the charts in this view by key: each key with the style `mapping` gives it.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let map: (ChartDatum) -> AnyShapeStyle? = { datum in
            AxisValue(datum: datum, index: 0, count: 1).as(DataValue.self).map { AnyShapeStyle(mapping($0)) }
        }
        return environment(\.chartStyleScale, ChartStyleScale(mapping: map))
    }

    /// The legend settings `change` makes of the settings around.
    private func transformChartLegend(_ change: @escaping (inout ChartLegendSettings) -> Void) -> some View {
        ChartEnvironmentReader { environment in
            var settings = environment.chartLegend
            change(&settings)
            return self.environment(\.chartLegend, settings)
        }
    }
}

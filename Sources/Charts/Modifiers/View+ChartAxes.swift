import ViewTree

extension View {
    /// Shows or hides the x axis of the charts in this view.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformChartXAxis { $0.visibility = visibility }
    }

    /// Draws the x axis of the charts in this view with `content`'s axis marks.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = axisMarks(of: content())
        return transformChartXAxis { $0.marks = marks }
    }

    /// Shows or hides the y axis of the charts in this view.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformChartYAxis { $0.visibility = visibility }
    }

    /// Draws the y axis of the charts in this view with `content`'s axis marks.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = axisMarks(of: content())
        return transformChartYAxis { $0.marks = marks }
    }

    /// Spans the x scale of the charts in this view over `domain` (a range, categories in order,
    /// or `.automatic(includesZero:reversed:)`). `type` is accepted; continuous scales are linear.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        environment(\.chartXDomain, (domain as? any ChartDomainConvertible)?.chartDomain)
    }

    /// Spans the y scale of the charts in this view over `domain`.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        environment(\.chartYDomain, (domain as? any ChartDomainConvertible)?.chartDomain)
    }

    /// Spans the x scale of the charts in this view over `domain`, placed in `range` (the plot's
    /// width less padding).
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain, type: type).chartXScale(range: range, type: type)
    }

    /// Places the x scale of the charts in this view in `range`.
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        environment(\.chartXPadding, (range as? PlotDimensionScaleRange)?.padding ?? ChartScalePadding())
    }

    /// Spans the y scale of the charts in this view over `domain`, placed in `range`.
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain, type: type).chartYScale(range: range, type: type)
    }

    /// Places the y scale of the charts in this view in `range`.
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        environment(\.chartYPadding, (range as? PlotDimensionScaleRange)?.padding ?? ChartScalePadding())
    }

    /// The axis settings `change` makes of the x axis settings around.
    private func transformChartXAxis(_ change: @escaping (inout ChartAxisSettings) -> Void) -> some View {
        ChartEnvironmentReader { environment in
            var settings = environment.chartXAxis
            change(&settings)
            return self.environment(\.chartXAxis, settings)
        }
    }

    /// The axis settings `change` makes of the y axis settings around.
    private func transformChartYAxis(_ change: @escaping (inout ChartAxisSettings) -> Void) -> some View {
        ChartEnvironmentReader { environment in
            var settings = environment.chartYAxis
            change(&settings)
            return self.environment(\.chartYAxis, settings)
        }
    }
}

/// The axis marks of axis content.
@MainActor private func axisMarks(of content: some AxisContent) -> [ChartAxisMarks] {
    content.resolvedAxisParts().compactMap { part in
        if case .marks(let marks) = part { return marks }
        return nil
    }
}

/// A view made from the environment around it, so that a chart modifier changes one setting of
/// those set further out.
struct ChartEnvironmentReader<Content: View>: View {
    @Environment(\.self) private var environment
    let content: (EnvironmentValues) -> Content

    var body: some View { content(environment) }
}

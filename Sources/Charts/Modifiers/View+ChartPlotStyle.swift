import ViewTree

extension View {
    /// Styles the plot area of the charts in this view with `content`: a background, a border or
    /// a clip shape drawn in the plot's frame, behind the marks. The plot keeps its size.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        environment(\.chartPlotStyle) { AnyView(content($0)) }
    }
}

/// The plot area of a chart, which `chartPlotStyle` styles, as Swift Charts' `ChartPlotContent`:
/// a clear view as large as the plot.
public struct ChartPlotContent: View {
    /// The plot area, clear: the marks are drawn over what the style adds.
    public var body: some View { Color.clear }
}

import ViewTree

extension View {
    /// Draws `content` over the charts in this view, made with the chart's proxy: where its values
    /// are, for indicators and gesture areas laid over the plot.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        environment(\.chartOverlay, ChartProxyLayer(alignment: alignment) { AnyView(content($0)) })
    }

    /// Draws `content` behind the charts in this view, made with the chart's proxy.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        environment(\.chartBackground, ChartProxyLayer(alignment: alignment) { AnyView(content($0)) })
    }
}

/// A view of `chartOverlay` or `chartBackground`, made from the chart's proxy.
struct ChartProxyLayer {
    let alignment: Alignment
    let content: (ChartProxy) -> AnyView
}

/// The plot area's frame, from the view that stands for it to the views made with the proxy.
struct ChartPlotAnchorKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

private struct ChartOverlayKey: EnvironmentKey { static var defaultValue: ChartProxyLayer? { nil } }
private struct ChartBackgroundKey: EnvironmentKey { static var defaultValue: ChartProxyLayer? { nil } }

extension EnvironmentValues {
    /// The view `chartOverlay` draws over the charts.
    var chartOverlay: ChartProxyLayer? {
        get { self[ChartOverlayKey.self] }
        set { self[ChartOverlayKey.self] = newValue }
    }

    /// The view `chartBackground` draws behind the charts.
    var chartBackground: ChartProxyLayer? {
        get { self[ChartBackgroundKey.self] }
        set { self[ChartBackgroundKey.self] = newValue }
    }
}

import Foundation
import ViewTree

extension View {
    /// Shows `length` of the x scale of the charts in this view (a number of categories, a span
    /// of numbers, or seconds of dates) from the scroll position, the rest scrolled out of the plot.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        transformChartScroll { $0.xLength = ChartDatum(length).continuous }
    }

    /// Shows `length` of the y scale of the charts in this view.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        transformChartScroll { $0.yLength = ChartDatum(length).continuous }
    }

    /// Scrolls the charts in this view to the x value `position` (a render shows the value the
    /// binding holds).
    public func chartScrollPosition<P: Plottable>(x position: Binding<P>) -> some View {
        let start = ChartDatum(position.wrappedValue)
        return transformChartScroll { $0.xStart = start }
    }

    /// Scrolls the charts in this view to the y value `position`.
    public func chartScrollPosition<P: Plottable>(y position: Binding<P>) -> some View {
        let start = ChartDatum(position.wrappedValue)
        return transformChartScroll { $0.yStart = start }
    }

    /// Starts the charts in this view scrolled to the x value `initialX`.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        transformChartScroll { $0.xStart = ChartDatum(initialX) }
    }

    /// Starts the charts in this view scrolled to the y value `initialY`.
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        transformChartScroll { $0.yStart = ChartDatum(initialY) }
    }

    /// Settles the charts in this view with `behavior` after a swipe: a render does not scroll.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { self }

    /// The scroll settings `change` makes of the settings around.
    private func transformChartScroll(_ change: @escaping (inout ChartScrollSettings) -> Void) -> some View {
        ChartEnvironmentReader { environment in
            var settings = environment.chartScroll
            change(&settings)
            return self.environment(\.chartScroll, settings)
        }
    }
}

/// The visible part of a scrolling chart's scales: how much of each shows, from where.
struct ChartScrollSettings {
    var xLength: Double?
    var yLength: Double?
    var xStart: ChartDatum?
    var yStart: ChartDatum?
}

private struct ChartScrollKey: EnvironmentKey { static var defaultValue: ChartScrollSettings { ChartScrollSettings() } }

extension EnvironmentValues {
    /// The visible domain and scroll position of the charts.
    var chartScroll: ChartScrollSettings {
        get { self[ChartScrollKey.self] }
        set { self[ChartScrollKey.self] = newValue }
    }
}

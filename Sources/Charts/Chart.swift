import Foundation
import ViewTree

/// A chart, as Swift Charts' `Chart`: its marks drawn in a plot area with axes (the y axis on the
/// trailing side, the x axis below), and a legend below when marks are styled by value. Pie and
/// donut charts of sector marks have no axes.
///
/// The chart takes the space it is offered; offered none (an unframed `ImageRenderer`), it is
/// 300 by 200 points (*unverified*: Swift Charts' ideal size is not published).
public struct Chart<Content: ChartContent>: View {
    private let content: Content
    @Environment(\.self) private var environment
    @Environment(\.chartOverlay) private var overlay
    @Environment(\.chartBackground) private var background

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart of the marks `content` makes for each element of a collection of identifiable elements.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// The plot, axes and legend, drawn in the chart's frame, with the views of `chartOverlay`
    /// and `chartBackground` over and behind it.
    public var body: some View {
        let marks = content.resolvedMarks()
        return Group {
            if overlay == nil && background == nil {
                canvas(of: marks)
            } else {
                GeometryReader { geometry in proxied(marks, size: geometry.size) }
            }
        }
        .frame(minWidth: 0, idealWidth: 300, maxWidth: .infinity, minHeight: 0, idealHeight: 200, maxHeight: .infinity)
    }

    /// The canvas the chart is drawn in: larger than the chart by `ChartMetrics.overdraw` on every
    /// side, since Swift Charts does not clip its marks and annotations to its frame (a point at
    /// the plot's edge shows whole) while a canvas clips to its own.
    private func canvas(of marks: [ChartMark]) -> some View {
        let margin = ChartMetrics.overdraw
        return Canvas { context, size in
            context.translateBy(x: margin, y: margin)
            let chartSize = CGSize(width: max(0, size.width - 2 * margin), height: max(0, size.height - 2 * margin))
            // A canvas that draws app views is drawn on the main actor.
            MainActor.assumeIsolated {
                ChartRenderer(marks: marks, environment: context.environment, size: chartSize).draw(in: &context)
            }
        }
        .padding(-margin)
    }

    /// The chart of `size`, with a view standing for its plot area whose frame the proxy's views
    /// read, and those views over and behind it.
    private func proxied(_ marks: [ChartMark], size: CGSize) -> some View {
        let renderer = ChartRenderer(marks: marks, environment: environment, size: size)
        let plot = renderer.isRadial ? ChartPlot(rect: renderer.area, xScale: nil, yScale: nil) : renderer.cartesianPlot().plot
        let background = background, overlay = overlay
        return ZStack(alignment: .topLeading) {
            canvas(of: marks)
            Color.clear
                .frame(width: plot.rect.width, height: plot.rect.height)
                .anchorPreference(key: ChartPlotAnchorKey.self, value: .bounds) { $0 }
                .padding(.leading, plot.rect.minX)
                .padding(.top, plot.rect.minY)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .backgroundPreferenceValue(ChartPlotAnchorKey.self, alignment: background?.alignment ?? .center) { anchor in
            if let background, let anchor { background.content(ChartProxy(plot: plot, anchor: anchor)) }
        }
        .overlayPreferenceValue(ChartPlotAnchorKey.self, alignment: overlay?.alignment ?? .center) { anchor in
            if let overlay, let anchor { overlay.content(ChartProxy(plot: plot, anchor: anchor)) }
        }
    }
}

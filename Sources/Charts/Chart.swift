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

    /// The plot, axes and legend, drawn in the chart's frame.
    public var body: some View {
        let marks = content.resolvedMarks()
        return Canvas { context, size in
            // A canvas that draws app views is drawn on the main actor.
            MainActor.assumeIsolated {
                ChartRenderer(marks: marks, environment: context.environment, size: size).draw(in: &context)
            }
        }
        .frame(minWidth: 0, idealWidth: 300, maxWidth: .infinity, minHeight: 0, idealHeight: 200, maxHeight: .infinity)
    }
}

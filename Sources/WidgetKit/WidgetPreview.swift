import Foundation

/// Builds the entries of a widget preview's timeline, as WidgetKit's `PreviewTimelineBuilder`.
@resultBuilder
public struct PreviewTimelineBuilder {
    /// One entry.
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    /// The first entries.
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    /// The entries so far, then the next ones.
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    /// The entries of a loop.
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
}

/// A preview of a timeline-style widget: `#Preview(as: .systemSmall) { StepsWidget() } timeline: { ... }`.
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
                                @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) =
    #externalMacro(module: "ViewTreeMacros", type: "PreviewMacro")

/// A preview of a widget whose provider makes the timeline:
/// `#Preview(as: .systemSmall) { StepsWidget() } timelineProvider: { StepsProvider() }`.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                            widget: @escaping () -> W,
                                                            timelineProvider: @escaping () -> Provider) =
    #externalMacro(module: "ViewTreeMacros", type: "PreviewMacro")

/// Linux addition: the view a widget `#Preview` shows: the widget's view of the first entry of
/// its timeline, laid out as `previewContext(WidgetPreviewContext(family:))` lays it out. The
/// timeline is made in a task the renderer settles before capturing; a timeline with no entry
/// of the widget's type shows nothing.
public struct ViewTreeWidgetPreview<W: Widget>: View {
    let family: WidgetFamily
    let widget: () -> W
    let timeline: @MainActor () async -> [any TimelineEntry]
    @State private var entries: [any TimelineEntry]?

    /// The preview of `widget` in `family` through the entries `timeline` makes.
    public init(family: WidgetFamily, widget: @escaping () -> W,
                @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]) {
        self.family = family
        self.widget = widget
        self.timeline = timeline
    }

    /// The preview of `widget` in `family` through the timeline its provider makes.
    public init<Provider: TimelineProvider>(family: WidgetFamily, widget: @escaping () -> W,
                                            timelineProvider: @escaping () -> Provider) where Provider.Entry: SendableMetatype {
        self.init(family: family, widget: widget) {
            let provider = timelineProvider()
            let context = TimelineProviderContext(family: family, displaySize: .zero)
            return await withCheckedContinuation { done in
                provider.getTimeline(in: context) { timeline in
                    nonisolated(unsafe) let entries: [any TimelineEntry] = timeline.entries
                    done.resume(returning: entries)
                }
            }
        }
    }

    /// The first entry's view: one view (a stack) before the timeline is made too, so the
    /// preview has a view to render from the start.
    public var body: some View {
        ZStack {
            if let entry = entries?.first, let view = widget().body.viewTreeEntryView(entry) {
                view
            }
        }
        .previewContext(WidgetPreviewContext(family: family))
        .task { entries = await timeline() }
    }
}

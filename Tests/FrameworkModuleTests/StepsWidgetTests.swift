import Foundation
import Raster
import SwiftUI
import Testing
@_spi(ViewTreeInternals) import ViewTree
import WidgetKit

/// A widget extension's file as iOS apps write it: an entry, a provider, a view that changes with
/// the family, a static configuration and a bundle.
struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .distantPast, steps: 0) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (StepsEntry) -> Void) {
        completion(StepsEntry(date: .distantPast, steps: context.family == .systemSmall ? 4_200 : 8_400))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StepsEntry>) -> Void) {
        let entries = (0..<3).map { StepsEntry(date: Date(timeIntervalSince1970: Double($0) * 3_600), steps: $0 * 1_000) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    let entry: StepsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        HStack {
            Text("\(entry.steps)").font(.title.bold())
            if family != .systemSmall {
                Spacer()
                Text("steps")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color.green, for: .widget)
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
        .contentMarginsDisabled()
    }
}

struct StepsWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
    }
}

@MainActor struct StepsWidgetTests {
    private func render(_ family: WidgetFamily, on device: ViewTreeDevice?) throws -> (RasterCanvas, ViewTreeLayout) {
        let renderer = ImageRenderer(content: StepsWidgetView(entry: StepsEntry(date: .distantPast, steps: 4_200))
            .previewContext(WidgetPreviewContext(family: family)))
        device?.apply(to: &renderer.environment)
        return (try renderer.canvas, renderer.layout)
    }

    @Test func previewsHaveTheFamilysSizeOnTheirScreen() throws {
        let (medium, _) = try render(.systemMedium, on: .iPhone13ProMax)
        #expect(medium.bitmap.width == 364 && medium.bitmap.height == 170)
        let (small, _) = try render(.systemSmall, on: .iPhone13)
        #expect(small.bitmap.width == 158 && small.bitmap.height == 158)
        #expect(WidgetFamily.accessoryCircular.viewTreeSize(onScreen: CGSize(width: 844, height: 390)) == CGSize(width: 72, height: 72))
        #expect(WidgetFamily.systemExtraLarge.viewTreeSize(onScreen: CGSize(width: 390, height: 844)) == nil)
        // iPads lay widgets out in the canvas the HIG lists: an 11-inch iPad Pro's.
        #expect(WidgetFamily.systemExtraLarge.viewTreeSize(onScreen: CGSize(width: 1194, height: 834)) == CGSize(width: 715.5, height: 342))
        #expect(WidgetFamily.systemSmall.viewTreeSize(onScreen: CGSize(width: 1024, height: 1366)) == CGSize(width: 170, height: 170))
    }

    @Test func contentSitsInTheMarginsAndTheBackgroundFillsTheWidget() throws {
        let (canvas, layout) = try render(.systemMedium, on: .iPhone13)
        let green = try ImageRenderer(content: Color.green.frame(width: 1, height: 1)).canvas.pixel(x: 0, y: 0)
        #expect(canvas.pixel(x: 0, y: 0) == green && canvas.pixel(x: 337, y: 157) == green)
        let steps = try #require(layout.first(text: "4200"))
        #expect(steps.frame.minX == 16 && steps.frame.minY == 16)
        #expect(layout.first(text: "steps") != nil, "medium widgets show the unit")
        let (_, smallLayout) = try render(.systemSmall, on: .iPhone13)
        #expect(smallLayout.first(text: "steps") == nil, "small ones do not")
    }

    @Test func widgetPreviewsShowTheFirstEntryOfTheirTimeline() throws {
        let timeline = ImageRenderer(content: ViewTreeWidgetPreview(family: .systemMedium, widget: { StepsWidget() }) {
            StepsEntry(date: .distantPast, steps: 1_234)
            StepsEntry(date: .distantFuture, steps: 5_678)
        })
        ViewTreeDevice.iPhone13.apply(to: &timeline.environment)
        timeline.settle()
        #expect(timeline.layout.first(text: "1234") != nil && timeline.layout.first(text: "5678") == nil)
        #expect(try timeline.canvas.bitmap.width == 338)
        let provided = ImageRenderer(content: ViewTreeWidgetPreview(family: .systemSmall, widget: { StepsWidget() },
                                                                    timelineProvider: { StepsProvider() }))
        provided.settle()
        #expect(provided.layout.first(text: "0") != nil, "the provider's first entry has no steps")
    }

    @Test func providersAndTheCenterWorkOutsideAWidget() async throws {
        let context = TimelineProviderContext(family: .systemMedium, displaySize: CGSize(width: 338, height: 158))
        let timeline: Timeline<StepsEntry> = await withCheckedContinuation { done in
            StepsProvider().getTimeline(in: context) { done.resume(returning: $0) }
        }
        #expect(timeline.entries.map(\.steps) == [0, 1_000, 2_000] && timeline.policy == .atEnd)
        #expect(StepsProvider().placeholder(in: context).relevance == nil)
        WidgetCenter.shared.reloadAllTimelines()
        WidgetCenter.shared.reloadTimelines(ofKind: "Steps")
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
        #expect((StepsWidget().body as? StaticConfiguration<StepsWidgetView>)?.kind == "Steps")
        _ = StepsWidgets().body
    }
}

#Preview(as: .systemMedium) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .distantPast, steps: 1_234)
    StepsEntry(date: .distantFuture, steps: 5_678)
}

#Preview("Steps from the provider", as: .systemSmall) {
    StepsWidget()
} timelineProvider: {
    StepsProvider()
}

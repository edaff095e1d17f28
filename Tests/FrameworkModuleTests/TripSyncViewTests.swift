import OSLog
import SwiftUI
import Testing

/// A view as iOS apps write it: `import OSLog` beside SwiftUI, with a static `Logger`.
struct TripSyncView: View {
    private static let logger = Logger(subsystem: "com.example.trips", category: "TripSyncView")
    let trips: [String]

    var body: some View {
        List(trips, id: \.self) { trip in
            Button(trip) { Self.logger.info("Selected \(trip, privacy: .public)") }
        }
        .onAppear { Self.logger.debug("Showing \(trips.count) trips") }
    }
}

@MainActor struct TripSyncViewTests {
    @Test func aViewThatLogsRendersBesideSwiftUI() {
        let renderer = ImageRenderer(content: TripSyncView(trips: ["Lisbon", "Kyoto"]))
        #expect(renderer.layout.allViews.contains { $0.text == "Lisbon" })
        #expect(renderer.layout.allViews.contains { $0.text == "Kyoto" })
    }
}

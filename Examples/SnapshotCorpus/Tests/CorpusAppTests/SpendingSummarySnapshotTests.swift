import SnapshotTesting
import SwiftData
import SwiftUI
import Testing
@testable import CorpusApp

@MainActor
@Suite(.snapshots(record: .missing))
struct SpendingSummarySnapshotTests {
    @Test func summary() throws {
        let container = try ModelContainer(for: Purchase.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (merchant, category, amount, latitude, longitude) in [
            ("Grocer", "Food", 84.5, 51.507, -0.127), ("Rail", "Travel", 42.0, 51.531, -0.124),
            ("Bakery", "Food", 12.3, 51.513, -0.098), ("Cinema", "Fun", 23.0, 51.511, -0.135),
        ] {
            container.mainContext.insert(Purchase(merchant: merchant, category: category, amount: amount,
                                                  latitude: latitude, longitude: longitude))
        }
        assertSnapshot(of: SpendingSummaryView().modelContainer(container),
                       as: .image(layout: .fixed(width: 360, height: 420), traits: .init(displayScale: 1)))
    }
}

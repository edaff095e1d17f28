import Foundation
import SwiftData
import SwiftUI
import Testing

/// SwiftData's `@Query` macro and `@ModelActor`, as Apple's sample apps use them.
@MainActor struct QueryMacroTests {
    private func texts(_ view: some View) -> [String] {
        ImageRenderer(content: view).layout.allViews.compactMap(\.text)
    }

    private func container() throws -> ModelContainer {
        let container = try ModelContainer(for: Trip.self, Stop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        [Trip(name: "Oslo", nights: 5), Trip(name: "Lisbon", nights: 3), Trip(name: "Kyoto", nights: 9)]
            .forEach(container.mainContext.insert)
        return container
    }

    @Test func queryWithoutArgumentsFetchesTheDeclaredModelType() throws {
        let container = try container()
        // The memberwise initializers are internal: the queries are private, as in the apps.
        #expect(texts(AllTripsList().modelContainer(container)) == ["Oslo", "Lisbon", "Kyoto"])
        #expect(texts(FirstModelName<Trip>(name: \.name).modelContainer(container)) == ["Oslo"])
        #expect(texts(FirstModelName<Stop>(name: \.city).modelContainer(container)) == ["none"])
    }

    @Test func queriesMadeInTheInitializerReplaceTheDeclaredOne() throws {
        let shown = texts(LongTripsList(title: "Long", minimumNights: 5).modelContainer(try container()))
        #expect(shown == ["Long", "Kyoto", "Oslo"])
    }

    @Test func sortDescriptorsWithComparatorsCompile() throws {
        let descriptor = FetchDescriptor<Trip>(sortBy: [.init(\Trip.nights, order: .reverse),
                                                        .init(\Trip.name, comparator: .localizedStandard)])
        #expect(try container().mainContext.fetch(descriptor).map(\.name) == ["Kyoto", "Oslo", "Lisbon"])
    }

    @Test func modelActorsWorkInAContextOfTheirOwn() async throws {
        let container = try container()
        let importer = TripImporter(modelContainer: container)
        #expect(try await importer.importTrips(["Rome", "Nice"]) == 5)
        #expect(importer.modelContainer === container)
        let names = try container.mainContext.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name)
        #expect(names == ["Kyoto", "Lisbon", "Nice", "Oslo", "Rome"])
    }
}

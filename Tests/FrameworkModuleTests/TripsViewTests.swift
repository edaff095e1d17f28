import Foundation
import SwiftData
import SwiftUI
import Testing

/// Models as iOS apps declare them: `@Model` classes, a relationship, an attribute option, a
/// transient property and a model with its own `id`.
@Model final class Trip {
    @Attribute(.unique) var name: String
    var nights: Int
    var isFavorite: Bool
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
    @Transient var isExpanded = false

    init(name: String, nights: Int, isFavorite: Bool = false) {
        self.name = name
        self.nights = nights
        self.isFavorite = isFavorite
    }
}

@Model final class Stop {
    var id: UUID
    var city: String
    var trip: Trip?

    init(city: String) {
        id = UUID()
        self.city = city
    }
}

/// A list screen as Xcode's SwiftData template writes it: the context from the environment, a
/// sorted `@Query`, a filtered one.
struct TripsView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Trip.nights, order: .reverse) private var trips: [Trip]
    @Query(filter: #Predicate<Trip> { $0.isFavorite }, sort: [SortDescriptor(\Trip.name)]) private var favorites: [Trip]

    var body: some View {
        List {
            Section("Favorites") {
                ForEach(favorites) { Text($0.name) }
            }
            Section("All") {
                ForEach(trips) { trip in
                    Text("\(trip.name), \(trip.nights) nights")
                }
                .onDelete { offsets in offsets.forEach { modelContext.delete(trips[$0]) } }
            }
        }
    }
}

/// A model's editor, bound to it as iOS apps bind `@Model` classes.
struct TripEditor: View {
    @Bindable var trip: Trip

    var body: some View {
        Form {
            TextField("Name", text: $trip.name)
            Stepper("\(trip.nights) nights", value: $trip.nights)
        }
    }
}

@MainActor struct TripsViewTests {
    private func texts(_ view: some View) -> [String] {
        ImageRenderer(content: view).layout.allViews.compactMap(\.text)
    }

    private func container(with trips: [Trip]) throws -> ModelContainer {
        let container = try ModelContainer(for: Trip.self, Stop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        trips.forEach(container.mainContext.insert)
        return container
    }

    @Test func queriesFetchSortedAndFilteredModelsFromTheEnvironmentsContainer() throws {
        let container = try container(with: [
            Trip(name: "Lisbon", nights: 3, isFavorite: true), Trip(name: "Oslo", nights: 5),
            Trip(name: "Kyoto", nights: 9, isFavorite: true),
        ])
        let shown = texts(TripsView().modelContainer(container))
        #expect(shown == ["Favorites", "Kyoto", "Lisbon", "All", "Kyoto, 9 nights", "Oslo, 5 nights", "Lisbon, 3 nights"],
                "\(shown)")
    }

    @Test func editorsBindToModels() {
        let shown = texts(TripEditor(trip: Trip(name: "Oslo", nights: 5)))
        #expect(shown.contains("Oslo") && shown.contains("5 nights"), "\(shown)")
    }

    @Test func withoutAContainerQueriesFindNothing() {
        #expect(texts(TripsView()) == ["Favorites", "All"])
        #expect(texts(TripsView().modelContainer(for: Trip.self, inMemory: true)) == ["Favorites", "All"])
    }

    @Test func relatedModelsAreInsertedWithTheModelsThatReferToThem() throws {
        let lisbon = Trip(name: "Lisbon", nights: 3)
        let container = try container(with: [lisbon])
        let context = container.mainContext
        lisbon.stops.append(Stop(city: "Sintra"))
        let stops = try context.fetch(FetchDescriptor<Stop>())
        #expect(stops.map(\.city) == ["Sintra"])
        #expect(stops.first?.modelContext === context && stops.first?.id != nil)
        #expect(lisbon.persistentModelID.description == "Trip/p1" && lisbon.id == lisbon.persistentModelID)
    }

    @Test func contextsFetchCountAndDeleteAsSwiftDatas() throws {
        let container = try container(with: (1...5).map { Trip(name: "Trip \($0)", nights: $0) })
        let context = ModelContext(container)
        var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.nights > 1 }, sortBy: [SortDescriptor(\.nights)])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.nights) == [3, 4])
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 5)
        try context.delete(model: Trip.self, where: #Predicate { $0.nights >= 4 })
        #expect(try container.mainContext.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Trip 1", "Trip 2", "Trip 3"])
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
    }
}

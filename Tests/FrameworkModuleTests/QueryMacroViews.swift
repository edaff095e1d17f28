import SwiftData
import SwiftUI

// Views as Backyard Birds writes them, each in a file of its own: `@Query` with no arguments
// (the model type read from the declared array), private queries that leave the view's
// memberwise initializer internal, and a query replaced in the view's initializer.

/// Every trip, in the order inserted.
struct AllTripsList: View {
    @Query private var trips: [Trip]

    var body: some View {
        ForEach(trips) { Text($0.name) }
    }
}

/// The trips of at least `minimumNights`, by name: a query made in the initializer.
struct LongTripsList: View {
    var title: String
    @Query private var trips: [Trip]

    init(title: String, minimumNights: Int) {
        self.title = title
        _trips = Query(filter: #Predicate { $0.nights >= minimumNights }, sort: \.name)
    }

    var body: some View {
        Text(title)
        ForEach(trips) { Text($0.name) }
    }
}

/// A generic list of any model type, as a preview helper writes it.
struct FirstModelName<Model: PersistentModel>: View {
    var name: (Model) -> String
    @Query private var models: [Model]
    @State private var isExpanded = false

    var body: some View {
        Text(models.first.map(name) ?? "none")
    }
}

/// Imports trips off the main actor, as an app's model actor does.
@ModelActor actor TripImporter {
    func importTrips(_ names: [String]) throws -> Int {
        names.forEach { modelContext.insert(Trip(name: $0, nights: $0.count)) }
        try modelContext.save()
        return try modelContext.fetchCount(FetchDescriptor<Trip>())
    }
}

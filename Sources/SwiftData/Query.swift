import Foundation
import ViewTree

/// The models a view shows, fetched from its environment's model context each time the view
/// is evaluated, as SwiftData's `@Query`:
///
/// ```swift
/// @Query(sort: \Trip.start, order: .reverse) private var trips: [Trip]
/// @Query(filter: #Predicate<Trip> { $0.isFavorite }) private var favorites: [Trip]
/// ```
///
/// Without a container in the environment (no `.modelContainer`), the query finds no models,
/// where iOS stops the app.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    private let descriptor: FetchDescriptor<Element>
    private let result: ([Element]) -> Result
    @Environment(\.modelContext) private var context

    /// The models, as the descriptor selects them from the environment's context.
    public var wrappedValue: Result { result((try? context.fetch(descriptor)) ?? []) }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }

    /// The error of the last fetch (fetches do not fail on Linux).
    public var fetchError: (any Error)? { nil }

    fileprivate init(descriptor: FetchDescriptor<Element>, result: @escaping ([Element]) -> Result) {
        self.descriptor = descriptor
        self.result = result
    }
}

extension Query where Result == [Element] {
    /// A query of the models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor: descriptor) { $0 }
    }

    /// A query of the models `filter` accepts, in `sort`'s order.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// A query of the models `filter` accepts, ordered by the value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// A query of the models `filter` accepts, ordered by the optional value at `keyPath`
    /// (models without one first).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// A query of every model of the type, in the order they were inserted.
    public init(animation: Animation = .default) {
        self.init(FetchDescriptor(), animation: animation)
    }
}

import Foundation
import ViewTree

/// The models a view shows, fetched from its environment's model context each time the view
/// is evaluated, as SwiftData's `Query`, which the `@Query` macro stores beside the property:
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
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor) { $0 }
    }

    /// A query of the models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor) { $0 }
    }

    /// A query of the models `filter` accepts, in `sort`'s order.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                animation: Animation) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// A query of the models `filter` accepts, in `sort`'s order (every model of the type, in
    /// the order they were inserted, by default).
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                transaction: Transaction? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    /// A query of the models `filter` accepts, ordered by the value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// A query of the models `filter` accepts, ordered by the value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }

    /// A query of the models `filter` accepts, ordered by the optional value at `keyPath`
    /// (models without one first).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], animation: animation)
    }

    /// A query of the models `filter` accepts, ordered by the optional value at `keyPath`
    /// (models without one first).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)], transaction: transaction)
    }
}

// SwiftData's `@Query` is a macro (the `Query` type is what it stores): `@Query var trips: [Trip]`
// reads the model type from the declaration, which a property wrapper could not infer. Each form
// takes the arguments of one of the initialisers above.

/// Every model of the property's type (`@Query var trips: [Trip]`), in the order they were inserted.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// Every model of the property's type; `animation` animates changes on a device.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(animation: Animation) = #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// Every model of the property's type; `transaction` animates changes on a device.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(transaction: Transaction) = #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// The models `descriptor` selects.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
    #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// The models `descriptor` selects.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) =
    #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// The models `filter` accepts, in `sort`'s order.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [],
                                             animation: Animation) =
    #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// The models `filter` accepts, in `sort`'s order.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [],
                                             transaction: Transaction? = nil) =
    #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// The models `filter` accepts, ordered by the value at `sort`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil,
                                                                sort: KeyPath<Element, Value> & Sendable,
                                                                order: SortOrder = .forward, animation: Animation) =
    #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// The models `filter` accepts, ordered by the value at `sort`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil,
                                                                sort: KeyPath<Element, Value> & Sendable,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil) =
    #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// The models `filter` accepts, ordered by the optional value at `sort`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil,
                                                                sort: KeyPath<Element, Value?> & Sendable,
                                                                order: SortOrder = .forward, animation: Animation) =
    #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

/// The models `filter` accepts, ordered by the optional value at `sort`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil,
                                                                sort: KeyPath<Element, Value?> & Sendable,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil) =
    #externalMacro(module: "ViewTreeMacros", type: "QueryMacro")

import Foundation

/// Where a view inserts, fetches and deletes models, as SwiftData's `ModelContext`. Every
/// context of a container shares its store: an inserted model is fetched at once, from any of
/// them.
public final class ModelContext {
    /// The container whose models the context works on.
    public let container: ModelContainer
    /// Whether the context saves by itself (every change is kept at once on Linux).
    public var autosaveEnabled = true
    /// Whether models were inserted or deleted since the last save.
    public private(set) var hasChanges = false

    /// A context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Keeps `model`, and the models it refers to.
    public func insert<T: PersistentModel>(_ model: T) {
        container.insert(model, from: self)
        hasChanges = true
    }

    /// Removes `model`.
    public func delete<T: PersistentModel>(_ model: T) {
        container.delete(model)
        hasChanges = true
    }

    /// Removes every model of `model`'s type that `predicate` accepts (all without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil,
                                           includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor(predicate: predicate)) { delete(found) }
    }

    /// Marks the changes saved.
    public func save() throws { hasChanges = false }

    /// Forgets that there were changes (the store keeps them).
    public func rollback() { hasChanges = false }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The models `descriptor` selects: those its predicate accepts, in its sort order (the
    /// order they were inserted without one), from its offset, at most its limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = container.models(of: T.self, context: self)
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        let selected = models.dropFirst(descriptor.fetchOffset ?? 0)
        return Array(descriptor.fetchLimit.map { selected.prefix($0) } ?? selected)
    }

    /// How many models `descriptor` selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `descriptor` selects.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The kept model of type `T` with `identifier`, if any.
    public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
        container.model(for: identifier) as? T
    }
}

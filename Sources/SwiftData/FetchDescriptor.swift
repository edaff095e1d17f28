import Foundation

/// Which models a fetch selects and in what order, as SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel> {
    /// The condition a model meets to be selected.
    public var predicate: Predicate<T>?
    /// The order of the selected models.
    public var sortBy: [SortDescriptor<T>]
    /// The most models selected.
    public var fetchLimit: Int?
    /// How many of the first selected models are skipped.
    public var fetchOffset: Int?
    /// Whether unsaved changes count (they always do on Linux).
    public var includePendingChanges = true
    /// The properties to load (all are, on Linux).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to load ahead (all are, on Linux).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor selecting the models `predicate` accepts, in `sortBy`'s order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

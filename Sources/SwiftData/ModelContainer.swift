import Foundation

/// The store of a schema's models, as SwiftData's `ModelContainer`: kept in memory for the
/// process (see `ModelConfiguration`), in the order the models were inserted.
public final class ModelContainer: @unchecked Sendable {
    // Unchecked: every model the store holds is read and written under `lock`.
    /// The model types the container stores.
    public let schema: Schema
    /// The configurations it was made with.
    public let configurations: [ModelConfiguration]
    private let lock = NSLock()
    private var models: [any PersistentModel] = []
    private var insertions = 0
    private var main: ModelContext?

    /// A container of `types`.
    public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }

    /// A container of `schema`'s types.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container of `schema`'s types.
    public convenience init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: schema, configurations: configurations.isEmpty ? [ModelConfiguration()] : configurations)
    }

    /// A container of `schema`'s types kept in memory, which cannot fail.
    convenience init(inMemory schema: Schema) {
        self.init(schema: schema, configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    }

    private init(schema: Schema, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.configurations = configurations
    }

    /// The context views use, made once.
    @MainActor public var mainContext: ModelContext {
        lock.withLock {
            if let main { return main }
            let context = ModelContext(self)
            main = context
            return context
        }
    }

    /// Removes every model.
    public func deleteAllData() {
        lock.withLock {
            models.forEach { $0._$viewTreeModelRecord.isDeleted = true }
            models = []
        }
    }

    /// Keeps `model` and the models it refers to, each once, giving each its identifier.
    func insert(_ model: any PersistentModel, from context: ModelContext) {
        lock.withLock {
            var pending = [model]
            while let next = pending.popLast() {
                let record = next._$viewTreeModelRecord
                guard record.identifier == nil || record.isDeleted else { continue }
                insertions += 1
                record.identifier = PersistentIdentifier(entityName: String(describing: type(of: next)), number: insertions)
                record.context = context
                record.isDeleted = false
                models.append(next)
                pending += relatedModels(of: next).reversed()
            }
        }
    }

    func delete(_ model: any PersistentModel) {
        lock.withLock {
            models.removeAll { $0 === model }
            model._$viewTreeModelRecord.isDeleted = true
        }
    }

    /// The models of type `T`, in insertion order, with models that were related to kept ones
    /// after they were inserted (`trip.stops.append(stop)`), as SwiftData inserts them.
    func models<T: PersistentModel>(of type: T.Type, context: ModelContext) -> [T] {
        let kept = lock.withLock { models }
        for model in kept {
            for related in relatedModels(of: model) where related._$viewTreeModelRecord.identifier == nil {
                insert(related, from: context)
            }
        }
        return lock.withLock { models.compactMap { $0 as? T } }
    }

    func model(for identifier: PersistentIdentifier) -> (any PersistentModel)? {
        lock.withLock { models.first { $0._$viewTreeModelRecord.identifier == identifier } }
    }
}

/// The models `model`'s stored properties refer to: single, optional or in arrays.
private func relatedModels(of model: any PersistentModel) -> [any PersistentModel] {
    var found: [any PersistentModel] = []
    var mirror: Mirror? = Mirror(reflecting: model)
    while let current = mirror {
        for child in current.children {
            if let related = child.value as? any PersistentModel {
                found.append(related)
            } else if let related = child.value as? [any PersistentModel] {
                found += related
            }
        }
        mirror = current.superclassMirror
    }
    return found
}

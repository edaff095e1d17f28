import Foundation

/// Does the work of a model actor on its context, as SwiftData's `ModelExecutor`.
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context the actor's work reads and changes.
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor, as SwiftData's: it holds the actor's own context.
/// The actor runs on Swift's default actor executor, which serializes its work as this would.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    // Unchecked: the context is used only from the actor that owns the executor.
    /// The actor's context.
    public let modelContext: ModelContext

    /// An executor working on `modelContext`.
    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }
}

/// An actor that works on models off the main actor, in a context of its own, as SwiftData's
/// `ModelActor`; `@ModelActor` makes an actor one:
///
/// ```swift
/// @ModelActor actor Importer {
///     func importTrips(_ names: [String]) throws {
///         names.forEach { modelContext.insert(Trip(name: $0)) }
///         try modelContext.save()
///     }
/// }
/// let importer = Importer(modelContainer: container)
/// ```
public protocol ModelActor: Actor {
    /// The container whose models the actor works on.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor holding the actor's context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's own context of its container: its inserts are fetched by every context of
    /// the container at once, as the in-memory store shares them.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model of `type` with `identifier` in the actor's context, if there is one.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}

/// Gives an actor a model container, an executor with a context of its own, and
/// `init(modelContainer:)`, as SwiftData's `@ModelActor`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "ViewTreeMacros", type: "ModelActorMacro")

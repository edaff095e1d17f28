import Foundation
import Observation

/// Makes a class a persisted model, as SwiftData's `@Model`:
///
/// ```swift
/// @Model final class Trip {
///     var name: String
///     var start: Date
///     @Relationship(deleteRule: .cascade) var stops: [Stop] = []
///     init(name: String, start: Date) { self.name = name; self.start = start }
/// }
/// ```
///
/// The class conforms to `PersistentModel`; a `ModelContext` keeps it once inserted.
@attached(member, names: named(_$viewTreeModelRecord))
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "ViewTreeMacros", type: "ModelMacro")

/// Options of a model's property (`@Attribute(.unique) var id: UUID`), as SwiftData's: accepted;
/// the in-memory store does not enforce them.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "ViewTreeMacros", type: "MarkerMacro")

/// A model's relationship to other models, as SwiftData's: related models are inserted with the
/// model that refers to them; the delete rule is accepted, not applied.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "ViewTreeMacros", type: "MarkerMacro")

/// A property SwiftData does not persist, as SwiftData's `@Transient`.
@attached(peer)
public macro Transient() = #externalMacro(module: "ViewTreeMacros", type: "MarkerMacro")

/// A persisted model, as SwiftData's `PersistentModel`; `@Model` makes a class one.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// Linux addition, made by `@Model`: the model's identifier and context once inserted.
    var _$viewTreeModelRecord: ViewTreeModelRecord { get }
}

extension PersistentModel {
    /// The model's identifier, given when it is first inserted into a context.
    public var persistentModelID: PersistentIdentifier {
        _$viewTreeModelRecord.identifier ?? PersistentIdentifier(entityName: String(describing: Self.self), number: 0)
    }

    /// The model's identity: its identifier.
    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted into, if any.
    public var modelContext: ModelContext? { _$viewTreeModelRecord.context }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$viewTreeModelRecord.isDeleted }

    /// Whether the model changed since its context last saved (a model is saved as it is set).
    public var hasChanges: Bool { false }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Linux addition, made by `@Model`: what a context records on a model it keeps.
public final class ViewTreeModelRecord {
    var identifier: PersistentIdentifier?
    weak var context: ModelContext?
    var isDeleted = false

    /// An empty record, for a model not inserted yet.
    public init() {}
}

/// A model's identifier in its container, as SwiftData's: its type's name and its place in
/// the order models were inserted, so identifiers are the same on every run.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The model type's name.
    public let entityName: String
    let number: Int

    init(entityName: String, number: Int) {
        self.entityName = entityName
        self.number = number
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.entityName, lhs.number) < (rhs.entityName, rhs.number) }

    public var description: String { "\(entityName)/p\(number)" }
}

import Foundation
import ViewTree

/// How an entity or an enum case shows in Shortcuts, as App Intents' `DisplayRepresentation`.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// The title.
    public let title: LocalizedStringResource
    /// The subtitle.
    public let subtitle: LocalizedStringResource?

    /// A representation titled `title`.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }

    /// A representation titled by the literal `value`.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    /// A representation titled by the interpolated text.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a type of entity or enum is named in Shortcuts, as App Intents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// The type's name.
    public let name: LocalizedStringResource
    /// How a count of them reads.
    public let numericFormat: LocalizedStringResource?

    /// A representation named `name`.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// A representation named by the literal `value`.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    /// A representation named by the interpolated text.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// An app's object that intents take and return, as App Intents' `AppEntity`.
public protocol AppEntity: Identifiable, Sendable {
    /// The query that finds entities by identifier.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query that finds entities by identifier.
    static var defaultQuery: DefaultQuery { get }
    /// How the entity shows.
    var displayRepresentation: DisplayRepresentation { get }
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// Finds an app's entities, as App Intents' `EntityQuery`.
public protocol EntityQuery: Sendable {
    /// The entities it finds.
    associatedtype Entity: AppEntity
    /// The entities with `identifiers`.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The entities Shortcuts offers to choose from.
    func suggestedEntities() async throws -> [Entity]
    /// A query.
    init()
}

extension EntityQuery {
    /// None suggested by default.
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// An enum whose cases an intent's parameter chooses from, as App Intents' `AppEnum`.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue: LosslessStringConvertible {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case shows.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

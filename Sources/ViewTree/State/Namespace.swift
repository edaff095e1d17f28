import Synchronization

/// A namespace for the identifiers of matched geometry and transitions, as SwiftUI's
/// `@Namespace`. Each namespace has its own identifier; nothing is drawn from it.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let value: UInt64
    }

    private static let next = Atomic<UInt64>(0)
    private let id: ID

    /// A new namespace.
    public init() {
        id = ID(value: Self.next.wrappingAdd(1, ordering: .relaxed).newValue)
    }

    /// The namespace's identifier.
    public var wrappedValue: ID { id }
}

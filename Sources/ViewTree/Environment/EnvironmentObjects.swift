/// The objects views find in their environment by type: `environmentObject(_:)`'s observable
/// objects and `environment(_:)`'s `@Observable` ones.
struct EnvironmentObjects: @unchecked Sendable {
    // Unchecked: like the rest of the environment, read while views are resolved on one thread.
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Stores `object` under its static type, replacing any object of that type.
    mutating func insert<T: AnyObject>(_ object: T) {
        objects[ObjectIdentifier(T.self)] = object
    }

    /// Stores `object`, or removes the object of its type when `nil`.
    mutating func set<T: AnyObject>(_ object: T?) {
        objects[ObjectIdentifier(T.self)] = object
    }

    /// The object stored under `type`, if any.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    /// SwiftUI's message for a view reading an object no ancestor provided.
    static func missingMessage(for type: Any.Type, modifier: String, kind: String) -> String {
        "No \(kind) of type \(type) found. A View.\(modifier) for \(type) may be missing as an ancestor of this view."
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey { static let defaultValue = EnvironmentObjects() }

extension EnvironmentValues {
    /// The objects of the environment, by type.
    var objects: EnvironmentObjects {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

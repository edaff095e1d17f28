import Foundation

/// An observable object a view creates and owns, as SwiftUI's `@StateObject`. The object is made
/// on first use and shared by copies of the view value; a render shows its current values (a
/// snapshot, the initial ones), as nothing re-renders on its changes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    private let storage: LazyObject<ObjectType>

    /// State made by `thunk` the first time the view reads it.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = LazyObject(make: thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { storage.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: storage.object).projectedValue
    }
}

/// An object made the first time it is asked for, then kept: SwiftUI creates a state object once
/// per view identity, not once per evaluation of the view value.
final class LazyObject<Object: AnyObject>: @unchecked Sendable {
    // Unchecked: guarded by the lock.
    private let lock = NSLock()
    private var made: Object?
    private let make: () -> Object
    /// The storage the view graph keeps for this view's object, once attached.
    private var kept: LazyObject?

    init(make: @escaping () -> Object) {
        self.make = make
    }

    var object: Object {
        if let kept = lock.withLock({ kept }) { return kept.object }
        return lock.withLock {
            if let made { return made }
            let object = make()
            made = object
            return object
        }
    }

    /// Takes the object from `storage` from now on (unless it is this storage).
    func keep(in storage: LazyObject) {
        guard storage !== self else { return }
        lock.withLock { kept = storage }
    }
}

extension StateObject: ViewGraphStorage {
    func attach(to graph: ViewGraph, at identity: ViewIdentity, property: Int) {
        guard let kept = graph.storage(at: identity, property: property, fresh: storage) as? LazyObject<ObjectType> else { return }
        storage.keep(in: kept)
    }
}

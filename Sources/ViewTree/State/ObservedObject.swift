/// An observable object a view is handed, as SwiftUI's `@ObservedObject`. A render reads its
/// current values; `$model.property` makes bindings to its properties.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Makes bindings to the properties of an observed object (`$model.name`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject> {
            Binding(object: root, keyPath: keyPath)
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension Binding {
    /// A binding that reads and writes `object`'s property at `keyPath`.
    init<Root: AnyObject>(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

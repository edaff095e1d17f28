/// An observable object an ancestor put in the environment with `environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`. Reading it when no ancestor provided one stops the program with
/// SwiftUI's message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Makes bindings to the properties of the object (`$model.name`), as an observed object's do.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object in the environment of the view being evaluated.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.objects.object(of: ObjectType.self) else {
            fatalError(EnvironmentObjects.missingMessage(for: ObjectType.self, modifier: "environmentObject(_:)",
                                                         kind: "ObservableObject"))
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

nonisolated extension View {
    /// Puts `object` in the environment of this view, for `@EnvironmentObject` to read by its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment { $0.objects.insert(object) }
    }
}

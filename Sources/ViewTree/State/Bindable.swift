/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`
/// (`$model.name`, or `Bindable(model).name`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s properties.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the same object as `projectedValue`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Itself, for `$model.name`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(object: wrappedValue, keyPath: keyPath)
    }
}

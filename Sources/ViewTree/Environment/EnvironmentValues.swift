/// A key for a value in the environment, with the value views see when nothing sets it.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
}

/// The values a view's environment holds: colour scheme, display scale, fonts and text settings,
/// and any `EnvironmentKey` of the user's, passed down from container to contents.
public struct EnvironmentValues: @unchecked Sendable {
    // Unchecked: values are set and read while views are resolved, on one thread at a time.
    /// The values set, by key type, each in a box of the key's value type.
    private var values: [ObjectIdentifier: EnvironmentValueBox] = [:]
    /// Where the view being resolved sits in the tree (kept out of `values`: it changes at every view).
    var identity = ViewIdentity.root
    /// How many views deep the view being resolved is (the root is 1).
    var depth = 0
    /// The type of the innermost view whose body is being resolved, to name it in messages.
    var bodyOwner: Any.Type?

    /// An environment with every value at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            // Only this setter stores under the key, always in a box of `Key.Value`; a checked
            // cast of the value out of `Any` cost more than the rest of the lookup.
            return unsafeDowncast(box, to: TypedEnvironmentValueBox<Key.Value>.self).value
        }
        set { values[ObjectIdentifier(key)] = TypedEnvironmentValueBox(newValue) }
    }

    /// The environment of the view whose body is being evaluated.
    @TaskLocal static var current = EnvironmentValues()
}

/// A value in the environment, of any type.
private class EnvironmentValueBox {}

/// A value in the environment, of its key's value type.
private final class TypedEnvironmentValueBox<Value>: EnvironmentValueBox {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Reads a value from the environment of the view it belongs to, as SwiftUI's
/// `@Environment(\.colorScheme)` does.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    // Unchecked: `read` captures only a key path or a type, which never change.
    private let read: (EnvironmentValues) -> Value

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the environment with `read`.
    init(reading read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    /// The value in the environment of the view being evaluated.
    public var wrappedValue: Value { read(EnvironmentValues.current) }
}

nonisolated extension View {
    /// Sets an environment value for this view and its contents.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        transformEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Changes the environment value at `keyPath` for this view and its contents: `transform`
    /// receives the value the view inherits and may change it in place.
    public func transformEnvironment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>,
                                            transform: @escaping (inout Value) -> Void) -> some View {
        transformEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    /// Changes the environment for this view and its contents.
    func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        EnvironmentWriter(content: self, transform: transform)
    }
}

/// A view resolved in a changed environment.
nonisolated struct EnvironmentWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        var changed = environment
        transform(&changed)
        return content.resolveNodes(in: changed)
    }
}

/// Which view has keyboard focus, as SwiftUI's `@FocusState`. Nothing is focused in a still
/// render, so it holds its initial value (`false` or `nil`) until a test sets it, and `focused`
/// draws nothing differently.
@propertyWrapper
public struct FocusState<Value: Hashable>: @unchecked Sendable {
    // Unchecked: the value lives in `State`'s locked storage.
    private let storage: State<Value>

    /// A binding to a focus state, passed to `focused(_:)` and to child views.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        // Unchecked: as above.
        fileprivate let storage: State<Value>

        /// The focused value.
        public var wrappedValue: Value {
            get { storage.wrappedValue }
            nonmutating set { storage.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// Focus that is off (`false`).
    public init() where Value == Bool {
        storage = State(wrappedValue: false)
    }

    /// Focus on none of the values (`nil`).
    public init<T: Hashable>() where Value == T? {
        storage = State(wrappedValue: nil)
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding for `focused(_:)` (`$field`).
    public var projectedValue: Binding { Binding(storage: storage) }
}

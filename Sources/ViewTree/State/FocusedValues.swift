import Foundation

// Values the focused view publishes to its scene, as SwiftUI's `FocusedValues`, read by menus
// and commands. Nothing has focus in a still render, so every focused value reads `nil` and the
// modifiers publishing them leave the view as it is.

/// A key for a value the focused view publishes, as SwiftUI's `FocusedValueKey`.
public protocol FocusedValueKey {
    /// The value's type.
    associatedtype Value
}

/// The values the focused view publishes, as SwiftUI's `FocusedValues`: extend it with a
/// property per key. In a render none is set.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// No values.
    init() {}

    /// The value for `key`, if the focused view publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A value the focused view publishes, as SwiftUI's `@FocusedValue`: `nil` in a render, where
/// nothing has focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// The value at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// The value, or `nil` when no focused view publishes one.
    public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes, as SwiftUI's `@FocusedBinding`: `nil` in a render.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// The binding at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The bound value, or `nil` when no focused view publishes the binding.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
}

/// How strongly a default focus is preferred, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let name: String
    /// When the scene first appears.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Whenever focus is evaluated again.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

nonisolated extension View {
    /// Publishes `value` at `keyPath` while this view has focus.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
        unchangedInRender()
    }

    /// Publishes `value` at `keyPath` to the whole scene while it is active.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>,
                                         _ value: Value) -> some View {
        unchangedInRender()
    }

    /// Publishes the observable `object` while this view has focus.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { unchangedInRender() }

    /// Publishes the observable `object` to the whole scene while it is active.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { unchangedInRender() }

    /// Focuses the view whose focus binding holds `value` first, when focus is evaluated.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        unchangedInRender()
    }

    /// Keeps submissions inside this view from reaching `onSubmit` handlers outside it.
    public func submitScope(_ isBlocking: Bool = true) -> some View { unchangedInRender() }
}

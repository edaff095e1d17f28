import Foundation

/// A value a gesture updates while it is active, reset when it ends, as SwiftUI's
/// `@GestureState`. No gesture is active in a still render, so it always holds its initial value.
@propertyWrapper
public struct GestureState<Value> {
    private let initialValue: Value

    /// State holding `wrappedValue` while no gesture updates it.
    public init(wrappedValue: Value) { initialValue = wrappedValue }

    /// State holding `initialValue` while no gesture updates it.
    public init(initialValue: Value) { self.initialValue = initialValue }

    /// State holding `wrappedValue`, reset with `resetTransaction` when the gesture ends.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }

    /// State holding `wrappedValue`, reset by `reset` when the gesture ends.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initialValue = wrappedValue }

    /// The value: the initial one, as no gesture is active.
    public var wrappedValue: Value { initialValue }

    /// The state, for a gesture's `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State holding `nil` while no gesture updates it.
    public init(resetTransaction: Transaction = Transaction()) { initialValue = nil }
}

extension GestureState: Sendable where Value: Sendable {}

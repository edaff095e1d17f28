import Foundation

// What gestures are made of: callbacks and combinations. They only keep their parts; nothing
// runs in a still render.

/// A gesture that runs a callback as its value changes.
public struct _ChangedGesture<Content: Gesture>: _PrimitiveGesture {
    /// The wrapped gesture's value.
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture that runs a callback when it ends.
public struct _EndedGesture<Content: Gesture>: _PrimitiveGesture {
    /// The wrapped gesture's value.
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture whose value is transformed.
public struct _MapGesture<Content: Gesture, Value>: _PrimitiveGesture {
    let content: Content
}

/// A gesture that updates a `@GestureState` while it is active.
public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture {
    /// The wrapped gesture's value.
    public typealias Value = Base.Value
    /// The gesture being tracked.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
}

/// Two gestures recognised at the same time.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// Both gestures' values, each `nil` until that gesture changes.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    /// `first` and `second` together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// A gesture that starts only once another one has ended.
public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// Where the sequence is: in the first gesture, or past it into the second.
    public enum Value {
        /// The first gesture is active.
        case first(First.Value)
        /// The first gesture ended; the second is active (or not started: `nil`).
        case second(First.Value, Second.Value?)
    }
    /// The gesture recognised first.
    public var first: First
    /// The gesture recognised after it.
    public var second: Second
    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// Two gestures of which only one succeeds, the first preferred.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    /// The value of the gesture that succeeded.
    public enum Value {
        /// The first gesture succeeded.
        case first(First.Value)
        /// The second gesture succeeded.
        case second(Second.Value)
    }
    /// The preferred gesture.
    public var first: First
    /// The other gesture.
    public var second: Second
    /// `first`, or else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

extension Gesture {
    /// Runs `action` with each new value, on a device.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self)
    }

    /// Runs `action` with the final value when the gesture ends, on a device.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self)
    }

    /// The gesture with its values transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self)
    }

    /// Updates `state` with `body` while the gesture is active, on a device; a render keeps the
    /// state's initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state)
    }

    /// This gesture and `other`, recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

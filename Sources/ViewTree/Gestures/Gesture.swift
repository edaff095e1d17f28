import Foundation

// Gestures, as SwiftUI spells them. A render is one still frame of a view nobody touches, so a
// gesture is never recognised: its callbacks never run, `@GestureState` keeps its initial value,
// and the view it is attached to is drawn as it is.

/// An interaction a view can recognise, as SwiftUI's `Gesture`. Built-in gestures have no body;
/// a gesture of your own composes others in `body`.
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and ends; a gesture of your own reports what its
    /// `body` reports (SwiftUI infers it the same way, so such gestures declare no `Value`).
    associatedtype Value = Body.Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
}

/// What built-in gestures answer when asked for their body (they have none, as in SwiftUI).
nonisolated func bodyOfPrimitiveGesture<G>(_ gesture: G.Type) -> Never {
    fatalError("\(G.self) is built into ViewTree and has no body")
}

/// The gesture built-in gestures are made of: none.
nonisolated public struct _NeverGesture: Gesture {
    /// Never reported.
    public typealias Value = Never
    /// No body.
    public var body: _NeverGesture { bodyOfPrimitiveGesture(Self.self) }
}

/// A built-in gesture: it has no body.
public protocol _PrimitiveGesture: Gesture where Body == _NeverGesture {}

extension _PrimitiveGesture {
    /// Built-in gestures have no body.
    public var body: _NeverGesture { bodyOfPrimitiveGesture(Self.self) }
}

/// The parts of a view a gesture attached to it applies to, as in SwiftUI.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8
    /// The mask with `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Neither the gesture nor its view's subviews' gestures.
    public static let none: GestureMask = []
    /// The gesture, not its view's subviews' gestures.
    public static let gesture = GestureMask(rawValue: 1)
    /// Its view's subviews' gestures, not the gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// The gesture and its view's subviews' gestures.
    public static let all: GestureMask = [.gesture, .subviews]
}

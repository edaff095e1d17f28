import Foundation

// Keyframe animations, as SwiftUI spells them:
//
//     content.keyframeAnimator(initialValue: Pose(), trigger: count) { content, pose in
//         content.scaleEffect(pose.scale)
//     } keyframes: { _ in
//         KeyframeTrack(\.scale) {
//             LinearKeyframe(1.2, duration: 0.1)
//             SpringKeyframe(1, duration: 0.3, spring: .bouncy)
//         }
//     }
//
// A render is one still frame before any keyframe runs: the content is drawn with the initial
// value, and the keyframes are never evaluated.

/// Keyframes for the values of type `Value`, as in SwiftUI.
public protocol Keyframes<Value> {
    /// The animated value's type.
    associatedtype Value
}

/// The keyframes of one track, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The animated value's type.
    associatedtype Value
}

/// The keyframes a `KeyframesBuilder` or `KeyframeTrackContentBuilder` lists (never evaluated in
/// a render).
public struct ViewTreeKeyframeList<Value>: Keyframes, KeyframeTrackContent {
    /// An empty list.
    public init() {}
}

/// Lists keyframe tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// One track of a property of the value (or of the whole value).
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>)
        -> ViewTreeKeyframeList<Value> {
        ViewTreeKeyframeList()
    }
    /// Keyframes of the value.
    public static func buildExpression(_ keyframes: ViewTreeKeyframeList<Value>) -> ViewTreeKeyframeList<Value> {
        keyframes
    }
    /// A keyframe written directly in the builder: a track of the whole value, as in SwiftUI.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> ViewTreeKeyframeList<Value>
        where K.Value == Value {
        ViewTreeKeyframeList()
    }
    /// The tracks, in order.
    public static func buildBlock(_ parts: ViewTreeKeyframeList<Value>...) -> ViewTreeKeyframeList<Value> {
        ViewTreeKeyframeList()
    }
}

/// Lists the keyframes of a track, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    /// One keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> ViewTreeKeyframeList<Value>
        where K.Value == Value {
        ViewTreeKeyframeList()
    }
    /// The keyframes, in order.
    public static func buildBlock(_ parts: ViewTreeKeyframeList<Value>...) -> ViewTreeKeyframeList<Value> {
        ViewTreeKeyframeList()
    }
    /// Keyframes of a `for` loop.
    public static func buildArray(_ parts: [ViewTreeKeyframeList<Value>]) -> ViewTreeKeyframeList<Value> {
        ViewTreeKeyframeList()
    }
}

/// The keyframes of one property of the animated value, as SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    /// The keyframes of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>,
                @KeyframeTrackContentBuilder<Value> content: () -> Content) {}

    /// The keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {}
}

/// A keyframe reached at a constant speed.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// Reaches `to` in `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached by a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// Reaches `to` with `spring`, in `duration` seconds when given.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// Reaches `to` in `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe jumped to at once.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// Jumps to `to`.
    public init(_ to: Value) {}
}

/// A timing curve from 0 to 1, as SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
    private let name: String
    /// Constant speed.
    public static let linear = UnitCurve(name: "linear")
    /// Slow, then fast.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// Fast, then slow.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// Slow at both ends.
    public static let easeInOut = UnitCurve(name: "easeInOut")
}

/// A spring's motion, as SwiftUI's `Spring`.
public struct Spring: Hashable, Sendable {
    /// How long the spring takes to settle (about), in seconds.
    public var duration: TimeInterval
    /// How much it overshoots: 0 none, towards 1 more.
    public var bounce: Double

    /// A spring of `duration` seconds and `bounce`.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// No overshoot.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A little overshoot.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A noticeable overshoot.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}

nonisolated extension View {
    /// Animates `initialValue` through `keyframes`, over and over when `repeating`; a render draws
    /// `content` with `initialValue`.
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(value: self), initialValue)
    }

    /// Animates `initialValue` through `keyframes` each time `trigger` changes; a render draws
    /// `content` with `initialValue`.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        content(PlaceholderContentView(value: self), initialValue)
    }
}

import Foundation

// SwiftUI's animatable data, as types that animate declare it (`TextRenderer` is `Animatable`).
// A render is one still frame, so nothing is interpolated: the values are declared and kept.

/// A type that can be a vector in an animation: added, subtracted and scaled.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the vector with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This vector with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the value.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Animatable data of nothing, for types that do not animate.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Nothing.
    public init() {}
    /// Nothing.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Nothing.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// The sums of the values.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// The differences of the values.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of the values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type whose `animatableData` an animation interpolates.
public protocol Animatable {
    /// The type of the data animated.
    associatedtype AnimatableData: VectorArithmetic
    /// The data animated.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No data: the type does not animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

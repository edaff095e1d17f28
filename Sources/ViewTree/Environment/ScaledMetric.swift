import Foundation

/// A number that scales with the text size, as SwiftUI's `@ScaledMetric`:
/// `@ScaledMetric(relativeTo: .title) var iconSize = 24.0` is 24 at the default text size
/// (`.large`) and grows or shrinks as the `relativeTo` text style's point size does at the
/// environment's `dynamicTypeSize`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: @unchecked Sendable {
    // Unchecked: a floating-point value and a text style, neither of which changes.
    private let baseValue: Value
    private let textStyle: Font.TextStyle

    /// `wrappedValue` at the default text size, scaled as the body style is.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// `wrappedValue` at the default text size, scaled as `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the text size of the view being evaluated.
    public var wrappedValue: Value {
        let size = EnvironmentValues.current.dynamicTypeSize
        let ratio = TextStyleMetrics.pointSize(of: textStyle, at: size) / TextStyleMetrics.pointSize(of: textStyle, at: .large)
        return baseValue * Value(ratio)
    }
}

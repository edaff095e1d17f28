import Foundation

/// How strongly a view keeps its intrinsic size, as UIKit's `UILayoutPriority` (1 to 1000).
/// Views lay out by their frames here, so priorities are stored and never used.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1 to 1000.
    public var rawValue: Float
    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Must hold: 1000.
    public static let required = UILayoutPriority(1000)
    /// A view's default resistance to being compressed: 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// A view's default resistance to being stretched: 250.
    public static let defaultLow = UILayoutPriority(250)
    /// The level at which a view is sized to fit its content: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether `lhs` is the weaker priority.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// UIKit's layout constraint, as far as views' content priorities name it: its `Axis`. Views lay
/// out by their frames here, so no constraints are made.
open class NSLayoutConstraint: NSObject {
    /// A layout direction, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }
}

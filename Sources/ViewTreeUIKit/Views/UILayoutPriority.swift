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

/// UIKit's layout constraint, as UIKit code and representables make them (with anchors or
/// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`): kept with their items,
/// attributes and constants, activated and deactivated. Views lay out by their frames here, so
/// constraints move nothing (a representable's UIKit view is not drawn anyway).
///
/// Main-actor isolated, as UIKit's `NSLayoutConstraint` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// The first item (a view or layout guide).
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The second item, if any.
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor on the second side.
    public let multiplier: CGFloat
    /// The constant added to the second side.
    open var constant: CGFloat
    /// How strongly the constraint holds; `.required` by default.
    open var priority = UILayoutPriority.required
    /// Whether the constraint is active; `false` until activated.
    open var isActive = false
    /// A name for debugging.
    open var identifier: String?

    /// `item1.attr1 relation multiplier × item2.attr2 + c`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Activates `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    /// Deactivates `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }

    /// A layout direction, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// What a constraint ties, as UIKit's `NSLayoutConstraint.Attribute` (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin
        case trailingMargin, centerXWithinMargins, centerYWithinMargins
    }

    /// How a constraint's sides compare, as UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }
}

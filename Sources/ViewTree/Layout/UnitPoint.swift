import Foundation

/// A point in a view's bounds in fractions of its size: (0, 0) is the top left, (1, 1) the
/// bottom right, as in SwiftUI.
public struct UnitPoint: Hashable, Sendable {
    /// Across, 0 at the left edge and 1 at the right.
    public var x: CGFloat
    /// Down, 0 at the top edge and 1 at the bottom.
    public var y: CGFloat

    /// The point at `x`, `y` fractions of the size.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint {
    /// The point of `bounds` this unit point names.
    func point(in bounds: CGRect) -> CGPoint {
        CGPoint(x: bounds.minX + x * bounds.width, y: bounds.minY + y * bounds.height)
    }
}

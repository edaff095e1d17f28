import Foundation

/// A tap, as UIKit's `UITapGestureRecognizer` (never recognized in a render).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps needed; 1 by default.
    open var numberOfTapsRequired = 1
    /// The fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
}

/// A touch held in place, as UIKit's `UILongPressGestureRecognizer` (never recognized in a render).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the touch is held, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the touch may move, in points; 10 by default.
    open var allowableMovement: CGFloat = 10
    /// The taps before the hold; 0 by default.
    open var numberOfTapsRequired = 0
    /// The fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
}

/// A drag, as UIKit's `UIPanGestureRecognizer` (never recognized in a render).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers; unlimited by default.
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero

    /// How far the drag has moved: the origin unless set.
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Sets how far the drag has moved.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// How fast the drag moves: not at all, in a render.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A pinch, as UIKit's `UIPinchGestureRecognizer` (never recognized in a render).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch; 1 by default.
    open var scale: CGFloat = 1
    /// How fast the scale changes: not at all, in a render.
    open var velocity: CGFloat { 0 }
}

/// A swipe, as UIKit's `UISwipeGestureRecognizer` (never recognized in a render).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions that count; `.right` by default.
    open var direction = Direction.right
    /// The fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1

    /// The directions of a swipe, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The directions as bits.
        public let rawValue: UInt
        /// The directions in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward.
        public static let down = Direction(rawValue: 1 << 3)
    }
}

/// A drag from the screen's edge, as UIKit's `UIScreenEdgePanGestureRecognizer` (never
/// recognized in a render).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the drag starts from; none by default.
    open var edges: UIRectEdge = []
}

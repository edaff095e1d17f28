import Foundation

// The preset animations with their parameters, as SwiftUI has them. A render draws the end
// state, so each is the preset it tunes.

extension Animation {
    /// A spring with a bounce, lasting about `duration` seconds.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { bouncy }
    /// A spring without bounce, lasting about `duration` seconds.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { smooth }
    /// A quick spring with a little bounce, lasting about `duration` seconds.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { snappy }
    /// A spring of `mass`, `stiffness` and `damping`, starting at `initialVelocity`.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation { spring }
    /// A spring lasting `duration` seconds with `bounce`, starting at `initialVelocity`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation { spring }
    /// A Bézier timing curve through the control points, lasting `duration` seconds.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation { easeInOut }
}

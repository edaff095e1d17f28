import Foundation

/// What the user is doing while the app follows their location, as Core Location's
/// `CLActivityType`, which tunes when updates pause.
public enum CLActivityType: Int, Sendable {
    /// An activity of no other kind (the default).
    case other = 1
    /// Driving with turn-by-turn directions.
    case automotiveNavigation = 2
    /// Walking, running or cycling.
    case fitness = 3
    /// Navigating by other means, such as a boat or a train.
    case otherNavigation = 4
    /// Flying.
    case airborne = 5
}

/// How the device is held, as Core Location's `CLDeviceOrientation` (for headings).
public enum CLDeviceOrientation: Int32, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button or bottom edge down.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top to the left.
    case landscapeLeft = 3
    /// On its side, the top to the right.
    case landscapeRight = 4
    /// Flat, the screen up.
    case faceUp = 5
    /// Flat, the screen down.
    case faceDown = 6
}

import Foundation

/// Whether the app may use location services, as Core Location's `CLAuthorizationStatus`
/// (raw values as Apple's `CLAuthorizationStatus` C enum).
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not been asked yet: the status of every app on a fresh device or simulator.
    case notDetermined = 0
    /// The app may not use location services, and the user cannot change that.
    case restricted = 1
    /// The user refused, or turned location services off.
    case denied = 2
    /// The app may use location services at any time.
    case authorizedAlways = 3
    /// The app may use location services while it is in use.
    case authorizedWhenInUse = 4

    /// macOS's name for `authorizedAlways`.
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// How precise the locations the app may use are, as Core Location's `CLAccuracyAuthorization`.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Locations as precise as the device can make them.
    case fullAccuracy = 0
    /// Approximate locations only.
    case reducedAccuracy = 1
}

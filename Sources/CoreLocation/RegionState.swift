import Foundation

/// Whether the device is in a monitored region, as Core Location's `CLRegionState`.
public enum CLRegionState: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Inside the region.
    case inside = 1
    /// Outside the region.
    case outside = 2
}

/// How near a beacon is, as Core Location's `CLProximity`.
public enum CLProximity: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Very close.
    case immediate = 1
    /// Within a few metres.
    case near = 2
    /// Further away.
    case far = 3
}

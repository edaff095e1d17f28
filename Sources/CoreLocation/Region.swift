import Foundation

/// An area the app can monitor, as Core Location's `CLRegion`.
open class CLRegion: NSObject, @unchecked Sendable {
    /// The name the app gave the region.
    public let identifier: String
    /// Whether entering the region is reported.
    open var notifyOnEntry = true
    /// Whether leaving the region is reported.
    open var notifyOnExit = true

    init(identifier: String) {
        self.identifier = identifier
    }
}

/// A circle on the Earth's surface, as Core Location's `CLCircularRegion`.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The circle's centre.
    public let center: CLLocationCoordinate2D
    /// The circle's radius in metres.
    public let radius: CLLocationDistance

    /// The circle of `radius` metres around `center`, named `identifier`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` is inside the circle: no further from the centre, along the Earth's
    /// surface, than the radius.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        GeodesicDistance.metres(from: center, to: coordinate) <= radius
    }
}

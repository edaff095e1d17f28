import Foundation

/// A latitude or longitude in degrees, as Core Location's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// A distance in metres, as Core Location's `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// The accuracy of a coordinate or an altitude in metres, as `CLLocationAccuracy`; negative
/// when the value it describes is not valid.
public typealias CLLocationAccuracy = Double
/// A speed in metres a second, as `CLLocationSpeed`; negative when not known.
public typealias CLLocationSpeed = Double
/// The accuracy of a speed in metres a second, as `CLLocationSpeedAccuracy`.
public typealias CLLocationSpeedAccuracy = Double
/// A direction in degrees clockwise from true north, as `CLLocationDirection`; negative when not known.
public typealias CLLocationDirection = Double
/// The accuracy of a direction in degrees, as `CLLocationDirectionAccuracy`.
public typealias CLLocationDirectionAccuracy = Double

/// A point on Earth, as Core Location's `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Hashable, Sendable {
    /// Degrees north of the equator.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich.
    public var longitude: CLLocationDegrees

    /// The point 0° N, 0° E.
    public init() { self.init(latitude: 0, longitude: 0) }

    /// The point at `latitude` and `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coordinate` is on Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// The coordinate at `latitude` and `longitude`, as Core Location's C function.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The coordinate Core Location uses for "no coordinate": -180° latitude and longitude, which
/// `CLLocationCoordinate2DIsValid` rejects.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

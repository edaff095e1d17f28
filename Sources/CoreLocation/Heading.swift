import Foundation

/// The direction the device points, as Core Location's `CLHeading`. A render has no compass, so
/// a location manager's `heading` is always `nil` and no heading is delivered.
open class CLHeading: NSObject, @unchecked Sendable {
    /// Degrees clockwise from magnetic north.
    public let magneticHeading: CLLocationDirection
    /// Degrees clockwise from true north; negative when not known.
    public let trueHeading: CLLocationDirection
    /// The largest error of `magneticHeading` in degrees; negative when not valid.
    public let headingAccuracy: CLLocationDirection
    /// The geomagnetic field along the device's x axis, in microteslas.
    public let x: Double
    /// The geomagnetic field along the device's y axis, in microteslas.
    public let y: Double
    /// The geomagnetic field along the device's z axis, in microteslas.
    public let z: Double
    /// When the heading was measured.
    public let timestamp: Date

    init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, headingAccuracy: CLLocationDirection,
         timestamp: Date) {
        self.magneticHeading = magneticHeading
        self.trueHeading = trueHeading
        self.headingAccuracy = headingAccuracy
        (x, y, z) = (0, 0, 0)
        self.timestamp = timestamp
    }
}

/// A place the user stayed, as Core Location's `CLVisit`. A render records no visits.
open class CLVisit: NSObject, @unchecked Sendable {
    /// When the user arrived.
    public let arrivalDate: Date
    /// When the user left (`Date.distantFuture` while they are still there).
    public let departureDate: Date
    /// Where the visit was.
    public let coordinate: CLLocationCoordinate2D
    /// The radius of uncertainty of `coordinate` in metres.
    public let horizontalAccuracy: CLLocationAccuracy

    init(arrivalDate: Date, departureDate: Date, coordinate: CLLocationCoordinate2D, horizontalAccuracy: CLLocationAccuracy) {
        self.arrivalDate = arrivalDate
        self.departureDate = departureDate
        self.coordinate = coordinate
        self.horizontalAccuracy = horizontalAccuracy
    }
}

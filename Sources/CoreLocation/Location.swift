import Foundation

/// A located point with its accuracy, course and speed, as Core Location's `CLLocation`. A
/// render has no location hardware: locations come from the app's own code, or from the test
/// through `ViewTreeLocationSimulator`.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// Metres above the WGS 84 ellipsoid; ViewTree's locations give `altitude` (*unverified*).
    public let ellipsoidalAltitude: CLLocationDistance
    /// The radius of uncertainty of `coordinate` in metres; negative when the coordinate is not valid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude` in metres; negative when the altitude is not valid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees clockwise from true north; negative when not known.
    public let course: CLLocationDirection
    /// The uncertainty of `course` in degrees; negative when not known.
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The speed in metres a second; negative when not known.
    public let speed: CLLocationSpeed
    /// The uncertainty of `speed` in metres a second; negative when not known.
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When the location was determined.
    public let timestamp: Date
    /// The floor of the building, which only indoor positioning reports: always `nil` here, as
    /// for every location an app makes itself.
    public let floor: CLFloor?
    /// Where the location came from, when the initialiser was given it.
    public let sourceInformation: CLLocationSourceInformation?

    /// A location at `latitude` and `longitude`, as an app makes one for a place it names:
    /// altitude 0, horizontal accuracy 0, and no vertical accuracy, course or speed (-1). As on
    /// iOS, its timestamp is the moment it is made; use a full initialiser for a fixed one.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with its altitude and accuracies (course and speed not known).
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with its altitude, accuracies, course and speed.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with its altitude, course and speed, each with its accuracy.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                            speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: courseAccuracy, speed: speed, speedAccuracy: speedAccuracy,
                  timestamp: timestamp, source: nil)
    }

    /// A location with its altitude, course, speed, their accuracies and where it came from.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                            speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date,
                            sourceInfo: CLLocationSourceInformation) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: courseAccuracy, speed: speed, speedAccuracy: speedAccuracy,
                  timestamp: timestamp, source: sourceInfo)
    }

    private init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                 horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy,
                 course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                 speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date,
                 source: CLLocationSourceInformation?) {
        self.coordinate = coordinate
        self.altitude = altitude
        ellipsoidalAltitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        floor = nil
        sourceInformation = source
    }

    /// The distance in metres to `location` along the Earth's surface. Apple documents it as the
    /// length of the arc between the two points that follows the Earth's curvature, ignoring
    /// altitude (developer.apple.com/documentation/corelocation/cllocation/distance(from:)). It is
    /// measured on the WGS 84 ellipsoid (see `GeodesicDistance.swift` for why), not on a sphere.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        GeodesicDistance.metres(from: coordinate, to: location.coordinate)
    }

    /// The location itself: a location never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The coordinate, accuracy, speed, course and time, in the layout iOS prints (the time in
    /// ISO 8601 UTC rather than the host's locale, so that it never depends on the machine).
    open override var description: String {
        let time = ISO8601DateFormatter().string(from: timestamp)
        return String(format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ ", coordinate.latitude,
                      coordinate.longitude, horizontalAccuracy, speed, course) + time
    }
}

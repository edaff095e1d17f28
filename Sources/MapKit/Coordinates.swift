import Foundation
// Core Location's coordinates and locations, which Apple's MapKit re-exports.
@_exported import CoreLocation

/// The extent of a region in degrees, as MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Hashable, Sendable {
    /// Degrees from the south edge to the north edge.
    public var latitudeDelta: CLLocationDegrees
    /// Degrees from the west edge to the east edge.
    public var longitudeDelta: CLLocationDegrees

    /// An empty span.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

    /// A span of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map around a centre, as MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Hashable, Sendable {
    /// The region's centre.
    public var center: CLLocationCoordinate2D
    /// The region's extent.
    public var span: MKCoordinateSpan

    /// An empty region at 0° N, 0° E.
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

    /// The region `span` around `center`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region around `center` measuring `latitudinalMeters` north to south and
    /// `longitudinalMeters` east to west (111,320 m a degree of latitude; a degree of
    /// longitude shrinks with the latitude's cosine).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
                  span: MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude,
                                         longitudeDelta: southEast.longitude - northWest.longitude))
    }
}

/// A point on MapKit's flat Web Mercator map, as `MKMapPoint`: the world is
/// `MKMapSize.world` points wide and tall, x growing east and y south.
public struct MKMapPoint: Hashable, Sendable {
    /// Map points east of the antimeridian.
    public var x: Double
    /// Map points south of the map's top (about 85° N).
    public var y: Double

    /// The map point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of `coordinate`, by the Web Mercator projection.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.051_128_78), 85.051_128_78) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
    }

    /// The coordinate of the map point.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: x / world * 360 - 180)
    }
}

/// A size on MapKit's flat map, as `MKMapSize`.
public struct MKMapSize: Hashable, Sendable {
    /// The size across.
    public var width: Double
    /// The size down.
    public var height: Double

    /// A size of `width` by `height` map points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole world: 2²⁸ map points each way, as MapKit's.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on MapKit's flat map, as `MKMapRect`.
public struct MKMapRect: Hashable, Sendable {
    /// Its top-left corner.
    public var origin: MKMapPoint
    /// Its size.
    public var size: MKMapSize

    /// The rectangle at `origin` of `size`.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle at `x`, `y` of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(x: 0, y: 0), size: .world)

    /// The west edge.
    public var minX: Double { origin.x }
    /// The north edge.
    public var minY: Double { origin.y }
    /// The east edge.
    public var maxX: Double { origin.x + size.width }
    /// The south edge.
    public var maxY: Double { origin.y + size.height }
    /// The middle across.
    public var midX: Double { origin.x + size.width / 2 }
    /// The middle down.
    public var midY: Double { origin.y + size.height / 2 }
    /// Its width.
    public var width: Double { size.width }
    /// Its height.
    public var height: Double { size.height }
}

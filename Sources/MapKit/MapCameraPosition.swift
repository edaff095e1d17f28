import Foundation

/// What a map shows, as MapKit's `MapCameraPosition`.
public struct MapCameraPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case camera(MapCamera)
        case item(CLLocationCoordinate2D)
        case userLocation(fallback: Fallback)
    }

    /// A fallback position, boxed so that the position can hold one.
    final class Fallback: Hashable, @unchecked Sendable {
        // Unchecked: immutable.
        let position: MapCameraPosition
        init(_ position: MapCameraPosition) { self.position = position }
        static func == (lhs: Fallback, rhs: Fallback) -> Bool { lhs.position == rhs.position }
        func hash(into hasher: inout Hasher) { hasher.combine(position) }
    }

    let kind: Kind

    /// Framing the map's content (the whole world without content).
    public static let automatic = MapCameraPosition(kind: .automatic)

    /// Showing `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }

    /// Showing `rect`.
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }

    /// Looking through `camera`.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }

    /// Framing a map item.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(item.placemark.coordinate))
    }

    /// Following the person's location; a render has none, so it shows `fallback`.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(fallback: Fallback(fallback)))
    }

    /// The region shown, when the position is a region.
    public var region: MKCoordinateRegion? { if case .region(let region) = kind { region } else { nil } }
    /// The rectangle shown, when the position is one.
    public var rect: MKMapRect? { if case .rect(let rect) = kind { rect } else { nil } }
    /// The camera, when the position is one.
    public var camera: MapCamera? { if case .camera(let camera) = kind { camera } else { nil } }
    /// Whether the position follows the person's location.
    public var followsUserLocation: Bool { if case .userLocation = kind { true } else { false } }
    /// The position shown when the person's location is unknown.
    public var fallbackPosition: MapCameraPosition? { if case .userLocation(let fallback) = kind { fallback.position } else { nil } }
    /// Whether the person moved the map (never, in a render).
    public var positionedByUser: Bool { false }
}

/// A camera above the map, as MapKit's `MapCamera`.
public struct MapCamera: Hashable, Sendable {
    /// The point the camera looks at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// Its distance from that point, in metres.
    public var distance: CLLocationDistance
    /// Its heading, in degrees from north (drawn north up).
    public var heading: CLLocationDegrees
    /// Its pitch, in degrees from straight down (drawn straight down).
    public var pitch: Double

    /// A camera `distance` metres from `centerCoordinate`.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance, heading: CLLocationDegrees = 0,
                pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// How a person can move a map, as MapKit's `MapInteractionModes`.
public struct MapInteractionModes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Panning.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Zooming.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Rotating.
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Pitching.
    public static let pitch = MapInteractionModes(rawValue: 8)
    /// Every mode.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether a legacy map follows the person, as MapKit's `MapUserTrackingMode`.
public enum MapUserTrackingMode: Hashable, Sendable {
    /// It does not.
    case none
    /// It follows the location.
    case follow
}

/// The limits a person can move a map's camera within, as MapKit's `MapCameraBounds`.
public struct MapCameraBounds: Sendable {
    /// Bounds keeping the centre in `centerCoordinateBounds`.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Bounds of distance only.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

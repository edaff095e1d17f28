import Foundation
import Raster
@_spi(ViewTreeInternals) import ViewTree

/// How a map draws the world, as MapKit's `MapStyle`. A render loads no map tiles, so each style
/// is drawn as its ground colour (as a map reads before its tiles arrive), with the map's
/// content over it; the colours are *unverified*.
public struct MapStyle: Hashable, Sendable {
    enum Ground: Hashable, Sendable {
        case standard
        case imagery
    }

    let ground: Ground

    /// The street map.
    public static let standard = MapStyle(ground: .standard)
    /// Satellite imagery.
    public static let imagery = MapStyle(ground: .imagery)
    /// Satellite imagery with roads and names.
    public static let hybrid = MapStyle(ground: .imagery)

    /// The street map, with its options.
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        .standard
    }

    /// Satellite imagery, with its options.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }

    /// Satellite imagery with roads and names, with its options.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle {
        .hybrid
    }

    /// Whether the map shows terrain and buildings in relief.
    public enum Elevation: Hashable, Sendable {
        /// The system's choice.
        case automatic
        /// Flat.
        case flat
        /// In relief.
        case realistic
    }

    /// How strongly the street map draws its features.
    public enum StandardEmphasis: Hashable, Sendable {
        /// The system's choice.
        case automatic
        /// Muted.
        case muted
    }

    /// The ground colour: light or dark paper for the street map, dark green for imagery.
    var groundColor: Color {
        switch ground {
        case .standard:
            Color(light: RGBAColor(red: 248 / 255, green: 244 / 255, blue: 236 / 255, alpha: 1),
                  dark: RGBAColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1))
        case .imagery:
            Color(light: RGBAColor(red: 62 / 255, green: 74 / 255, blue: 58 / 255, alpha: 1),
                  dark: RGBAColor(red: 62 / 255, green: 74 / 255, blue: 58 / 255, alpha: 1))
        }
    }
}

/// Kinds of points of interest a map labels, as MapKit's `PointOfInterestCategories`.
public struct PointOfInterestCategories: Hashable, Sendable {
    private let included: [MKPointOfInterestCategory]?
    private let excluded: [MKPointOfInterestCategory]

    /// Every kind.
    public static let all = PointOfInterestCategories(included: nil, excluded: [])
    /// No kind.
    public static let excludingAll = PointOfInterestCategories(included: [], excluded: [])

    /// Only these kinds.
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(included: categories, excluded: [])
    }

    /// Every kind but these.
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(included: nil, excluded: categories)
    }
}

/// A kind of point of interest, as MapKit's `MKPointOfInterestCategory`.
public struct MKPointOfInterestCategory: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Cafés.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Public transport stations.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    /// Hotels.
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    /// Museums.
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// Stores.
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    /// Parking.
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
}

extension View {
    /// How maps inside draw the world.
    public func mapStyle(_ style: MapStyle) -> some View { environment(\.mapStyle, style) }

    /// The controls maps inside show (a render draws none: the compass and the scale show only
    /// while the map moves, the location button needs a location).
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Whether a map control shows.
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Runs `action` when the map's camera changes (never, in a render).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping () -> Void) -> some View {
        self
    }

    /// Runs `action` with the camera when the map's camera changes (never, in a render).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View {
        self
    }
}

/// How often `onMapCameraChange` reports, as MapKit's.
public enum MapCameraUpdateFrequency: Hashable, Sendable {
    /// When a move ends.
    case onEnd
    /// While the map moves.
    case continuous
}

/// The camera `onMapCameraChange` reports, as MapKit's `MapCameraUpdateContext`.
public struct MapCameraUpdateContext: Sendable {
    /// The camera.
    public let camera: MapCamera
    /// The region shown.
    public let region: MKCoordinateRegion
    /// The rectangle shown.
    public let rect: MKMapRect
}

/// The map's compass, as MapKit's `MapCompass` (drawn only while the map is rotated).
public struct MapCompass: View {
    /// A compass for the enclosing map.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The map's scale, as MapKit's `MapScaleView` (drawn only while the map zooms).
public struct MapScaleView: View {
    /// A scale for the enclosing map.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The button that centres the map on the person, as MapKit's `MapUserLocationButton` (not
/// drawn: a render has no location).
public struct MapUserLocationButton: View {
    /// A location button for the enclosing map.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The button that tilts the map, as MapKit's `MapPitchToggle` (not drawn).
public struct MapPitchToggle: View {
    /// A pitch toggle for the enclosing map.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

extension EnvironmentValues {
    /// The style of maps.
    var mapStyle: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }
}

private struct MapStyleKey: EnvironmentKey {
    static var defaultValue: MapStyle { .standard }
}

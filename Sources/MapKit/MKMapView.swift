import Foundation
@_spi(ViewTreeInternals) import CoreLocation
import ViewTreeUIKit

// MapKit's UIKit map view, compile-only: an app's `UIViewRepresentable` or view controller of an
// `MKMapView` compiles as it is; a render draws no UIKit view, so the representable's space is
// left empty and reported as not drawn (SwiftUI's `Map` is drawn, without tiles).

/// The kind of map a map view shows, as MapKit's `MKMapType`.
public enum MKMapType: UInt, Sendable {
    /// Streets and labels.
    case standard
    /// Satellite imagery.
    case satellite
    /// Satellite imagery with streets and labels.
    case hybrid
    /// Satellite imagery in 3D.
    case satelliteFlyover
    /// Satellite imagery in 3D, with streets and labels.
    case hybridFlyover
    /// Streets and labels, muted so that the app's data stands out.
    case mutedStandard
}

/// Which points of interest a map shows, as MapKit's `MKPointOfInterestFilter`.
public struct MKPointOfInterestFilter: Hashable, Sendable {
    /// The categories shown, or hidden when `excludes`.
    public let categories: [MKPointOfInterestCategory]
    private let excludes: Bool

    /// Only `categories`.
    public init(including categories: [MKPointOfInterestCategory]) {
        self.categories = categories
        excludes = false
    }

    /// Every category but `categories`.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        self.categories = categories
        excludes = true
    }

    /// Every point of interest.
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// No point of interest.
    public static let excludingAll = MKPointOfInterestFilter(including: [])

    /// Whether the filter shows `category`.
    public func includes(_ category: MKPointOfInterestCategory) -> Bool { categories.contains(category) != excludes }
}

/// How a map view draws its map, as MapKit's `MKMapConfiguration` (iOS 16).
open class MKMapConfiguration: NSObject, @unchecked Sendable {
    /// Whether terrain and buildings are drawn in relief.
    public enum ElevationStyle: Int, Sendable {
        /// As the map decides.
        case automatic
        /// Flat.
        case flat
        /// In relief.
        case realistic
    }

    /// Whether terrain and buildings are drawn in relief.
    open var elevationStyle: ElevationStyle

    init(elevation elevationStyle: ElevationStyle) {
        self.elevationStyle = elevationStyle
    }
}

/// A map of streets and labels, as MapKit's `MKStandardMapConfiguration`.
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// How strongly the map's colours show.
    public enum EmphasisStyle: Int, Sendable {
        /// The map's full colours.
        case `default`
        /// Muted colours, so that the app's data stands out.
        case muted
    }

    /// How strongly the map's colours show.
    open var emphasisStyle: EmphasisStyle
    /// Which points of interest show.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether traffic shows.
    open var showsTraffic = false

    /// A standard map drawn with `elevationStyle` and `emphasisStyle`.
    public init(elevationStyle: ElevationStyle = .automatic, emphasisStyle: EmphasisStyle = .default) {
        self.emphasisStyle = emphasisStyle
        super.init(elevation: elevationStyle)
    }
}

/// Satellite imagery, as MapKit's `MKImageryMapConfiguration`.
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// Imagery drawn with `elevationStyle`.
    public init(elevationStyle: ElevationStyle = .automatic) {
        super.init(elevation: elevationStyle)
    }
}

/// Where a map view looks from, as MapKit's `MKMapCamera`.
open class MKMapCamera: NSObject, @unchecked Sendable {
    /// The point at the centre of the view.
    open var centerCoordinate: CLLocationCoordinate2D
    /// The distance from the centre, in metres.
    open var centerCoordinateDistance: CLLocationDistance
    /// The angle from straight down, in degrees.
    open var pitch: CGFloat
    /// The compass heading of the view's top, in degrees.
    open var heading: CLLocationDirection

    /// A camera looking at `centerCoordinate` from `distance` metres away, tilted by `pitch` and
    /// turned to `heading`.
    public init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                pitch: CGFloat, heading: CLLocationDirection) {
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }

    /// A camera straight above the centre of the world's map.
    override public convenience init() {
        self.init(lookingAtCenter: CLLocationCoordinate2D(), fromDistance: 0, pitch: 0, heading: 0)
    }
}

/// The view of an annotation on a map view, as MapKit's `MKAnnotationView`.
open class MKAnnotationView: UIView {
    /// The annotation shown.
    open var annotation: (any MKAnnotation)?
    /// The identifier the map view reuses the view by.
    open private(set) var reuseIdentifier: String?
    /// Whether tapping shows a callout with the title.
    open var canShowCallout = false
    /// The image shown.
    open var image: UIImage?

    /// A view of `annotation`, reused by `reuseIdentifier`.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// No annotation view is unarchived on Linux (there are no storyboards).
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A balloon-shaped marker, as MapKit's `MKMarkerAnnotationView`.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour.
    open var markerTintColor: UIColor?
    /// Text in the balloon.
    open var glyphText: String?
    /// An image in the balloon.
    open var glyphImage: UIImage?
}

/// What a map view tells its delegate, as MapKit's `MKMapViewDelegate`; every method is optional.
/// Main-actor isolated, as Apple declares it (`@MainActor protocol MKMapViewDelegate`), so a
/// coordinator's methods use the map view they are handed.
@MainActor @preconcurrency
public protocol MKMapViewDelegate: AnyObject {
    /// The view for `annotation` (`nil`: the default marker).
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The visible region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// An annotation's view was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
}

/// MapKit's UIKit map view, compile-only: it keeps what the app sets (region, camera,
/// configuration, annotations) and calls no delegate; a render draws no UIKit view.
open class MKMapView: UIView {
    /// Told of the map's events (never, in a render).
    open weak var delegate: (any MKMapViewDelegate)?
    /// The kind of map.
    open var mapType: MKMapType = .standard
    /// How the map is drawn (iOS 16).
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    /// The region shown.
    open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
    /// Where the map looks from.
    open var camera = MKMapCamera()
    /// Whether the person may zoom, scroll, tilt and rotate the map.
    open var isZoomEnabled = true, isScrollEnabled = true, isPitchEnabled = true, isRotateEnabled = true
    /// Whether the compass, the scale and the person's location show.
    open var showsCompass = true, showsScale = false, showsUserLocation = false
    /// Which points of interest show.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The annotations added, in order.
    open private(set) var annotations: [any MKAnnotation] = []

    /// The centre of the region shown.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }

    /// Shows `region` (at once: nothing animates in a render).
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }

    /// Centres the map on `coordinate`.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }

    /// Looks from `camera`.
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }

    /// Adds `annotation`.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }

    /// Adds `annotations`.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }

    /// Removes `annotation`.
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }

    /// Removes `annotations`.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { kept in annotations.contains { $0 === kept } }
    }

    /// Registers the view class for annotations of `identifier` (kept: no view is made in a render).
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}

    /// A view for `annotation`, as an `MKMarkerAnnotationView` of `identifier`.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }
}

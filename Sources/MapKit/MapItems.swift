import Foundation
@_spi(ViewTreeInternals) import CoreLocation

/// Something placed on a map, as MapKit's `MKAnnotation`.
public protocol MKAnnotation: AnyObject {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation at a point with a title, as MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: NSObject, MKAnnotation {
    /// Where it is.
    open var coordinate = CLLocationCoordinate2D()
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?

    /// An annotation at 0° N, 0° E.
    public override init() {}

    /// An annotation at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// A place's address at a coordinate, as MapKit's `MKPlacemark`: a Core Location placemark
/// that can be shown on a map.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D
    /// The place's title: its name.
    open var title: String? { name }

    /// The placemark at `coordinate`, with no name or address.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }
}

/// A point of interest, as MapKit's `MKMapItem`.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// Where it is.
    public let placemark: MKPlacemark
    /// Its name.
    open var name: String?
    /// Its phone number.
    open var phoneNumber: String?
    /// Its website.
    open var url: URL?

    /// The item at `placemark`.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
    }

    /// Where the item is.
    open var location: CLLocation {
        CLLocation(latitude: placemark.coordinate.latitude, longitude: placemark.coordinate.longitude)
    }
}

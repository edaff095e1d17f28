import Foundation

/// A place's name and address, as Core Location's `CLPlacemark`. Geocoding makes placemarks on
/// iOS; a render has no network, so `CLGeocoder` makes none (MapKit's `MKPlacemark` is one).
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The place's name.
    public let name: String?
    /// The street.
    public let thoroughfare: String?
    /// The street number.
    public let subThoroughfare: String?
    /// The city.
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The ISO 3166-1 country code.
    public let isoCountryCode: String?
    /// The country's name.
    public let country: String?
    /// The lake, river or other inland water the place is on.
    public let inlandWater: String?
    /// The ocean the place is in.
    public let ocean: String?
    /// Landmarks at the place.
    public let areasOfInterest: [String]?
    /// The place's location.
    public let location: CLLocation?
    /// The area the place covers.
    public let region: CLRegion?
    /// The place's time zone.
    public let timeZone: TimeZone?

    /// A copy of `placemark`.
    public convenience init(placemark: CLPlacemark) {
        self.init(location: placemark.location, name: placemark.name, thoroughfare: placemark.thoroughfare,
                  subThoroughfare: placemark.subThoroughfare, locality: placemark.locality,
                  subLocality: placemark.subLocality, administrativeArea: placemark.administrativeArea,
                  subAdministrativeArea: placemark.subAdministrativeArea, postalCode: placemark.postalCode,
                  isoCountryCode: placemark.isoCountryCode, country: placemark.country,
                  inlandWater: placemark.inlandWater, ocean: placemark.ocean,
                  areasOfInterest: placemark.areasOfInterest, region: placemark.region, timeZone: placemark.timeZone)
    }

    /// For ViewTree's modules (MapKit's `MKPlacemark`): a placemark of the given parts.
    @_spi(ViewTreeInternals)
    public init(location: CLLocation?, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
                locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
                subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
                country: String? = nil, inlandWater: String? = nil, ocean: String? = nil,
                areasOfInterest: [String]? = nil, region: CLRegion? = nil, timeZone: TimeZone? = nil) {
        self.location = location
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.isoCountryCode = isoCountryCode
        self.country = country
        self.inlandWater = inlandWater
        self.ocean = ocean
        self.areasOfInterest = areasOfInterest
        self.region = region
        self.timeZone = timeZone
    }
}

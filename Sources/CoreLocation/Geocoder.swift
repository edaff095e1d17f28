import Foundation

/// What a geocoding request calls with its placemarks, or with the error that stopped it.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Turns addresses into places and back, as Core Location's `CLGeocoder`. Geocoding needs
/// Apple's servers and a render never touches the network, so every request fails with
/// `CLError.network`, as on a device or simulator that is offline. ViewTree calls the
/// completion handler before the method returns (iOS calls it later, on the main queue), so a
/// render or test sees the outcome at once.
open class CLGeocoder: NSObject {
    /// Whether a request is running: never, since each fails at once.
    open var isGeocoding: Bool { false }

    /// A geocoder.
    public override init() {}

    /// Looks up the places at `location`: fails with `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Looks up the places at `location`, named for `locale`: fails with `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Looks up the places at `location`: throws `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale? = nil) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Looks up the places an address names: fails with `CLError.network`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Looks up the places an address names near `region`: fails with `CLError.network`.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Looks up the places an address names near `region`, named for `locale`: fails with `CLError.network`.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, CLError(.network))
    }

    /// Looks up the places an address names: throws `CLError.network`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Looks up the places an address names near `region`, named for `locale`: throws `CLError.network`.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?,
                                   preferredLocale locale: Locale? = nil) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Cancels the running request: there is none.
    open func cancelGeocode() {}
}

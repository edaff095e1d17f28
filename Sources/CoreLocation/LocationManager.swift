import Foundation

/// Starts and stops location services for the app, as Core Location's `CLLocationManager`. It
/// answers from `ViewTreeLocationSimulator.current`: with nothing set, as on a fresh simulator,
/// the authorization is `.notDetermined` and no location is delivered.
///
/// ViewTree calls the delegate before the method that caused the call returns (iOS calls it
/// soon after, on the run loop of the thread that made the manager), so a test or render sees
/// what the app did with it at once:
/// - Its first delegate is told `locationManagerDidChangeAuthorization(_:)` when it is set, as
///   iOS tells a new manager's delegate.
/// - `startUpdatingLocation()` and `requestLocation()` deliver the simulated location when the
///   app is authorized, fail with `CLError.locationUnknown` when there is none, and with
///   `CLError.denied` when the app is denied or restricted; while the authorization is not
///   determined they wait, as iOS waits for the prompt's answer, which no render gives.
/// - Authorization requests change nothing: no prompt is answered in a render.
/// - There is no compass, no cellular radio and no beacon: headings, significant changes,
///   visits and region crossings are never delivered.
open class CLLocationManager: NSObject {
    /// The object told about locations and authorization.
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet {
            guard let delegate, !hasToldAuthorization else { return }
            hasToldAuthorization = true
            delegate.locationManagerDidChangeAuthorization(self)
        }
    }
    private var hasToldAuthorization = false

    /// How accurate locations should be (`kCLLocationAccuracyBest` by default).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// How far the device must move before a new location is delivered (`kCLDistanceFilterNone` by default).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// What the user is doing (`.other` by default).
    open var activityType: CLActivityType = .other
    /// Whether updates may pause when the device stops moving (`true` by default).
    open var pausesLocationUpdatesAutomatically = true
    /// Whether updates continue in the background (`false` by default).
    open var allowsBackgroundLocationUpdates = false
    /// Whether the status bar shows that the app uses location in the background (`false` by default).
    open var showsBackgroundLocationIndicator = false
    /// How far the heading must turn, in degrees, before a new one is delivered (1 by default).
    open var headingFilter: CLLocationDegrees = 1
    /// Which way up headings are measured (`.portrait` by default).
    open var headingOrientation: CLDeviceOrientation = .portrait
    /// The regions being monitored.
    open private(set) var monitoredRegions: Set<CLRegion> = []

    /// A manager.
    public override init() {}

    /// What the user has allowed the app: the simulator's `authorizationStatus`.
    open var authorizationStatus: CLAuthorizationStatus { ViewTreeLocationSimulator.current.authorizationStatus }

    /// Whether the app gets precise locations: the simulator's `accuracyAuthorization`.
    open var accuracyAuthorization: CLAccuracyAuthorization { ViewTreeLocationSimulator.current.accuracyAuthorization }

    /// The latest location: the simulator's, when the app is authorized to have it.
    open var location: CLLocation? {
        let simulator = ViewTreeLocationSimulator.current
        return simulator.isAuthorized ? simulator.location : nil
    }

    /// The latest heading: always `nil`, as a render has no compass.
    open var heading: CLHeading? { nil }

    /// Whether widgets may use the location: no widget runs in a render.
    open var isAuthorizedForWidgetUpdates: Bool { false }

    /// The older, class-level form of `authorizationStatus`.
    open class func authorizationStatus() -> CLAuthorizationStatus { ViewTreeLocationSimulator.current.authorizationStatus }
    /// Whether location services are on: yes, as on a simulator.
    open class func locationServicesEnabled() -> Bool { true }
    /// Whether the device has a compass: no.
    open class func headingAvailable() -> Bool { false }
    /// Whether significant-change monitoring is available: no, as a render has no cellular radio.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }
    /// Whether regions of `regionClass` can be monitored: circular ones can.
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { regionClass is CLCircularRegion.Type }
    /// Whether beacons can be ranged: no.
    open class func isRangingAvailable() -> Bool { false }

    /// Asks for permission to use location while the app is in use: shows a prompt on iOS,
    /// which a render never answers, so the authorization stays as the simulator has it.
    open func requestWhenInUseAuthorization() {}
    /// Asks for permission to use location at any time (see `requestWhenInUseAuthorization()`).
    open func requestAlwaysAuthorization() {}

    /// Asks for precise locations for a while. No prompt is answered in a render: with full
    /// accuracy already allowed the completion gets `nil`, otherwise `CLError.promptDeclined`.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String,
                                                        completion: (((any Error)?) -> Void)? = nil) {
        completion?(temporaryFullAccuracyError)
    }

    /// Asks for precise locations for a while (see the completion form).
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws {
        if let error = temporaryFullAccuracyError { throw error }
    }

    private var temporaryFullAccuracyError: CLError? {
        accuracyAuthorization == .fullAccuracy ? nil : CLError(.promptDeclined)
    }

    /// Starts location updates: delivers the simulated location (see the type's documentation).
    open func startUpdatingLocation() { deliverLocation() }
    /// Stops location updates.
    open func stopUpdatingLocation() {}
    /// Asks for one location: delivers the simulated location (see the type's documentation).
    open func requestLocation() { deliverLocation() }
    /// Starts heading updates: none arrive.
    open func startUpdatingHeading() {}
    /// Stops heading updates.
    open func stopUpdatingHeading() {}
    /// Hides the compass calibration panel.
    open func dismissHeadingCalibrationDisplay() {}
    /// Starts significant-change updates: none arrive.
    open func startMonitoringSignificantLocationChanges() {}
    /// Stops significant-change updates.
    open func stopMonitoringSignificantLocationChanges() {}
    /// Starts visit updates: none arrive.
    open func startMonitoringVisits() {}
    /// Stops visit updates.
    open func stopMonitoringVisits() {}

    /// Monitors `region` (replacing one of the same identifier) and tells the delegate that
    /// monitoring started; the device never moves, so it is never entered or left.
    open func startMonitoring(for region: CLRegion) {
        monitoredRegions = monitoredRegions.filter { $0.identifier != region.identifier }
        monitoredRegions.insert(region)
        delegate?.locationManager(self, didStartMonitoringFor: region)
    }

    /// Stops monitoring `region`.
    open func stopMonitoring(for region: CLRegion) {
        monitoredRegions = monitoredRegions.filter { $0.identifier != region.identifier }
    }

    /// Tells the delegate whether the simulated location is inside `region`: `.unknown` when the
    /// app has no location, or the region is not circular.
    open func requestState(for region: CLRegion) {
        var state = CLRegionState.unknown
        if let location, let circle = region as? CLCircularRegion {
            state = circle.contains(location.coordinate) ? .inside : .outside
        }
        delegate?.locationManager(self, didDetermineState: state, for: region)
    }

    private func deliverLocation() {
        switch ViewTreeLocationSimulator.current.locationAnswer {
        case .success(let location)?: delegate?.locationManager(self, didUpdateLocations: [location])
        case .failure(let error)?: delegate?.locationManager(self, didFailWithError: error)
        case nil: break
        }
    }
}

import Foundation
import Synchronization

/// Linux addition: the device Core Location reads in a render or test, as Xcode's simulated
/// location and the simulator's privacy settings are on iOS. There is no location hardware, so
/// nothing is located unless the test says where the device is.
///
/// By default it is a freshly erased simulator with no simulated location: the app's
/// authorization is `.notDetermined`, no location manager delivers a location, and a request
/// for one waits for an authorization nobody gives. A test sets the device up before it makes
/// the code under test:
///
/// ```swift
/// ViewTreeLocationSimulator.current = ViewTreeLocationSimulator(
///     location: CLLocation(latitude: 37.3349, longitude: -122.0090),
///     authorizationStatus: .authorizedWhenInUse)
/// ```
///
/// or, leaving other tests alone, inside `withSimulator(_:operation:)`. Managers read it each
/// time they are asked, and no user answers a prompt or changes a setting during a render, so
/// changing it does not call delegates by itself.
public struct ViewTreeLocationSimulator: Sendable {
    /// Where the device is: `nil` for none (Xcode's "Location: None"), so managers fail with
    /// `CLError.locationUnknown` once the app is authorized.
    public var location: CLLocation?
    /// What the user has allowed the app.
    public var authorizationStatus: CLAuthorizationStatus
    /// Whether the user allowed precise locations.
    public var accuracyAuthorization: CLAccuracyAuthorization

    /// A device at `location` (none by default) with the authorization given (by default as
    /// on a fresh simulator: not determined, full accuracy once allowed).
    public init(location: CLLocation? = nil, authorizationStatus: CLAuthorizationStatus = .notDetermined,
                accuracyAuthorization: CLAccuracyAuthorization = .fullAccuracy) {
        self.location = location
        self.authorizationStatus = authorizationStatus
        self.accuracyAuthorization = accuracyAuthorization
    }

    /// A freshly erased simulator: no location, authorization not determined.
    public static let fresh = ViewTreeLocationSimulator()

    private static let stored = Mutex(fresh)
    @TaskLocal private static var scoped: ViewTreeLocationSimulator?

    /// The device of the whole process, or the one `withSimulator(_:operation:)` sets for the
    /// code it runs. Setting it changes the process's device.
    public static var current: ViewTreeLocationSimulator {
        get { scoped ?? stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    /// Runs `operation` with `simulator` as the device, leaving other tasks' device alone.
    public static func withSimulator<Result>(_ simulator: ViewTreeLocationSimulator,
                                             operation: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(simulator, operation: operation)
    }

    /// Runs `operation` with `simulator` as the device, leaving other tasks' device alone.
    public static func withSimulator<Result>(_ simulator: ViewTreeLocationSimulator,
                                             isolation: isolated (any Actor)? = #isolation,
                                             operation: () async throws -> Result) async rethrows -> Result {
        try await $scoped.withValue(simulator, operation: operation, isolation: isolation)
    }

    /// Whether the app may be told where the device is.
    var isAuthorized: Bool { authorizationStatus == .authorizedWhenInUse || authorizationStatus == .authorizedAlways }

    /// What a request for a location gets: the location, an error, or nothing while the
    /// authorization prompt waits for an answer.
    var locationAnswer: Result<CLLocation, CLError>? {
        switch authorizationStatus {
        case .notDetermined: return nil
        case .denied, .restricted: return .failure(CLError(.denied))
        case .authorizedAlways, .authorizedWhenInUse:
            return location.map { .success($0) } ?? .failure(CLError(.locationUnknown))
        }
    }
}

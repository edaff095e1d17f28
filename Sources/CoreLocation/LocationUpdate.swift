import Foundation

/// One report of iOS 17's live location updates, as Core Location's `CLLocationUpdate`, with
/// iOS 18's reasons for a report without a location.
public struct CLLocationUpdate: Sendable {
    /// The location, when there is one.
    public let location: CLLocation?
    /// Whether the device has stopped moving (iOS 18's name).
    public let stationary: Bool
    /// Whether the user denied the app location services.
    public let authorizationDenied: Bool
    /// Whether location services are off for every app.
    public let authorizationDeniedGlobally: Bool
    /// Whether the app may not use location services, and the user cannot change that.
    public let authorizationRestricted: Bool
    /// Whether the authorization prompt is waiting for an answer.
    public let authorizationRequestInProgress: Bool
    /// Whether the app is not in use enough to be given locations.
    public let insufficientlyInUse: Bool
    /// Whether no location can be determined.
    public let locationUnavailable: Bool
    /// Whether only approximate locations are allowed.
    public let accuracyLimited: Bool
    /// Whether a `CLServiceSession` is needed for updates.
    public let serviceSessionRequired: Bool

    /// Whether the device has stopped moving (iOS 17's name).
    public var isStationary: Bool { stationary }

    /// The update the simulated device gives.
    init(_ simulator: ViewTreeLocationSimulator) {
        let status = simulator.authorizationStatus
        location = simulator.isAuthorized ? simulator.location : nil
        stationary = false
        authorizationDenied = status == .denied
        authorizationDeniedGlobally = false
        authorizationRestricted = status == .restricted
        authorizationRequestInProgress = status == .notDetermined
        insufficientlyInUse = false
        locationUnavailable = simulator.isAuthorized && simulator.location == nil
        accuracyLimited = simulator.isAuthorized && simulator.accuracyAuthorization == .reducedAccuracy
        serviceSessionRequired = false
    }

    /// How the updates are tuned to what the user is doing.
    public struct LiveConfiguration: Hashable, Sendable {
        private let activity: CLActivityType

        /// Any activity.
        public static let `default` = LiveConfiguration(activity: .other)
        /// Driving with directions.
        public static let automotiveNavigation = LiveConfiguration(activity: .automotiveNavigation)
        /// Navigating by other means.
        public static let otherNavigation = LiveConfiguration(activity: .otherNavigation)
        /// Walking, running or cycling.
        public static let fitness = LiveConfiguration(activity: .fitness)
        /// Flying.
        public static let airborne = LiveConfiguration(activity: .airborne)
    }

    /// The updates, as an asynchronous sequence (`for try await update in updates`).
    ///
    /// On iOS the sequence runs until its task is cancelled. A render's device never moves, so
    /// this one gives the one update `ViewTreeLocationSimulator.current` makes when iterated
    /// (the location, or the reason there is none) and then ends, so that a `.task` looping
    /// over it finishes within the render's deadline.
    public struct Updates: AsyncSequence, Sendable {
        /// A `CLLocationUpdate`.
        public typealias Element = CLLocationUpdate

        /// Makes the iterator.
        public func makeAsyncIterator() -> Iterator { Iterator() }

        /// Gives the simulated device's update once.
        public struct Iterator: AsyncIteratorProtocol {
            private var isDone = false

            /// The update, then `nil`.
            public mutating func next() async throws -> CLLocationUpdate? {
                guard !isDone else { return nil }
                isDone = true
                return CLLocationUpdate(ViewTreeLocationSimulator.current)
            }
        }
    }

    /// The device's location updates, tuned by `configuration` (see `Updates`).
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }
}

/// iOS 18's declaration that the app needs location services for a while, as Core Location's
/// `CLServiceSession`. It shows no prompt in a render and changes nothing.
open class CLServiceSession: NSObject, @unchecked Sendable {
    /// The authorization a session asks for.
    public enum AuthorizationRequirement: Sendable, Hashable {
        /// None beyond what the app has.
        case none
        /// Use while the app is in use.
        case whenInUse
        /// Use at any time.
        case always
    }

    /// A session that needs `authorization`.
    public init(authorization: AuthorizationRequirement) {}

    /// A session that needs `authorization` and precise locations, explained by the
    /// `NSLocationTemporaryUsageDescriptionDictionary` entry `fullAccuracyPurposeKey`.
    public init(authorization: AuthorizationRequirement, fullAccuracyPurposeKey: String) {}

    /// Ends the session.
    open func invalidate() {}
}

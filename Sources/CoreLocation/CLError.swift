import Foundation

/// The error domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// A Core Location error, as `CLError`: `catch CLError.denied` and `(error as? CLError)?.code`
/// match by code, and it bridges to an `NSError` in `kCLErrorDomain`.
public struct CLError: CustomNSError, Hashable, @unchecked Sendable {
    /// Core Location's error codes, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// No location could be determined yet (what a simulator with no simulated location reports).
        case locationUnknown = 0
        /// The user denied the app location services.
        case denied = 1
        /// The network could not be reached (what an offline geocoder reports).
        case network = 2
        /// No heading could be determined.
        case headingFailure = 3
        /// The user denied region monitoring.
        case regionMonitoringDenied = 4
        /// A region could not be monitored.
        case regionMonitoringFailure = 5
        /// Region monitoring could not start at once.
        case regionMonitoringSetupDelayed = 6
        /// Region events may arrive late.
        case regionMonitoringResponseDelayed = 7
        /// Geocoding found nothing.
        case geocodeFoundNoResult = 8
        /// Geocoding found only part of a result.
        case geocodeFoundPartialResult = 9
        /// Geocoding was cancelled.
        case geocodeCanceled = 10
        /// Deferred updates failed.
        case deferredFailed = 11
        /// Deferred updates need location updates to be running.
        case deferredNotUpdatingLocation = 12
        /// Deferred updates need a higher accuracy.
        case deferredAccuracyTooLow = 13
        /// Deferred updates need no distance filter.
        case deferredDistanceFiltered = 14
        /// Deferred updates were cancelled.
        case deferredCanceled = 15
        /// Beacon ranging is not available.
        case rangingUnavailable = 16
        /// Beacon ranging failed.
        case rangingFailure = 17
        /// The user declined a temporary full-accuracy prompt.
        case promptDeclined = 18
        /// Historical locations could not be read.
        case historicalLocationError = 19
    }

    /// What went wrong.
    public let code: Code
    /// More about it.
    public let userInfo: [String: Any]

    /// An error of `code`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// `kCLErrorDomain`.
    public static var errorDomain: String { kCLErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// `userInfo`.
    public var errorUserInfo: [String: Any] { userInfo }

    /// Errors are equal when their codes are.
    public static func == (lhs: CLError, rhs: CLError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// `Code.locationUnknown`.
    public static var locationUnknown: Code { .locationUnknown }
    /// `Code.denied`.
    public static var denied: Code { .denied }
    /// `Code.network`.
    public static var network: Code { .network }
    /// `Code.headingFailure`.
    public static var headingFailure: Code { .headingFailure }
    /// `Code.regionMonitoringDenied`.
    public static var regionMonitoringDenied: Code { .regionMonitoringDenied }
    /// `Code.regionMonitoringFailure`.
    public static var regionMonitoringFailure: Code { .regionMonitoringFailure }
    /// `Code.geocodeFoundNoResult`.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    /// `Code.geocodeFoundPartialResult`.
    public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
    /// `Code.geocodeCanceled`.
    public static var geocodeCanceled: Code { .geocodeCanceled }
    /// `Code.promptDeclined`.
    public static var promptDeclined: Code { .promptDeclined }
}

extension CLError.Code {
    /// Whether `error` is a `CLError` of `code`, for `catch CLError.denied`.
    public static func ~= (code: CLError.Code, error: any Error) -> Bool {
        (error as? CLError)?.code == code
    }
}

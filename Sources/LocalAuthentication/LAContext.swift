// `import LocalAuthentication` on Linux: Face ID and passcode checks as apps write them. A
// render has no biometrics and no passcode, so every policy is unavailable, as on a simulator
// with no enrolled face or passcode.
import Foundation

/// What a check requires.
public enum LAPolicy: Int, Sendable {
    /// Face ID, Touch ID or Optic ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics or the device passcode.
    case deviceOwnerAuthentication = 2
}

/// The kind of biometrics a device has.
public enum LABiometryType: Int, Sendable {
    /// None (a render's).
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}

/// Why a check failed, as LocalAuthentication's `LAError`: `catch LAError.userCancel` matches by code.
public struct LAError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reasons.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case appCancel = -9, invalidContext = -10, notInteractive = -1004
        case biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8
    }

    /// The reason.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) {
        self.code = code
    }

    /// The device has no biometrics.
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    /// No face or finger is enrolled.
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    /// The device has no passcode.
    public static var passcodeNotSet: Code { .passcodeNotSet }
    /// The person cancelled.
    public static var userCancel: Code { .userCancel }
    /// The person chose the fallback.
    public static var userFallback: Code { .userFallback }
    /// The person failed to authenticate.
    public static var authenticationFailed: Code { .authenticationFailed }

    /// The reason's name.
    public var description: String { "LAError \(code)" }
}

extension LAError.Code {
    /// Whether `error` is an `LAError` of `code`, for `catch LAError.userCancel`.
    public static func ~= (code: LAError.Code, error: any Error) -> Bool {
        (error as? LAError)?.code == code
    }
}

/// A context for checking the device's owner.
open class LAContext: NSObject {
    /// The kind of biometrics the device has: none.
    open var biometryType: LABiometryType { .none }
    /// The reason shown under the prompt.
    open var localizedReason = ""
    /// The cancel button's title.
    open var localizedCancelTitle: String?
    /// The fallback button's title.
    open var localizedFallbackTitle: String?

    /// A context.
    override public init() {}

    /// Whether `policy` can be checked: never here. `error` (`&error`, as on iOS, where it is an
    /// `NSErrorPointer`) is set to why: no passcode, as a device without one answers for both policies.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = NSError(domain: "com.apple.LocalAuthentication", code: LAError.Code.passcodeNotSet.rawValue)
        return false
    }

    /// Checks `policy`: fails with `passcodeNotSet`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String,
                             reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        reply(false, LAError(.passcodeNotSet))
    }

    /// Checks `policy`: throws `passcodeNotSet`.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(.passcodeNotSet)
    }

    /// Ends the context.
    open func invalidate() {}
}

import Foundation

/// A value the App Store signed, with whether StoreKit could verify its signature, as StoreKit's
/// `VerificationResult`.
public enum VerificationResult<SignedType> {
    /// The signature is valid.
    case verified(SignedType)
    /// The signature could not be verified, for `VerificationError`'s reason.
    case unverified(SignedType, VerificationError)

    /// Why a signature could not be verified, as StoreKit's `VerificationResult.VerificationError`.
    public enum VerificationError: Error, Sendable {
        /// A certificate was revoked.
        case revokedCertificate
        /// The certificate chain is not valid.
        case invalidCertificateChain
        /// The signature was made for another device.
        case invalidDeviceVerification
        /// The value is not encoded as expected.
        case invalidEncoding
        /// The signature is not valid.
        case invalidSignature
        /// Properties the value must have are missing.
        case missingRequiredProperties
    }

    /// The value, or the verification error.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

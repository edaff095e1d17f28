import Foundation
import ViewTreeUIKit

/// The App Store, as StoreKit's `AppStore` namespace. A render has no App Store account and
/// shows no system sheet.
public enum AppStore {
    /// Whether the person may make payments: yes, as on a simulator.
    public static var canMakePayments: Bool { true }

    /// Brings the app's transactions up to date with the App Store (after the person signs in on
    /// iOS). A render's transactions are always the configuration's, so it returns at once.
    public static func sync() async throws {}

    /// Asks for a review in `scene` (nothing shows in a render).
    @MainActor public static func requestReview(in scene: UIWindowScene) {}

    /// Shows the App Store's subscription management sheet in `scene` (nothing shows in a render).
    @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}

    /// The App Store environment a transaction was made in, as StoreKit's `AppStore.Environment`.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        /// The App Store's name for it.
        public let rawValue: String
        /// An environment named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The App Store.
        public static let production = Environment(rawValue: "Production")
        /// The sandbox.
        public static let sandbox = Environment(rawValue: "Sandbox")
        /// Xcode's StoreKit testing.
        public static let xcode = Environment(rawValue: "Xcode")
    }
}

/// The App Store country of the person's account, as StoreKit's `Storefront`. A render has no
/// account, so there is no current storefront.
public struct Storefront: Identifiable, Hashable, Sendable {
    /// The App Store's identifier of the storefront.
    public let id: String
    /// The storefront's three-letter country code.
    public let countryCode: String

    /// The account's storefront: `nil`, as a render has no App Store account.
    public static var current: Storefront? { get async { nil } }

    /// Changes of storefront while the app runs: none during a render, so it ends at once.
    public static var updates: Storefronts { Storefronts() }

    /// Changes of storefront, as an asynchronous sequence.
    public struct Storefronts: AsyncSequence, Sendable {
        /// A storefront.
        public typealias Element = Storefront
        /// Makes the iterator.
        public func makeAsyncIterator() -> Iterator { Iterator() }
        /// Gives no storefront.
        public struct Iterator: AsyncIteratorProtocol {
            /// `nil`: nothing changes.
            public mutating func next() async -> Storefront? { nil }
        }
    }
}

/// An error of the App Store, as StoreKit's `StoreKitError`.
public enum StoreKitError: Error, LocalizedError, @unchecked Sendable {
    /// Something unknown went wrong.
    case unknown
    /// The person cancelled.
    case userCancelled
    /// The network failed.
    case networkError(URLError)
    /// The system failed.
    case systemError(any Error)
    /// The product is not sold in the person's storefront.
    case notAvailableInStorefront
    /// The person is not entitled to it.
    case notEntitled
    /// Not supported.
    case unsupported

    /// What went wrong, in English.
    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The user cancelled."
        case .networkError(let error): "A network error occurred: \(error.localizedDescription)"
        case .systemError(let error): "A system error occurred: \(error.localizedDescription)"
        case .notAvailableInStorefront: "The product is not available in the current storefront."
        case .notEntitled: "The user is not entitled to this."
        case .unsupported: "This is not supported."
        }
    }
}

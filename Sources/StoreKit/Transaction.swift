import Foundation

/// A purchase, as StoreKit's `Transaction` (write `StoreKit.Transaction` in files that import
/// SwiftUI too, whose `Transaction` is an animation's). A render has no App Store account: the
/// only transactions are those of `ViewTreeStoreKitConfiguration.current`'s purchased products.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The identifier of the original purchase (the same for a first purchase).
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The kind of product bought.
    public let productType: Product.ProductType
    /// The subscription group of a subscription.
    public let subscriptionGroupID: String?
    /// When it was bought.
    public let purchaseDate: Date
    /// When the original purchase was made.
    public let originalPurchaseDate: Date
    /// When a subscription expires.
    public let expirationDate: Date?
    /// How many were bought.
    public let purchasedQuantity: Int
    /// When the App Store refunded or revoked it.
    public let revocationDate: Date?
    /// Why the App Store refunded or revoked it.
    public let revocationReason: RevocationReason?
    /// Whether a higher level of service in the same group replaced it.
    public let isUpgraded: Bool
    /// Whether the person bought it or a family member shares it.
    public let ownershipType: OwnershipType
    /// The app's account token given at purchase.
    public let appAccountToken: UUID?
    /// The App Store environment it was made in: `.xcode`, as StoreKit testing's are.
    public let environment: AppStore.Environment

    /// Tells the App Store the app delivered the purchase.
    public func finish() async {}

    /// Why the App Store revoked a transaction, as StoreKit's `Transaction.RevocationReason`.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        /// StoreKit's number for the reason.
        public let rawValue: Int
        /// A reason numbered `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Something went wrong in the app.
        public static let developerIssue = RevocationReason(rawValue: 1)
        /// Any other reason.
        public static let other = RevocationReason(rawValue: 0)
        /// The reason, in English.
        public var localizedDescription: String { self == .developerIssue ? "Developer issue" : "Other" }
    }

    /// Whether the person bought a product or shares it, as StoreKit's `Transaction.OwnershipType`.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        /// The App Store's name for it.
        public let rawValue: String
        /// An ownership named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Bought by the person.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// Shared by a family member.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// What a refund request sheet ended with, as StoreKit's `Transaction.RefundRequestStatus`.
    public enum RefundRequestStatus: Sendable {
        /// The request was sent.
        case success
        /// The person cancelled it.
        case userCancelled
    }

    /// Why a refund request failed, as StoreKit's `Transaction.RefundRequestError`.
    public enum RefundRequestError: Error, Sendable {
        /// A request for this transaction was already made.
        case duplicateRequest
        /// The request failed.
        case failed
    }

    /// Transactions, as an asynchronous sequence of `VerificationResult<Transaction>`s, as
    /// StoreKit's `Transaction.Transactions`. The transactions of a render are known at once, so
    /// each sequence gives them and ends.
    public struct Transactions: AsyncSequence, Sendable {
        /// A verified or unverified transaction.
        public typealias Element = VerificationResult<Transaction>
        let transactions: [Transaction]

        /// Makes the iterator.
        public func makeAsyncIterator() -> Iterator { Iterator(remaining: transactions[...]) }

        /// Gives each transaction, verified.
        public struct Iterator: AsyncIteratorProtocol {
            var remaining: ArraySlice<Transaction>
            /// The next transaction, or `nil` at the end.
            public mutating func next() async -> VerificationResult<Transaction>? {
                remaining.popFirst().map { .verified($0) }
            }
        }
    }

    /// Every transaction of the person's account for the app: the configuration's purchases.
    public static var all: Transactions { Transactions(transactions: ViewTreeStoreKitConfiguration.current.transactions) }

    /// The transactions that entitle the person to something now: the configuration's purchases
    /// that are not consumable.
    public static var currentEntitlements: Transactions {
        Transactions(transactions: ViewTreeStoreKitConfiguration.current.transactions.filter { $0.productType != .consumable })
    }

    /// The transactions the app has not finished: none, since the configuration's are finished.
    public static var unfinished: Transactions { Transactions(transactions: []) }

    /// Transactions made while the app runs (on other devices, renewals, Ask to Buy): on iOS the
    /// sequence runs while the app does; no purchase happens during a render, so it ends at once.
    public static var updates: Transactions { Transactions(transactions: []) }

    /// The latest transaction for `productID`, if any was made.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        ViewTreeStoreKitConfiguration.current.transactions.last { $0.productID == productID }.map { .verified($0) }
    }

    /// The transaction that entitles the person to `productID`, if any.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        await currentEntitlements.first { $0.unsafePayloadValue.productID == productID }
    }

    /// The transactions that entitle the person to `productID` (iOS 18.4's form).
    public static func currentEntitlements(for productID: String) -> Transactions {
        Transactions(transactions: ViewTreeStoreKitConfiguration.current.transactions.filter {
            $0.productID == productID && $0.productType != .consumable
        })
    }
}

import Foundation

extension Product {
    /// What an auto-renewable subscription offers, as StoreKit's `Product.SubscriptionInfo`.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group's identifier.
        public let subscriptionGroupID: String
        /// The subscription group's name.
        public let groupDisplayName: String
        /// How long a period of the subscription lasts.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The offer for new subscribers, if any.
        public let introductoryOffer: SubscriptionOffer?
        /// The offers for existing subscribers.
        public let promotionalOffers: [SubscriptionOffer]
        /// The subscription's level in its group: 1 is the highest level of service.
        public let groupLevel: Int

        /// Whether the person may take the introductory offer: yes, as no purchase was ever made
        /// of this group in a render (unless the configuration says it was bought).
        public var isEligibleForIntroOffer: Bool {
            get async { ViewTreeStoreKitConfiguration.current.transactions(inGroup: subscriptionGroupID).isEmpty }
        }

        /// The statuses of this subscription's group (see `status(for:)`).
        public var status: [Status] {
            get async throws { try await SubscriptionInfo.status(for: subscriptionGroupID) }
        }

        /// The statuses of the subscriptions of group `groupID` the person has: one `.subscribed`
        /// status for each the configuration says was bought, none otherwise.
        public static func status(for groupID: String) async throws -> [Status] {
            ViewTreeStoreKitConfiguration.current.statuses(inGroup: groupID)
        }

        /// The state of a subscription, as StoreKit's `Product.SubscriptionInfo.RenewalState`.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            /// StoreKit's number for the state.
            public let rawValue: Int

            /// A state numbered `rawValue`.
            public init(rawValue: Int) {
                self.rawValue = rawValue
            }

            /// The person is subscribed.
            public static let subscribed = RenewalState(rawValue: 1)
            /// The subscription expired.
            public static let expired = RenewalState(rawValue: 2)
            /// The App Store is retrying a failed renewal.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// A failed renewal leaves the person subscribed for a grace period.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// The App Store revoked the subscription.
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// How a subscription will renew, as StoreKit's `Product.SubscriptionInfo.RenewalInfo`.
        public struct RenewalInfo: Hashable, Sendable {
            /// The original purchase's transaction identifier.
            public let originalTransactionID: UInt64
            /// The subscription the person has now.
            public let currentProductID: String
            /// Whether it will renew.
            public let willAutoRenew: Bool
            /// The subscription it will renew to.
            public let autoRenewPreference: String?
            /// When it renews.
            public let renewalDate: Date?
        }

        /// The status of a subscription, as StoreKit's `Product.SubscriptionInfo.Status`.
        public struct Status: Hashable, Sendable {
            /// Its state.
            public let state: RenewalState
            /// The latest transaction of the subscription.
            public let transaction: VerificationResult<Transaction>
            /// How it will renew.
            public let renewalInfo: VerificationResult<RenewalInfo>

            /// Changes of status while the app runs (see `Statuses`).
            public static var updates: Statuses { Statuses() }

            /// Changes of status, as an asynchronous sequence. On iOS it runs while the app does;
            /// nothing changes during a render, so this one ends at once.
            public struct Statuses: AsyncSequence, Sendable {
                /// A status.
                public typealias Element = Status
                /// Makes the iterator.
                public func makeAsyncIterator() -> Iterator { Iterator() }
                /// Gives no status.
                public struct Iterator: AsyncIteratorProtocol {
                    /// `nil`: nothing changes.
                    public mutating func next() async -> Status? { nil }
                }
            }
        }
    }

    /// A discount on a subscription, as StoreKit's `Product.SubscriptionOffer`.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// The offer's identifier (`nil` for introductory offers).
        public let id: String?
        /// The kind of offer.
        public let type: OfferType
        /// The price of each period.
        public let price: Decimal
        /// The price, written for the storefront.
        public let displayPrice: String
        /// How long each period lasts.
        public let period: SubscriptionPeriod
        /// How many periods the offer lasts.
        public let periodCount: Int
        /// How the person pays.
        public let paymentMode: PaymentMode

        /// The kind of a subscription offer.
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            /// The App Store's name for the kind.
            public let rawValue: String
            /// A kind named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// For new subscribers.
            public static let introductory = OfferType(rawValue: "introductory")
            /// For existing or past subscribers.
            public static let promotional = OfferType(rawValue: "promotional")
            /// For past subscribers, to win them back.
            public static let winBack = OfferType(rawValue: "winBack")
        }

        /// How an offer is paid, as StoreKit's `Product.SubscriptionOffer.PaymentMode`.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            /// The App Store's name for the mode.
            public let rawValue: String
            /// A mode named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The discounted price each period.
            public static let payAsYouGo = PaymentMode(rawValue: "PayAsYouGo")
            /// The discounted price once, for all its periods.
            public static let payUpFront = PaymentMode(rawValue: "PayUpFront")
            /// Free.
            public static let freeTrial = PaymentMode(rawValue: "FreeTrial")
        }
    }
}

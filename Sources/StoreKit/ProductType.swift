import Foundation

extension Product {
    /// The kind of an in-app purchase, as StoreKit's `Product.ProductType`.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// The App Store's name for the kind.
        public let rawValue: String

        /// A kind named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Bought again and again, used up (game currency, bird food).
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once, kept (a feature unlock).
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that does not renew by itself.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        /// A subscription that renews until cancelled.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")

        /// The kind's name, in English.
        public var localizedDescription: String { rawValue }
    }
}

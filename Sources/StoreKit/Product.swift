import Foundation

/// Something the app sells in the App Store, as StoreKit's `Product`.
///
/// A render never reaches the App Store: without a StoreKit configuration no product exists, so
/// `products(for:)` returns none. A configuration (`ViewTreeStoreKitConfiguration`, read from the
/// app's Xcode `.storekit` file) supplies products as Xcode's StoreKit testing does.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product identifier in App Store Connect.
    public typealias ID = String

    /// The product identifier.
    public let id: ID
    /// The kind of product.
    public let type: ProductType
    /// The product's name, for the configuration's locale.
    public let displayName: String
    /// The product's description, for the configuration's locale.
    public let description: String
    /// The price.
    public let price: Decimal
    /// The price written in the storefront's currency, as "$0.99".
    public let displayPrice: String
    /// Whether family members may share the purchase.
    public let isFamilyShareable: Bool
    /// What the subscription offers, for auto-renewable subscriptions.
    public let subscription: SubscriptionInfo?
    /// The style `displayPrice` is written with: the storefront's currency and locale.
    public let priceFormatStyle: Decimal.FormatStyle.Currency

    /// The style subscription periods are written with, for the storefront's locale.
    public var subscriptionPeriodFormatStyle: SubscriptionPeriod.FormatStyle {
        SubscriptionPeriod.FormatStyle(locale: priceFormatStyle.locale)
    }

    /// The style subscription period units are written with, for the storefront's locale.
    public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle {
        SubscriptionPeriod.Unit.FormatStyle(locale: priceFormatStyle.locale)
    }

    init(id: ID, type: ProductType, displayName: String, description: String, price: Decimal,
         isFamilyShareable: Bool, subscription: SubscriptionInfo?, priceFormatStyle: Decimal.FormatStyle.Currency) {
        self.id = id
        self.type = type
        self.displayName = displayName
        self.description = description
        self.price = price
        displayPrice = price.formatted(priceFormatStyle)
        self.isFamilyShareable = isFamilyShareable
        self.subscription = subscription
        self.priceFormatStyle = priceFormatStyle
    }

    /// The products of `identifiers` the App Store knows, leaving out those it does not (Apple's
    /// documentation). The only store a render knows is `ViewTreeStoreKitConfiguration.current`, so
    /// without one the result is empty, as for an offline device; a simulator without a StoreKit
    /// configuration is reported to load none either (*unverified*: RevenueCat's maintainers say so
    /// for iOS 14 simulators, github.com/RevenueCat/purchases-ios/issues/357).
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == ID {
        let wanted = Set(identifiers)
        return ViewTreeStoreKitConfiguration.current.products.filter { wanted.contains($0.id) }
    }

    /// Buys the product. A render confirms no purchase sheet, so it ends as when the person
    /// closes the sheet: `.userCancelled`, and nothing is bought.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        .userCancelled
    }

    /// The transaction that entitles the person to the product, if any.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { await Transaction.currentEntitlement(for: id) }
    }

    /// The latest transaction for the product, if any.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { await Transaction.latest(for: id) }
    }

    /// How a purchase ended, as StoreKit's `Product.PurchaseResult`.
    public enum PurchaseResult: Sendable {
        /// Bought: the transaction, with whether its signature was verified.
        case success(VerificationResult<Transaction>)
        /// The person cancelled.
        case userCancelled
        /// Waiting for approval (Ask to Buy) or another action of the person.
        case pending
    }

    /// An option of a purchase, as StoreKit's `Product.PurchaseOption`.
    public struct PurchaseOption: Hashable, Sendable {
        private let name: String
        private let value: String

        /// The app's token for the account making the purchase.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken", value: token.uuidString)
        }

        /// How many to buy.
        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(name: "quantity", value: String(quantity))
        }

        /// Whether StoreKit testing asks for approval as Ask to Buy does.
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: String(simulatesAskToBuy))
        }
    }

    /// Why a purchase could not be made, as StoreKit's `Product.PurchaseError`.
    public enum PurchaseError: Error, LocalizedError, Sendable {
        /// The quantity is not valid.
        case invalidQuantity
        /// The product is not available.
        case productUnavailable
        /// The person may not make purchases.
        case purchaseNotAllowed
        /// The person may not take the offer.
        case ineligibleForOffer
        /// The offer's identifier is not valid.
        case invalidOfferIdentifier
        /// The offer's price is not valid.
        case invalidOfferPrice
        /// The offer's signature is not valid.
        case invalidOfferSignature
        /// The offer lacks parameters.
        case missingOfferParameters

        /// What went wrong, in English.
        public var errorDescription: String? { "The purchase could not be made (\(self))." }
    }
}

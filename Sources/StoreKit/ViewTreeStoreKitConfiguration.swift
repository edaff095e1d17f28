import Foundation
import Synchronization
import ViewTree

/// Linux addition: the App Store a render sees, as Xcode's StoreKit testing sees a `.storekit`
/// configuration file. By default there is none: no product exists and no transaction was made,
/// as on a device that cannot reach the App Store.
///
/// Read the app's own configuration file and set it before making the code under test, for the
/// whole process or inside `withConfiguration(_:operation:)`:
///
/// ```swift
/// let store = try ViewTreeStoreKitConfiguration(contentsOf: url, purchasedProductIDs: ["pass.yearly"])
/// ViewTreeStoreKitConfiguration.current = store
/// ```
///
/// `Product.products(for:)` then answers with its products, and `Transaction.currentEntitlements`,
/// `Transaction.latest(for:)` and subscription statuses with one verified purchase of each product
/// in `purchasedProductIDs`, made at `purchaseDate`.
public struct ViewTreeStoreKitConfiguration: Sendable {
    /// The products the store sells.
    public let products: [Product]
    /// The products the person has bought.
    public var purchasedProductIDs: [Product.ID]
    /// When they were bought (`EnvironmentValues.viewTreeDefaultReferenceDate` unless set, so that
    /// renders never depend on the clock).
    public var purchaseDate: Date

    /// No store: no products, no purchases.
    public static let none = ViewTreeStoreKitConfiguration(products: [], purchasedProductIDs: [],
                                                           purchaseDate: EnvironmentValues.viewTreeDefaultReferenceDate)

    private init(products: [Product], purchasedProductIDs: [Product.ID], purchaseDate: Date) {
        self.products = products
        self.purchasedProductIDs = purchasedProductIDs
        self.purchaseDate = purchaseDate
    }

    /// The store an Xcode StoreKit configuration file describes (its JSON `data`), with the
    /// products of `purchasedProductIDs` bought at `purchaseDate`.
    /// - Throws: `ViewTreeStoreKitConfigurationError` when the data is not such a file, names a
    ///   storefront ViewTree has no currency for, or has a price or period it cannot read.
    public init(storeKitFileData data: Data, purchasedProductIDs: [Product.ID] = [],
                purchaseDate: Date = EnvironmentValues.viewTreeDefaultReferenceDate) throws {
        self.init(products: try StoreKitConfigurationFile(data: data).makeProducts(), purchasedProductIDs: purchasedProductIDs,
                  purchaseDate: purchaseDate)
    }

    /// The store the Xcode StoreKit configuration file at `url` describes (see `init(storeKitFileData:)`).
    public init(contentsOf url: URL, purchasedProductIDs: [Product.ID] = [],
                purchaseDate: Date = EnvironmentValues.viewTreeDefaultReferenceDate) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ViewTreeStoreKitConfigurationError("cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(storeKitFileData: data, purchasedProductIDs: purchasedProductIDs, purchaseDate: purchaseDate)
    }

    private static let stored = Mutex(none)
    @TaskLocal private static var scoped: ViewTreeStoreKitConfiguration?

    /// The store of the whole process, or the one `withConfiguration(_:operation:)` sets for the
    /// code it runs. Setting it changes the process's store.
    public static var current: ViewTreeStoreKitConfiguration {
        get { scoped ?? stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    /// Runs `operation` with `configuration` as the store, leaving other tasks' store alone.
    public static func withConfiguration<Result>(_ configuration: ViewTreeStoreKitConfiguration,
                                                 operation: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(configuration, operation: operation)
    }

    /// Runs `operation` with `configuration` as the store, leaving other tasks' store alone.
    public static func withConfiguration<Result>(_ configuration: ViewTreeStoreKitConfiguration,
                                                 isolation: isolated (any Actor)? = #isolation,
                                                 operation: () async throws -> Result) async rethrows -> Result {
        try await $scoped.withValue(configuration, operation: operation, isolation: isolation)
    }

    /// One verified transaction for each purchased product the store sells, numbered from 1 in order.
    var transactions: [Transaction] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!   // the host's time zone must not move renewals
        return purchasedProductIDs.enumerated().compactMap { index, id in
            guard let product = products.first(where: { $0.id == id }) else { return nil }
            let number = UInt64(index + 1)
            let expiration = product.subscription.flatMap { calendar.date(byAdding: $0.subscriptionPeriod.unit.component,
                                                                         value: $0.subscriptionPeriod.value, to: purchaseDate) }
            return Transaction(id: number, originalID: number, productID: id, productType: product.type,
                               subscriptionGroupID: product.subscription?.subscriptionGroupID, purchaseDate: purchaseDate,
                               originalPurchaseDate: purchaseDate, expirationDate: expiration, purchasedQuantity: 1,
                               revocationDate: nil, revocationReason: nil, isUpgraded: false, ownershipType: .purchased,
                               appAccountToken: nil, environment: .xcode)
        }
    }

    /// The transactions of subscriptions of group `groupID`.
    func transactions(inGroup groupID: String) -> [Transaction] {
        transactions.filter { $0.subscriptionGroupID == groupID }
    }

    /// A `.subscribed` status, renewing to itself, for each subscription of group `groupID` bought.
    func statuses(inGroup groupID: String) -> [Product.SubscriptionInfo.Status] {
        transactions(inGroup: groupID).map { transaction in
            let renewal = Product.SubscriptionInfo.RenewalInfo(
                originalTransactionID: transaction.originalID, currentProductID: transaction.productID, willAutoRenew: true,
                autoRenewPreference: transaction.productID, renewalDate: transaction.expirationDate)
            return Product.SubscriptionInfo.Status(state: .subscribed, transaction: .verified(transaction),
                                                   renewalInfo: .verified(renewal))
        }
    }
}

/// Why a StoreKit configuration file could not be read.
public struct ViewTreeStoreKitConfigurationError: Error, CustomStringConvertible, Sendable {
    /// What is wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension Product.SubscriptionPeriod.Unit {
    /// The calendar component of the unit.
    var component: Calendar.Component {
        switch self {
        case .day: .day
        case .week: .weekOfYear
        case .month: .month
        case .year: .year
        }
    }
}

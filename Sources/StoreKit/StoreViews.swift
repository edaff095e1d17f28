@_spi(ViewTreeInternals) import ViewTree

/// What StoreKit's store views draw in a render: their loading state, a progress indicator,
/// with a render issue saying what is left out. The App Store's merchandising (names, prices,
/// buttons, subscription pickers) is laid out by StoreKit from the store's answer, which a render
/// does not have, and its metrics are not published.
struct StoreLoadingPlaceholder: View {
    let issue: ViewTreeRenderIssue
    let fillsHeight: Bool

    var body: some View {
        ProgressView()
            .frame(maxWidth: .infinity, maxHeight: fillsHeight ? .infinity : nil)
            .background(Color.reporting(issue))
    }

    /// The issue of a store view of `kind` showing `what`.
    static func issue(_ kind: String, showing what: String) -> ViewTreeRenderIssue {
        ViewTreeRenderIssue(kind: .notDrawn, message: "\(kind) shows StoreKit's loading state: a render has no App Store, "
            + "so \(what) is not drawn.")
    }
}

/// A product's merchandising, as StoreKit's `ProductView` (iOS 17). A render draws its loading
/// state, a progress indicator as wide as offered, and reports that the product's icon, name,
/// price and buy button are not drawn.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    private let id: Product.ID

    /// The product `id`, with `icon` once loaded and `placeholderIcon` while loading.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.id = id
    }

    /// `product`, with `icon`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
    where PlaceholderIcon == EmptyView {
        id = product.id
    }

    /// The product `id`, with `icon`.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon)
    where PlaceholderIcon == EmptyView {
        self.id = id
    }

    /// The loading state.
    public var body: some View {
        StoreLoadingPlaceholder(issue: StoreLoadingPlaceholder.issue("ProductView(id: \"\(id)\")",
                                                                     showing: "the product's icon, name, price and buy button"),
                                fillsHeight: false)
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// The product `id`, with its App Store icon.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.id = id
    }

    /// `product`, with its App Store icon.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) {
        id = product.id
    }
}

/// A store of several products, as StoreKit's `StoreView` (iOS 17). A render draws its loading
/// state, a progress indicator filling the space offered, and reports that the products are not drawn.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    private let ids: [Product.ID]

    /// The products `ids`, each with `icon`, and `placeholderIcon` while loading.
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon,
                               @ViewBuilder placeholderIcon: () -> PlaceholderIcon) where C.Element == Product.ID {
        self.ids = Array(ids)
    }

    /// The products `ids`, each with `icon`.
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
    where C.Element == Product.ID, PlaceholderIcon == EmptyView {
        self.ids = Array(ids)
    }

    /// `products`, each with `icon`.
    public init(products: [Product], prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon)
    where PlaceholderIcon == EmptyView {
        ids = products.map(\.id)
    }

    /// The loading state.
    public var body: some View {
        StoreLoadingPlaceholder(issue: StoreLoadingPlaceholder.issue("StoreView(ids: \(ids))",
                                                                     showing: "its products and their buy buttons"),
                                fillsHeight: true)
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// The products `ids`, with their App Store icons.
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == Product.ID {
        self.ids = Array(ids)
    }

    /// `products`, with their App Store icons.
    public init(products: [Product], prefersPromotionalIcon: Bool = false) {
        ids = products.map(\.id)
    }
}

/// Which subscriptions of a group a store offers the person, as StoreKit's `SubscriptionRelationship`.
public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
    /// The relationships' bits.
    public let rawValue: Int
    /// The relationships of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Higher levels of service.
    public static let upgrade = SubscriptionRelationship(rawValue: 1)
    /// Lower levels of service.
    public static let downgrade = SubscriptionRelationship(rawValue: 2)
    /// Other subscriptions of the same level.
    public static let crossgrade = SubscriptionRelationship(rawValue: 4)
    /// The person's current subscription.
    public static let current = SubscriptionRelationship(rawValue: 8)
    /// Every subscription of the group.
    public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
}

/// A store of one group's subscriptions with the app's marketing content, as StoreKit's
/// `SubscriptionStoreView` (iOS 17). A render draws its loading state, a progress indicator filling
/// the space offered, and reports that the marketing content, subscription options and
/// subscribe button are not drawn.
public struct SubscriptionStoreView<MarketingContent: View>: View {
    private let subject: String

    /// The subscriptions of group `groupID` that `visibleRelationships` selects, under `marketingContent`.
    public init(groupID: String, visibleRelationships: SubscriptionRelationship = .all,
                @ViewBuilder marketingContent: () -> MarketingContent) {
        subject = "groupID: \"\(groupID)\""
    }

    /// The subscriptions `productIDs`, under `marketingContent`.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> MarketingContent)
    where C.Element == Product.ID {
        subject = "productIDs: \(Array(productIDs))"
    }

    /// `subscriptions`, under `marketingContent`.
    public init(subscriptions: [Product], @ViewBuilder marketingContent: () -> MarketingContent) {
        subject = "subscriptions: \(subscriptions.map(\.id))"
    }

    /// The loading state.
    public var body: some View {
        StoreLoadingPlaceholder(issue: StoreLoadingPlaceholder.issue(
            "SubscriptionStoreView(\(subject))", showing: "its marketing content, subscription options and subscribe button"),
                                fillsHeight: true)
    }
}

extension SubscriptionStoreView where MarketingContent == EmptyView {
    /// The subscriptions of group `groupID` that `visibleRelationships` selects, under the App Store's marketing.
    public init(groupID: String, visibleRelationships: SubscriptionRelationship = .all) {
        subject = "groupID: \"\(groupID)\""
    }

    /// The subscriptions `productIDs`, under the App Store's marketing.
    public init<C: Collection>(productIDs: C) where C.Element == Product.ID {
        subject = "productIDs: \(Array(productIDs))"
    }

    /// `subscriptions`, under the App Store's marketing.
    public init(subscriptions: [Product]) {
        subject = "subscriptions: \(subscriptions.map(\.id))"
    }
}

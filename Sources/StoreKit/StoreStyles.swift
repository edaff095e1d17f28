@_spi(ViewTreeInternals) import ViewTree

/// How a `ProductView` lays out its product, as StoreKit's `ProductViewStyle`. A render draws a
/// product view's loading state whatever its style, so the built-in styles are provided for the
/// code that names them; styles of the app's own are not supported.
public protocol ProductViewStyle: Sendable {}

/// A style for product views, named as StoreKit names it.
public struct ViewTreeProductViewStyle: ProductViewStyle {
    let name: String
}

extension ProductViewStyle where Self == ViewTreeProductViewStyle {
    /// The style for the context.
    public static var automatic: ViewTreeProductViewStyle { ViewTreeProductViewStyle(name: "automatic") }
    /// A compact row.
    public static var compact: ViewTreeProductViewStyle { ViewTreeProductViewStyle(name: "compact") }
    /// A row with a larger icon.
    public static var regular: ViewTreeProductViewStyle { ViewTreeProductViewStyle(name: "regular") }
    /// A large, prominent layout.
    public static var large: ViewTreeProductViewStyle { ViewTreeProductViewStyle(name: "large") }
}

/// How a `SubscriptionStoreView` shows its subscription options, as StoreKit's
/// `SubscriptionStoreControlStyle` (see `ProductViewStyle` for what a render draws).
public protocol SubscriptionStoreControlStyle: Sendable {}

/// A style for subscription store controls, named as StoreKit names it.
public struct ViewTreeSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    let name: String
}

extension SubscriptionStoreControlStyle where Self == ViewTreeSubscriptionStoreControlStyle {
    /// The style for the context.
    public static var automatic: ViewTreeSubscriptionStoreControlStyle { ViewTreeSubscriptionStoreControlStyle(name: "automatic") }
    /// A picker of options above a subscribe button.
    public static var picker: ViewTreeSubscriptionStoreControlStyle { ViewTreeSubscriptionStoreControlStyle(name: "picker") }
    /// A button for each option.
    public static var buttons: ViewTreeSubscriptionStoreControlStyle { ViewTreeSubscriptionStoreControlStyle(name: "buttons") }
    /// A prominent picker.
    public static var prominentPicker: ViewTreeSubscriptionStoreControlStyle {
        ViewTreeSubscriptionStoreControlStyle(name: "prominentPicker")
    }
    /// A compact picker.
    public static var compactPicker: ViewTreeSubscriptionStoreControlStyle {
        ViewTreeSubscriptionStoreControlStyle(name: "compactPicker")
    }
    /// A paged picker.
    public static var pagedPicker: ViewTreeSubscriptionStoreControlStyle { ViewTreeSubscriptionStoreControlStyle(name: "pagedPicker") }
    /// A paged, prominent picker.
    public static var pagedProminentPicker: ViewTreeSubscriptionStoreControlStyle {
        ViewTreeSubscriptionStoreControlStyle(name: "pagedProminentPicker")
    }
}

/// What a subscription store's subscribe button says, as StoreKit's `SubscriptionStoreButtonLabel`.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    private let name: String

    /// The label for the context.
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
    /// The label on several lines.
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
    /// The label on one line.
    public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
    /// The action ("Subscribe").
    public static let action = SubscriptionStoreButtonLabel(name: "action")
    /// The subscription's name.
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
    /// The subscription's price.
    public static let price = SubscriptionStoreButtonLabel(name: "price")
}

/// The system buttons a store view can show, as StoreKit's `StoreButtonKind`.
public struct StoreButtonKind: Hashable, Sendable {
    private let name: String

    /// The close button.
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// The restore purchases button.
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// The redeem code button.
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// The sign-in button.
    public static let signIn = StoreButtonKind(name: "signIn")
    /// The terms of service and privacy policy buttons.
    public static let policies = StoreButtonKind(name: "policies")
}

/// The policies a subscription store links to, as StoreKit's `SubscriptionStorePolicyKind`.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    private let name: String

    /// The privacy policy.
    public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
    /// The terms of service.
    public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}

extension ContainerBackgroundPlacement {
    /// A subscription store's background.
    public static let subscriptionStore = ContainerBackgroundPlacement(viewTreeName: "subscriptionStore")
    /// A subscription store's background, behind its whole height.
    public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(viewTreeName: "subscriptionStoreFullHeight")
    /// The background of a subscription store's header.
    public static let subscriptionStoreHeader = ContainerBackgroundPlacement(viewTreeName: "subscriptionStoreHeader")
}

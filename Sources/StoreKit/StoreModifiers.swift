@_spi(ViewTreeInternals) import ViewTree

// StoreKit's view modifiers. The ones that load run as `.task`s do when a render settles,
// answered by `ViewTreeStoreKitConfiguration.current`; the ones that present system sheets or
// style store views change nothing in a render (a still image shows no sheet, and store views
// draw their loading state).

/// A task's action, handed to a `.task` body: ViewTree runs task bodies on the main actor, where
/// the view that made the action lives, as SwiftUI runs these modifiers' actions.
private struct StoreTaskAction<State>: @unchecked Sendable {
    let run: (State) async -> Void
}

nonisolated extension View {
    /// Loads the product `id` when the view appears and calls `action` with the outcome:
    /// `.success` for a product the store sells, `.unavailable` otherwise.
    public func storeProductTask(for id: Product.ID, priority: TaskPriority = .medium,
                                 action: @escaping (Product.TaskState) async -> Void) -> some View {
        let action = StoreTaskAction(run: action)
        return task(priority: priority) {
            let product = try? await Product.products(for: [id]).first
            await action.run(product.map { .success($0) } ?? .unavailable)
        }
    }

    /// Loads the products `ids` when the view appears and calls `action` with those the store
    /// sells and the identifiers it has no product for.
    public func storeProductsTask<C: Collection>(for ids: C, priority: TaskPriority = .medium,
                                                 action: @escaping (Product.CollectionTaskState) async -> Void) -> some View
    where C.Element == Product.ID {
        let ids = Array(ids), action = StoreTaskAction(run: action)
        return task(priority: priority) {
            let products = (try? await Product.products(for: ids)) ?? []
            await action.run(.success(products, unavailable: Set(ids).subtracting(products.map(\.id))))
        }
    }

    /// Reads the statuses of subscription group `groupID` when the view appears and calls `action`
    /// with them (none unless the configuration says one was bought).
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void) -> some View {
        let action = StoreTaskAction(run: action)
        return task(priority: priority) {
            do { await action.run(.success(try await Product.SubscriptionInfo.status(for: groupID))) } catch {
                await action.run(.failure(error))
            }
        }
    }

    /// Reads the entitlement to `productID` when the view appears and calls `action` with it
    /// (`nil` unless the configuration says it was bought).
    public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View {
        let action = StoreTaskAction(run: action)
        return task(priority: priority) {
            await action.run(.success(await Transaction.currentEntitlement(for: productID)))
        }
    }

    /// Presents the App Store's subscription management sheet while `isPresented` is true
    /// (a render shows no system sheet).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }

    /// Presents the subscription management sheet for group `subscriptionGroupID` (a render shows none).
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View { self }

    /// Presents the App Store's refund request sheet for `transactionID` (a render shows none).
    public func refundRequestSheet(
        for transactionID: Transaction.ID, isPresented: Binding<Bool>,
        onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil) -> some View {
        self
    }

    /// Presents the App Store's offer code sheet (a render shows none).
    public func offerCodeRedemption(isPresented: Binding<Bool>,
                                    onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View {
        self
    }

    /// Runs `action` when a store view in this view starts a purchase (none starts in a render).
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }

    /// Runs `action` when a store view in this view finishes a purchase (none does in a render).
    public func onInAppPurchaseCompletion(
        perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?) -> some View {
        self
    }

    /// Sets the options of the purchases store views in this view make.
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }

    /// Sets the layout of the product views in this view (drawn in their loading state in a render).
    public func productViewStyle(_ style: some ProductViewStyle) -> some View { self }

    /// Sets how subscription stores in this view show their options.
    public func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View { self }

    /// Sets what the subscribe buttons of subscription stores in this view say.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }

    /// Shows or hides the store views' system buttons of `kinds`.
    public func storeButton(_ visibility: Visibility, for kinds: StoreButtonKind...) -> some View { self }

    /// Sets the icon of each subscription option of the subscription stores in this view.
    public func subscriptionStoreControlIcon<Icon: View>(
        icon: @escaping (Product, Product.SubscriptionInfo) -> Icon) -> some View {
        self
    }

    /// Sets the background of the subscription options' picker items.
    public func subscriptionStorePickerItemBackground(_ style: some ShapeStyle) -> some View { self }

    /// Sets the background of the subscription options' picker items, in `shape`.
    public func subscriptionStorePickerItemBackground(_ style: some ShapeStyle, in shape: some Shape) -> some View { self }

    /// Sets the page the subscription stores' `kind` policy button opens.
    public func subscriptionStorePolicyDestination(url: URL, for kind: SubscriptionStorePolicyKind) -> some View { self }
}

/// Buys a product from a view, as StoreKit's `PurchaseAction` (`@Environment(\.purchase)`).
@MainActor @preconcurrency
public struct PurchaseAction: Sendable {
    /// Buys `product` (see `Product.purchase(options:)`: `.userCancelled` in a render).
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws
        -> Product.PurchaseResult {
        try await product.purchase(options: options)
    }
}

extension EnvironmentValues {
    /// The action that buys products.
    public var purchase: PurchaseAction { PurchaseAction() }
}

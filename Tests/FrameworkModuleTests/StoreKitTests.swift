import Foundation
import StoreKit
import SwiftUI
import Testing

/// A store model as apps write one with StoreKit 2, over an app's StoreKit configuration.
@MainActor final class PassStore: ObservableObject {
    @Published var products: [Product] = []
    @Published var entitled = false

    func load() async throws {
        products = try await Product.products(for: ["pass.monthly", "pass.yearly", "feature.history"])
            .sorted { $0.price < $1.price }
        for await result in StoreKit.Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil { entitled = true }
        }
    }
}

/// A paywall as iOS 17 apps write it with StoreKit's views and modifiers.
struct PassPaywall: View {
    @State var statuses: [Product.SubscriptionInfo.Status]?

    var body: some View {
        SubscriptionStoreView(groupID: "21430201") {
            Text("Backyard Pass").font(.largeTitle.bold())
        }
        .subscriptionStoreControlStyle(.prominentPicker)
        .subscriptionStoreButtonLabel(.multiline)
        .storeButton(.visible, for: .restorePurchases, .redeemCode)
        .containerBackground(.indigo.gradient, for: .subscriptionStoreFullHeight)
        .subscriptionStatusTask(for: "21430201") { state in
            statuses = state.value
        }
        .onInAppPurchaseCompletion { _, _ in }
        .manageSubscriptionsSheet(isPresented: .constant(false))
    }
}

/// An Xcode StoreKit configuration file, as Xcode writes one.
private let storeKitFile = Data("""
{
  "identifier" : "C0FFEE01",
  "nonRenewingSubscriptions" : [ ],
  "products" : [
    { "displayPrice" : "0.99", "familyShareable" : false, "internalID" : "1",
      "localizations" : [ { "description" : "A year of history", "displayName" : "Full year of history", "locale" : "en_US" } ],
      "productID" : "feature.history", "referenceName" : "History", "type" : "NonConsumable" }
  ],
  "settings" : { "_storefront" : "USA" },
  "subscriptionGroups" : [
    { "id" : "21430201", "localizations" : [ ], "name" : "Backyard Pass",
      "subscriptions" : [
        { "adHocOffers" : [ ], "codeOffers" : [ ], "displayPrice" : "4.99", "familyShareable" : true, "groupNumber" : 2,
          "internalID" : "2", "introductoryOffer" : { "internalID" : "3", "paymentMode" : "free", "subscriptionPeriod" : "P1W" },
          "localizations" : [ { "description" : "Every bird, every month", "displayName" : "Pass Monthly", "locale" : "en_US" } ],
          "productID" : "pass.monthly", "recurringSubscriptionPeriod" : "P1M", "referenceName" : "Monthly",
          "subscriptionGroupID" : "21430201", "type" : "RecurringSubscription" },
        { "adHocOffers" : [ ], "codeOffers" : [ ], "displayPrice" : "49.99", "familyShareable" : true, "groupNumber" : 1,
          "internalID" : "4", "localizations" : [ { "description" : "A year of birds", "displayName" : "Pass Yearly", "locale" : "en_US" } ],
          "productID" : "pass.yearly", "recurringSubscriptionPeriod" : "P1Y", "referenceName" : "Yearly",
          "subscriptionGroupID" : "21430201", "type" : "RecurringSubscription" }
      ] }
  ],
  "version" : { "major" : 3, "minor" : 0 }
}
""".utf8)

@MainActor @Suite struct StoreKitTests {
    @Test func withoutAnAppStoreThereAreNoProductsAndNoPurchases() async throws {
        try await ViewTreeStoreKitConfiguration.withConfiguration(.none) {
            let store = PassStore()
            try await store.load()
            #expect(store.products.isEmpty && !store.entitled)
            #expect(try await Product.SubscriptionInfo.status(for: "21430201").isEmpty)
            #expect(await StoreKit.Transaction.latest(for: "pass.monthly") == nil)
            var updates = 0
            for await _ in StoreKit.Transaction.updates { updates += 1 }
            #expect(updates == 0)
            try await AppStore.sync()
            #expect(await Storefront.current == nil)
        }
    }

    @Test func aConfigurationFileSuppliesProductsPricedInItsStorefront() async throws {
        let configuration = try ViewTreeStoreKitConfiguration(storeKitFileData: storeKitFile)
        try await ViewTreeStoreKitConfiguration.withConfiguration(configuration) {
            let store = PassStore()
            try await store.load()
            #expect(store.products.map(\.id) == ["feature.history", "pass.monthly", "pass.yearly"])
            #expect(store.products.map(\.displayPrice) == ["$0.99", "$4.99", "$49.99"])
            #expect(store.products.map(\.type) == [.nonConsumable, .autoRenewable, .autoRenewable])
            let monthly = store.products[1]
            #expect(monthly.displayName == "Pass Monthly" && monthly.description == "Every bird, every month")
            #expect(monthly.price == Decimal(string: "4.99") && monthly.isFamilyShareable)
            let subscription = try #require(monthly.subscription)
            #expect(subscription.subscriptionPeriod == .monthly && subscription.groupLevel == 2)
            #expect(subscription.subscriptionGroupID == "21430201" && subscription.groupDisplayName == "Backyard Pass")
            #expect(subscription.introductoryOffer?.paymentMode == .freeTrial)
            #expect(subscription.introductoryOffer?.period == .weekly && subscription.introductoryOffer?.displayPrice == "$0.00")
            // Food Truck's price text and savings, written with the product's styles.
            #expect("\(monthly.displayPrice)/\(subscription.subscriptionPeriod.unit.localizedDescription.lowercased())"
                    == "$4.99/month")
            #expect(Decimal(string: "4.1658")!.formatted(monthly.priceFormatStyle) == "$4.17")
            #expect(Product.SubscriptionPeriod.Unit.month.formatted(monthly.subscriptionPeriodUnitFormatStyle) == "month")
            #expect(subscription.subscriptionPeriod.formatted(monthly.subscriptionPeriodFormatStyle) == "1 month")
            #expect(await subscription.isEligibleForIntroOffer)
            // A render confirms no purchase sheet.
            guard case .userCancelled = try await monthly.purchase() else { Issue.record("a purchase completed"); return }
            #expect(!store.entitled)
        }
    }

    @Test func purchasedProductsAreEntitlementsAndSubscribedStatuses() async throws {
        var configuration = try ViewTreeStoreKitConfiguration(storeKitFileData: storeKitFile,
                                                              purchasedProductIDs: ["pass.yearly", "feature.history"])
        configuration.purchaseDate = Date(timeIntervalSince1970: 1_704_067_200)   // 2024-01-01 UTC
        try await ViewTreeStoreKitConfiguration.withConfiguration(configuration) {
            let store = PassStore()
            try await store.load()
            #expect(store.entitled)
            let statuses = try await Product.SubscriptionInfo.status(for: "21430201")
            #expect(statuses.map(\.state) == [.subscribed])
            let transaction = try #require(try statuses.first?.transaction.payloadValue)
            #expect(transaction.productID == "pass.yearly" && transaction.productType == .autoRenewable)
            #expect(transaction.expirationDate == Date(timeIntervalSince1970: 1_735_689_600))   // 2025-01-01 UTC
            #expect(try statuses.first?.renewalInfo.payloadValue.autoRenewPreference == "pass.yearly")
            let history = try #require(await StoreKit.Transaction.currentEntitlement(for: "feature.history"))
            #expect(history.unsafePayloadValue.id == 2 && history.unsafePayloadValue.expirationDate == nil)
            #expect(await StoreKit.Transaction.currentEntitlement(for: "pass.monthly") == nil)
            #expect(await subscriptionIsEligible(configuration) == false)
        }
    }

    private func subscriptionIsEligible(_ configuration: ViewTreeStoreKitConfiguration) async -> Bool {
        await configuration.products.first { $0.id == "pass.monthly" }!.subscription!.isEligibleForIntroOffer
    }

    @Test func badConfigurationFilesThrowClearErrors() {
        #expect(throws: ViewTreeStoreKitConfigurationError.self) {
            try ViewTreeStoreKitConfiguration(storeKitFileData: Data("{ \"products\": 3 }".utf8))
        }
        let unknownStorefront = String(decoding: storeKitFile, as: UTF8.self).replacingOccurrences(of: "\"USA\"", with: "\"ATA\"")
        #expect {
            try ViewTreeStoreKitConfiguration(storeKitFileData: Data(unknownStorefront.utf8))
        } throws: { error in
            "\(error)" == "ViewTree has no currency for storefront ATA"
        }
        #expect(throws: ViewTreeStoreKitConfigurationError.self) {
            try ViewTreeStoreKitConfiguration(contentsOf: URL(fileURLWithPath: "/nonexistent/Products.storekit"))
        }
    }

    @Test func storeViewsDrawTheirLoadingStateAndReportWhatIsLeftOut() throws {
        let size = CGSize(width: 320, height: 200)
        let paywall = ImageRenderer(content: PassPaywall().frame(width: size.width, height: size.height))
        let spinner = ImageRenderer(content: ProgressView().frame(width: size.width, height: size.height)
            .background(Color.indigo.gradient))
        #expect(try paywall.pngData() == spinner.pngData())
        #expect(paywall.issues.map(\.kind) == [.notDrawn])
        #expect(paywall.issues.first?.message.contains("SubscriptionStoreView(groupID: \"21430201\")") == true)

        let product = ImageRenderer(content: VStack { ProductView(id: "feature.history") { Image(systemName: "star") } }
            .frame(width: 300))
        let progress = ImageRenderer(content: VStack { ProgressView().frame(maxWidth: .infinity) }.frame(width: 300))
        #expect(try product.pngData() == progress.pngData())
        #expect(product.issues.first?.message.contains("ProductView(id: \"feature.history\")") == true)
        #expect(ImageRenderer(content: StoreView(ids: ["a", "b"]).productViewStyle(.compact)).issues.count == 1)
    }

    @Test func statusTasksRunWhenARenderSettles() throws {
        let configuration = try ViewTreeStoreKitConfiguration(storeKitFileData: storeKitFile, purchasedProductIDs: ["pass.monthly"])
        final class Box: @unchecked Sendable { var ids: [String]?; var entitled: Bool? }
        let box = Box()
        ViewTreeStoreKitConfiguration.withConfiguration(configuration) {
            let renderer = ImageRenderer(content: Color.clear
                .subscriptionStatusTask(for: "21430201") { state in
                    box.ids = state.value?.compactMap { try? $0.transaction.payloadValue.productID }
                }
                .currentEntitlementTask(for: "feature.history") { state in
                    if case .success(let entitlement) = state { box.entitled = entitlement != nil }
                })
            renderer.settle()
        }
        #expect(box.ids == ["pass.monthly"])
        #expect(box.entitled == false)
    }
}

import Foundation

/// An Xcode StoreKit configuration file (`.storekit`, JSON), as Xcode 14 and later write it:
/// `products` (consumables and non-consumables), `nonRenewingSubscriptions`, and
/// `subscriptionGroups` with their `subscriptions`, each with its `productID`, `type`,
/// `displayPrice`, `familyShareable` and `localizations`; `settings` name the `_storefront`
/// (a three-letter country code) and may name a `_locale`. Learnt from the files Apple's sample
/// apps ship (Food Truck's `Products.storekit`, Backyard Birds' `Store.storekit`).
struct StoreKitConfigurationFile: Decodable {
    struct Localization: Decodable {
        let description: String?
        let displayName: String?
        let locale: String
    }

    struct Offer: Decodable {
        let displayPrice: String?
        let numberOfPeriods: Int?
        let paymentMode: String
        let subscriptionPeriod: String
    }

    struct Item: Decodable {
        let productID: String
        let type: String
        let displayPrice: String
        let familyShareable: Bool?
        let localizations: [Localization]?
        let groupNumber: Int?
        let recurringSubscriptionPeriod: String?
        let introductoryOffer: Offer?
    }

    struct Group: Decodable {
        let id: String
        let name: String?
        let subscriptions: [Item]
    }

    struct Settings: Decodable {
        let storefront: String?
        let locale: String?

        enum CodingKeys: String, CodingKey {
            case storefront = "_storefront"
            case locale = "_locale"
        }
    }

    let products: [Item]?
    let nonRenewingSubscriptions: [Item]?
    let subscriptionGroups: [Group]?
    let settings: Settings?

    init(data: Data) throws {
        do {
            self = try JSONDecoder().decode(StoreKitConfigurationFile.self, from: data)
        } catch {
            throw ViewTreeStoreKitConfigurationError("not a StoreKit configuration file: \(error)")
        }
    }

    /// The file's products, priced in its storefront's currency.
    func makeProducts() throws -> [Product] {
        let storefront = settings?.storefront ?? "USA"
        guard let market = StorefrontCurrency.byCountry[storefront] else {
            throw ViewTreeStoreKitConfigurationError("ViewTree has no currency for storefront \(storefront)")
        }
        let locale = Locale(identifier: settings?.locale ?? market.locale)
        let style = Decimal.FormatStyle.Currency(code: market.currency, locale: locale)
        let plain = (products ?? []) + (nonRenewingSubscriptions ?? [])
        var all = try plain.map { try product($0, group: nil, style: style, locale: locale) }
        for group in subscriptionGroups ?? [] {
            all += try group.subscriptions.map { try product($0, group: group, style: style, locale: locale) }
        }
        return all
    }

    private func product(_ item: Item, group: Group?, style: Decimal.FormatStyle.Currency, locale: Locale) throws -> Product {
        let type: Product.ProductType = switch item.type {
        case "Consumable": .consumable
        case "NonConsumable": .nonConsumable
        case "NonRenewingSubscription": .nonRenewable
        case "RecurringSubscription": .autoRenewable
        default: throw ViewTreeStoreKitConfigurationError("product \(item.productID) has an unknown type \(item.type)")
        }
        let text = localization(of: item.localizations ?? [], for: locale)
        var subscription: Product.SubscriptionInfo?
        if let group, let periodText = item.recurringSubscriptionPeriod {
            let offer = try item.introductoryOffer.map { try introductoryOffer($0, of: item, style: style) }
            subscription = Product.SubscriptionInfo(
                subscriptionGroupID: group.id, groupDisplayName: group.name ?? "",
                subscriptionPeriod: try period(periodText, of: item), introductoryOffer: offer, promotionalOffers: [],
                groupLevel: item.groupNumber ?? 1)
        }
        return Product(id: item.productID, type: type, displayName: text?.displayName ?? "",
                       description: text?.description ?? "", price: try price(item.displayPrice, of: item),
                       isFamilyShareable: item.familyShareable ?? false, subscription: subscription, priceFormatStyle: style)
    }

    /// The localization for `locale`: the one of its identifier, else of its language, else the first.
    private func localization(of localizations: [Localization], for locale: Locale) -> Localization? {
        let identifier = locale.identifier, language = locale.language.languageCode?.identifier
        return localizations.first { $0.locale == identifier }
            ?? localizations.first { $0.locale.split(separator: "_").first.map(String.init) == language }
            ?? localizations.first
    }

    private func introductoryOffer(_ offer: Offer, of item: Item, style: Decimal.FormatStyle.Currency) throws
        -> Product.SubscriptionOffer {
        let mode: Product.SubscriptionOffer.PaymentMode = switch offer.paymentMode {
        case "free": .freeTrial
        case "payUpFront": .payUpFront
        case "payAsYouGo": .payAsYouGo
        default: throw ViewTreeStoreKitConfigurationError("product \(item.productID) has an offer of unknown mode \(offer.paymentMode)")
        }
        let price = try offer.displayPrice.map { try self.price($0, of: item) } ?? 0
        return Product.SubscriptionOffer(id: nil, type: .introductory, price: price, displayPrice: price.formatted(style),
                                         period: try period(offer.subscriptionPeriod, of: item),
                                         periodCount: offer.numberOfPeriods ?? 1, paymentMode: mode)
    }

    private func price(_ text: String, of item: Item) throws -> Decimal {
        guard let price = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), price >= 0 else {
            throw ViewTreeStoreKitConfigurationError("product \(item.productID) has a price that is not a number: \(text)")
        }
        return price
    }

    /// An ISO 8601 duration of one unit: "P1W", "P1M", "P3D", "P1Y".
    private func period(_ text: String, of item: Item) throws -> Product.SubscriptionPeriod {
        let units: [Character: Product.SubscriptionPeriod.Unit] = ["D": .day, "W": .week, "M": .month, "Y": .year]
        guard text.first == "P", let last = text.last, let unit = units[last], let value = Int(text.dropFirst().dropLast()),
              value > 0 else {
            throw ViewTreeStoreKitConfigurationError("product \(item.productID) has a period ViewTree cannot read: \(text)")
        }
        return Product.SubscriptionPeriod(value: value, unit: unit)
    }
}

/// The currency and a locale of App Store storefronts, by the three-letter country codes
/// configuration files use (ISO 3166-1 alpha-3; currencies by ISO 4217). Which locale Xcode
/// writes a storefront's prices in is *unverified* beyond the United States' "$0.99".
enum StorefrontCurrency {
    static let byCountry: [String: (currency: String, locale: String)] = [
        "USA": ("USD", "en_US"), "GBR": ("GBP", "en_GB"), "CAN": ("CAD", "en_CA"), "AUS": ("AUD", "en_AU"),
        "NZL": ("NZD", "en_NZ"), "IRL": ("EUR", "en_IE"), "DEU": ("EUR", "de_DE"), "FRA": ("EUR", "fr_FR"),
        "ITA": ("EUR", "it_IT"), "ESP": ("EUR", "es_ES"), "NLD": ("EUR", "nl_NL"), "AUT": ("EUR", "de_AT"),
        "BEL": ("EUR", "fr_BE"), "PRT": ("EUR", "pt_PT"), "FIN": ("EUR", "fi_FI"), "CHE": ("CHF", "de_CH"),
        "SWE": ("SEK", "sv_SE"), "NOR": ("NOK", "nb_NO"), "DNK": ("DKK", "da_DK"), "POL": ("PLN", "pl_PL"),
        "JPN": ("JPY", "ja_JP"), "KOR": ("KRW", "ko_KR"), "CHN": ("CNY", "zh_CN"), "IND": ("INR", "en_IN"),
        "BRA": ("BRL", "pt_BR"), "MEX": ("MXN", "es_MX"),
    ]
}

import Foundation
import Testing
@testable import ViewTreeAssetSymbolsTool

/// The names Xcode gives asset symbols, from Xcode-generated `GeneratedAssetSymbols.swift` files
/// in public repositories (the asset's name on the left, Xcode's symbol on the right).
struct AssetSymbolNameTests {
    @Test(arguments: [
        ("AccentColor", "accent"), ("TextPrimary", "textPrimary"), ("chip_aqua_pastel", "chipAquaPastel"),
        ("WSDOTbackground", "wsdoTbackground"), ("VExpense", "vExpense"), ("almostWhite", "almostWhite"),
        ("Primary1", "primary1"), ("Color", "color"),
    ])
    func colors(asset: String, symbol: String) {
        #expect(AssetSymbolName.symbol(forAsset: asset, droppingSuffix: "Color") == symbol)
    }

    @Test(arguments: [
        ("AM-AI-iOS-ClearDark-1024x1024", "amAIIOSClearDark1024X1024"), ("dna_1", "dna1"), ("SiIcon", "siIcon"),
        ("Hero image", "hero"), ("final-image", "final"), ("AppIconImage", "appIcon"), ("copyLinkImage", "copyLink"),
        ("Image", "image"), ("Top Shelf Image Wide", "topShelfImageWide"), ("Lemon dessert", "lemonDessert"),
    ])
    func images(asset: String, symbol: String) {
        #expect(AssetSymbolName.symbol(forAsset: asset, droppingSuffix: "Image") == symbol)
    }

    @Test func keywordsAreEscapedAndLeadingDigitsPrefixed() {
        #expect(AssetSymbolName.symbol(forAsset: "Default", droppingSuffix: "Color") == "`default`")
        #expect(AssetSymbolName.symbol(forAsset: "2fa-badge", droppingSuffix: "Image") == "_2faBadge")
    }
}

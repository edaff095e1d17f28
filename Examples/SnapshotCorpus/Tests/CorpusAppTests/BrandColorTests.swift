import SwiftUI
import Testing
import UIKit
@testable import CorpusApp

@Suite struct BrandColorTests {
    @Test func brandColoursComeFromTheAssetCatalog() throws {
        let brand = try #require(UIColor(named: "BrandPrimary", in: DesignSystem.bundle, compatibleWith: nil))
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(brand.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 0.353) < 0.001 && abs(green - 0.275) < 0.001 && abs(blue - 0.867) < 0.001 && alpha == 1)
        #expect(Color(uiColor: brand) == Palette.brand)
    }

    @Test func brandColourIsBrighterInDarkMode() throws {
        let brand = try #require(UIColor(named: "BrandPrimary", in: DesignSystem.bundle, compatibleWith: nil))
        let light = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        var lightBlue: CGFloat = 0, darkBlue: CGFloat = 0
        _ = light.getRed(nil, green: nil, blue: &lightBlue, alpha: nil)
        _ = dark.getRed(nil, green: nil, blue: &darkBlue, alpha: nil)
        #expect(darkBlue > lightBlue)
    }

    @Test func unknownColoursAreNil() {
        #expect(UIColor(named: "NotInTheCatalog", in: DesignSystem.bundle, compatibleWith: nil) == nil)
        #expect(Palette.brandUIColor != .systemIndigo)
    }
}

@Suite struct AssetSymbolTests {
    @Test @MainActor func generatedSymbolsNameTheCatalogsAssets() throws {
        #expect(Color(.brandPrimary) == Palette.brand && Color.brandSoft == Palette.brandSoft)
        // A folder that provides a namespace nests its symbols, as Xcode's do.
        #expect(Color(.Status.positive) == Color("Status/Positive", bundle: DesignSystem.bundle))
        var positiveGreen: CGFloat = 0
        #expect(UIColor.Status.positive.getRed(nil, green: &positiveGreen, blue: nil, alpha: nil))
        #expect(abs(positiveGreen - 0xC7 / 255.0) < 0.001)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(BrandTag.uiColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 0.353) < 0.001 && abs(green - 0.275) < 0.001 && abs(blue - 0.867) < 0.001)
        let logo = try #require(UIImage(named: "Logo", in: DesignSystem.bundle, compatibleWith: nil))
        #expect(UIImage(resource: .logo).size == logo.size)
        // The tag drawn with symbols is the tag drawn with names.
        let byName = HStack(spacing: Spacing.xs) {
            Image("Logo", bundle: DesignSystem.bundle).resizable().frame(width: 16, height: 16)
            Text("New").font(.caption.weight(.semibold)).foregroundStyle(Palette.brand)
        }
        .padding(.horizontal, Spacing.s)
        .padding(.vertical, Spacing.xs)
        .background(Palette.brandSoft, in: Capsule())
        let symbols = try #require(ImageRenderer(content: BrandTag("New")).uiImage?.pngData())
        let names = try #require(ImageRenderer(content: byName).uiImage?.pngData())
        #expect(symbols == names)
        let noLogo = try #require(ImageRenderer(content: byName.hidden()).uiImage?.pngData())
        #expect(symbols != noLogo)
    }
}

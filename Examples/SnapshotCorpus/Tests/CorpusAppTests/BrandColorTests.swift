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

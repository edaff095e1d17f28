import Foundation
import Testing
@_spi(ViewTreeInternals) import ViewTree
import ViewTreeUIKit
import Raster

/// Colours and images of Resources/Catalog.xcassets, as SwiftPM copies the catalog into the bundle.
@Suite @MainActor struct AssetCatalogTests {
    @Test func floatComponentsWithADarkAppearance() throws {
        for color in [Color("Brand"), Color("Brand", bundle: .module)] {
            #expect(try filledPixel(color, scheme: .light) == pixel(RGBAColor(red: 0.914, green: 0.196, blue: 0.353)))
            #expect(try filledPixel(color, scheme: .dark) == pixel(RGBAColor(red: 1, green: 0.42, blue: 0.545)))
        }
    }

    @Test func eightBitAndHexadecimalComponents() throws {
        #expect(try filledPixel(Color("Ink"), scheme: .light) == pixel(24, 32, 48))
        #expect(try filledPixel(Color("Ink"), scheme: .dark) == pixel(0xF0, 0xF2, 0xF8, alpha: 0.9))
    }

    @Test func otherColourSpacesAreConvertedToSRGB() throws {
        #expect(Color("WideRed").rgba(in: .light) == RGBAColor(red: 1, green: 0, blue: 0))
        // A grey of 0.5 in gamma 2.2 is about 0.5 in sRGB too; a whole "1" alpha is opaque.
        let slate = Color("Slate").rgba(in: .light)
        #expect(abs(slate.red - 0.5) < 0.01 && slate.red == slate.blue && slate.alpha == 1)
    }

    @Test func systemColourReferencesAndSkippedVariants() throws {
        #expect(Color("Accent") == Color(light: SystemColor.systemTeal.light, dark: SystemColor.systemTeal.light))
        // The high-contrast entry is skipped; the dark one is taken.
        #expect(try filledPixel(Color("Card"), scheme: .light) == pixel(255, 255, 255))
        #expect(try filledPixel(Color("Card"), scheme: .dark) == pixel(RGBAColor(red: 0.11, green: 0.11, blue: 0.118)))
    }

    @Test func uiColorNamedReadsTheSameColourSets() throws {
        let brand = try #require(UIColor(named: "Brand"))
        #expect(Color(brand) == Color("Brand"))
        #expect(UIColor(named: "Brand", in: .module, compatibleWith: nil) == brand)
        #expect(UIColor(named: "NoSuchColour") == nil)
        #expect(UIColor(named: "Broken") == nil)
    }

    @Test func aMissingColourIsClearAndReportedByName() throws {
        let renderer = ImageRenderer(content: Color("NoSuchColour").frame(width: 10, height: 10))
        #expect(try renderer.canvas.pixel(x: 5, y: 5) == .clear)
        let issue = try #require(renderer.issues.first)
        #expect(issue.kind == .missingColor)
        #expect(issue.message.contains("\"NoSuchColour\""))
        // As a style too: the fill reports it.
        let filled = ImageRenderer(content: Circle().fill(Color("NoSuchColour")).frame(width: 10, height: 10))
        #expect(filled.issues.map(\.kind) == [.missingColor])
    }

    @Test func anUnreadableColourSetSaysWhy() throws {
        let renderer = ImageRenderer(content: Color("Broken").frame(width: 10, height: 10))
        let issue = try #require(renderer.issues.first)
        #expect(issue.kind == .missingColor)
        #expect(issue.message.contains("Broken.colorset"))
    }

    @Test func imageSetsGiveTheVariantOfTheDisplayScale() throws {
        for scale in [1, 2, 3] as [CGFloat] {
            let renderer = ImageRenderer(content: Image("Dot"))
            renderer.scale = scale
            let canvas = try renderer.canvas
            // Every variant is 4 points wide; each scale's file has its own colour.
            #expect(canvas.bitmap.width == Int(4 * scale))
            let expected = [pixel(255, 0, 0), pixel(0, 255, 0), pixel(0, 0, 255)][Int(scale) - 1]
            #expect(canvas.pixel(x: 1, y: 1) == expected)
        }
    }
}

import Foundation
import Testing
import ViewTreeResources
@testable import ViewTree
import Raster

/// SwiftUI's Font API resolved to bundled faces and sizes.
@MainActor struct FontTests {
    private func resolve(_ font: Font, _ size: DynamicTypeSize = .large) throws -> (String, Double) {
        let resolved = try font.resolved(dynamicTypeSize: size)
        return (resolved.typeface.name, resolved.size)
    }

    @Test func textStylesHaveSwiftUISizesAtLargeAndMedium() throws {
        let styles: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout,
                              .footnote, .caption, .caption2]
        // ../shared/REFERENCE.md section 3.
        let large: [Double] = [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11]
        let medium: [Double] = [33, 27, 21, 19, 16, 14, 16, 15, 12, 11, 11]
        for (index, style) in styles.enumerated() {
            #expect(try resolve(style, .large).1 == large[index])
            #expect(try resolve(style, .medium).1 == medium[index])
        }
    }

    @Test(arguments: Font.TextStyle.allCases)
    func textStylesGrowWithDynamicType(style: Font.TextStyle) throws {
        let sizes = try DynamicTypeSize.allCases.map { try Font.system(style).resolved(dynamicTypeSize: $0).size }
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(sizes.last! > sizes.first!)
    }

    @Test func stylesPickTextOrDisplayCutAndTheirWeight() throws {
        #expect(try resolve(.body).0 == "Inter-Regular.otf")
        #expect(try resolve(.headline).0 == "Inter-SemiBold.otf")
        #expect(try resolve(.largeTitle).0 == "InterDisplay-Regular.otf")
        #expect(try resolve(.title3).0 == "InterDisplay-Regular.otf")
        #expect(try resolve(.system(size: 19.9)).0 == "Inter-Regular.otf")
        #expect(try resolve(.system(size: 20)).0 == "InterDisplay-Regular.otf")
    }

    @Test func weightsAndItalicsMapToFaces() throws {
        #expect(try resolve(.system(size: 12, weight: .ultraLight)).0 == "Inter-Thin.otf")
        #expect(try resolve(.system(size: 12, weight: .thin)).0 == "Inter-ExtraLight.otf")
        #expect(try resolve(.system(size: 12, weight: .heavy)).0 == "Inter-ExtraBold.otf")
        #expect(try resolve(.body.bold()).0 == "Inter-Bold.otf")
        #expect(try resolve(.body.italic()).0 == "Inter-Italic.otf")
        #expect(try resolve(.body.bold().italic()).0 == "Inter-BoldItalic.otf")
        #expect(try resolve(.largeTitle.weight(.black)).0 == "InterDisplay-Black.otf")
        #expect(try resolve(.headline.weight(.regular)).0 == "Inter-Regular.otf")
    }

    @Test func designsMapToTheirStandIns() throws {
        #expect(try resolve(.system(.body, design: .serif)).0 == "SourceSerifPro-Regular.otf")
        #expect(try resolve(.system(.body, design: .serif, weight: .semibold)).0 == "SourceSerifPro-Semibold.otf")
        #expect(try resolve(.system(.body, design: .serif, weight: .heavy).italic()).0 == "SourceSerifPro-BlackIt.otf")
        // SF Pro Rounded's proportions are the Display cut's at every size.
        #expect(try resolve(.system(.body, design: .rounded)).0 == "InterDisplay-Regular.otf")
        #expect(try resolve(.system(size: 13, design: .monospaced)).0 == "JetBrainsMono-Regular.ttf")
        #expect(try resolve(.system(size: 13, weight: .black, design: .monospaced).italic()).0
            == "JetBrainsMono-ExtraBoldItalic.ttf")
    }

    @Test func monospacedDigitsShapeWithTabularFigures() throws {
        let resolved = try Font.body.monospacedDigit().resolved()
        #expect(resolved.features == ["tnum"])
        let one = TextShaper.shape("1", typeface: resolved.typeface, features: resolved.features).advance
        let zero = TextShaper.shape("0", typeface: resolved.typeface, features: resolved.features).advance
        #expect(one == zero)
        #expect(try Font.body.resolved().features.isEmpty)
    }

    @Test func registeredCustomFontsResolveByNameAndScale() throws {
        let file = try #require(ResourceLocator.resourcesDirectory())
            .appendingPathComponent("Fonts/NotoSerif/NotoSerif-Italic.ttf")
        let postScriptName = try Font.register(contentsOf: file)
        #expect(postScriptName == "NotoSerif-Italic")
        let custom = try Font.custom("NotoSerif-Italic", size: 20).resolved(dynamicTypeSize: .xxxLarge)
        #expect(custom.typeface.postScriptName == "NotoSerif-Italic")
        // Relative to body: 17 -> 23 at xxxLarge.
        #expect(abs(custom.size - 20 * 23 / 17) < 1e-9)
        #expect(custom.fallbackReason == nil)
        #expect(try Font.custom("NotoSerif-Italic", fixedSize: 20).resolved(dynamicTypeSize: .xxxLarge).size == 20)
    }

    @Test func unknownCustomFontFallsBackToTheSystemFontWithAReason() throws {
        let resolved = try Font.custom("Papyrus", size: 15).resolved()
        #expect(resolved.typeface.name == "Inter-Regular.otf")
        #expect(resolved.size == 15)
        #expect(resolved.fallbackReason?.contains("Papyrus") == true)
    }

    @Test func registeringAMissingFileIsAnError() {
        #expect(throws: FontError.missingFile("/no/such/font.ttf")) {
            try Font.register(contentsOf: URL(fileURLWithPath: "/no/such/font.ttf"))
        }
    }
}

/// How resolved fonts measure lines: SF Pro's metrics for system fonts, a font's own otherwise.
@MainActor struct FontLineMetricsTests {
    @Test func systemFontsSpaceLinesLikeSFPro() throws {
        // SF Pro at 17 pt: ascender 16.1865, descender 4.1006, line height 20.287 (REFERENCE section 3).
        let body = try Font.body.resolved().textFont
        #expect(abs(body.lineHeight - 20.287) < 0.001)
        #expect(abs(body.lineMetrics.ascent * 17 - 16.1865) < 0.001)
        let layout = ShapedText("Body", font: body).layout(width: nil)
        #expect(abs(layout.size.height - 20.287) < 0.001)
        #expect(abs(layout.firstBaseline - 16.1865) < 0.001)
        // The same ratios at display sizes and in every design.
        for font in [Font.largeTitle, .system(size: 34, design: .serif), .system(size: 34, design: .monospaced)] {
            #expect(abs(try font.resolved().textFont.lineHeight - 34 * 20.287 / 17) < 0.01)
        }
    }

    @Test func systemFontsFallBackToTheOtherBundledFaces() throws {
        let resolved = try Font.body.resolved()
        #expect(resolved.fallbacks.map(\.name) == ["NotoSerif-Regular.ttf", "JetBrainsMono-Regular.ttf"])
        let serif = try Font.system(.body, design: .serif).resolved()
        #expect(serif.fallbacks.map(\.name) == ["Inter-Regular.otf", "NotoSerif-Regular.ttf", "JetBrainsMono-Regular.ttf"])
        // A bold font falls back to bold faces.
        #expect(try Font.headline.resolved().fallbacks.first?.name == "NotoSerif-Bold.ttf")
    }

    @Test func customFontsUseTheirOwnMetrics() throws {
        let url = try #require(ResourceLocator.resourcesDirectory()).appendingPathComponent("Fonts/NotoSerif/NotoSerif-Italic.ttf")
        let name = try Font.register(contentsOf: url)
        let resolved = try Font.custom(name, fixedSize: 20).resolved()
        #expect(resolved.lineMetrics == TextFont.LineMetrics(of: resolved.typeface))
        #expect(resolved.lineMetrics != SystemFonts.lineMetrics)
        #expect(resolved.fallbacks.first?.name == "Inter-Regular.otf")
    }
}

import Foundation
import Raster
import Testing
import ViewTree
import ViewTreeUIKit

@Suite struct UIFontTests {
    @Test func preferredFontsHaveTheTextStylesSizes() throws {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        // Dynamic Type: the traits' text size scales the style.
        let large = UIFont.preferredFont(forTextStyle: .body,
                                         compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        #expect(large.pointSize == 28)
    }

    @Test func metricsAreThoseOfTheFaceViewTreeDraws() throws {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let resolved = try Font.body.resolved()
        #expect(font.ascender == resolved.lineMetrics.ascent * 17)
        #expect(font.descender == -resolved.lineMetrics.descent * 17)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        // Capitals are taller than lowercase letters and shorter than the ascender.
        #expect(font.xHeight > 0 && font.xHeight < font.capHeight && font.capHeight < font.ascender)
        #expect(!font.familyName.isEmpty)
    }

    @Test func fontsBridgeToSwiftUI() {
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .system(.headline))
        #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == .system(size: 15, weight: .semibold))
        #expect(UIFont.boldSystemFont(ofSize: 20).pointSize == 20)
    }

    @Test func namedFontsAreThoseRegisteredAndNilOtherwiseAsOnIOS() throws {
        #expect(UIFont(name: "Papyrus-Condensed", size: 12) == nil)
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../Resources/Fonts")
        let name = try Font.register(contentsOf: fonts.appending(path: "JetBrainsMono/JetBrainsMono-ExtraLight.ttf"))
        let font = try #require(UIFont(name: name, size: 14))
        #expect(font.pointSize == 14)
    }
}

/// Fonts made from descriptors draw as the SwiftUI fonts they describe.
@MainActor @Suite struct UIFontDescriptorTests {
    /// The pixels of "Ag" in `font`.
    private func pixels(_ font: Font) throws -> Bitmap {
        try ImageRenderer(content: Text("Ag").font(font).fixedSize()).canvas.bitmap
    }

    @Test func boldTextStyleDescriptorsDrawAsTheBoldTextStyle() throws {
        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold))
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.pointSize == 17 && descriptor.symbolicTraits == .traitBold)
        #expect(try pixels(Font(font)) == pixels(.body.bold()))
        #expect(try pixels(Font(font)) != pixels(.body))
    }

    @Test func designsAndSizesGiveTheSystemFontInThatDesign() throws {
        let descriptor = try #require(UIFont.systemFont(ofSize: 20).fontDescriptor.withDesign(.rounded))
        let font = UIFont(descriptor: descriptor.withSymbolicTraits(.traitItalic)!, size: 30)
        #expect(font.pointSize == 30)
        #expect(try pixels(Font(font)) == pixels(.system(size: 30, design: .rounded).italic()))
    }
}

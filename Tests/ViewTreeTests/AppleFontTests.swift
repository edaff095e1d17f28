import Foundation
import Testing
import ViewTreeResources
@testable import ViewTree
import Raster

/// Apple's own fonts, when the user installed them, are used with iOS's rules. The tests stand
/// bundled OFL fonts in for them under Apple's file names (ViewTree never ships Apple's fonts).
@MainActor struct AppleFontTests {
    /// A folder of stand-ins named as Apple's installers name its fonts.
    private static func folder() throws -> URL {
        let fonts = try #require(ResourceLocator.resourcesDirectory()).appendingPathComponent("Fonts")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewtree-apple-fonts-\(UUID().uuidString)", isDirectory: true)
        let nested = folder.appendingPathComponent("SF Pro", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let copies = [("Inter/Inter-Regular.otf", "SF Pro/SF-Pro-Text-Regular.otf"),
                      ("Inter/Inter-SemiBold.otf", "SF Pro/SF-Pro-Text-Semibold.otf"),
                      ("Inter/Inter-Italic.otf", "SF Pro/SF-Pro-Text-RegularItalic.otf"),
                      ("Inter/InterDisplay-Regular.otf", "SF Pro/SF-Pro-Display-Regular.otf"),
                      ("Inter/InterDisplay-Bold.otf", "SF Pro/SF-Pro-Display-Bold.otf"),
                      ("Inter/InterDisplay-Medium.otf", "SF-Pro-Rounded-Medium.otf"),
                      ("JetBrainsMono/JetBrainsMono-Regular.ttf", "SFMono-Regular.otf"),
                      ("SourceSerifPro/SourceSerifPro-Regular.otf", "NewYorkSmall-Regular.otf"),
                      ("SourceSerifPro/SourceSerifPro-Bold.otf", "NewYorkLarge-Bold.otf"),
                      ("Inter/Inter-Black.otf", "Not-An-Apple-Font-Black.otf")]
        for (source, name) in copies {
            try FileManager.default.copyItem(at: fonts.appendingPathComponent(source), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private func resolve(_ font: Font, in catalog: AppleFontCatalog, _ size: DynamicTypeSize = .large) throws
        -> ViewTreeResolvedFont {
        try font.resolved(dynamicTypeSize: size, appleFonts: catalog)
    }

    @Test func filesAreRecognisedByApplesNames() {
        let key = AppleFontCatalog.key(forFileNamed:)
        #expect(key("SF-Pro-Text-SemiboldItalic.otf") == .init(family: .sfProText, weight: 600, italic: true))
        #expect(key("SFProDisplay-Ultralight.otf") == .init(family: .sfProDisplay, weight: 100, italic: false))
        #expect(key("SF-Mono-Heavy.otf") == .init(family: .sfMono, weight: 800, italic: false))
        #expect(key("NewYorkExtraLarge-BlackItalic.otf") == .init(family: .newYorkExtraLarge, weight: 900, italic: true))
        #expect(key("SF-Pro-Rounded-Regular.ttf") == .init(family: .sfProRounded, weight: 400, italic: false))
        #expect(key("SF-Pro-Text-Regular.woff") == nil)
        #expect(key("SF-Pro-Text-Wide.otf") == nil)
        #expect(key("Inter-Regular.otf") == nil)
    }

    @Test func systemTextUsesApplesFacesWithTheGuidelinesTracking() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = AppleFontCatalog(scanning: [folder])
        #expect(catalog.files.count == 9)

        // Text cut below 20 points, with SF Pro Text's tracking and no stand-in calibration.
        let body = try resolve(.body, in: catalog)
        #expect(body.typeface.name == "SF-Pro-Text-Regular.otf")
        #expect(abs(body.tracking - 17 * -0.026) < 1e-12)
        #expect(try resolve(.headline, in: catalog).typeface.name == "SF-Pro-Text-Semibold.otf")
        #expect(try resolve(.body.italic(), in: catalog).typeface.name == "SF-Pro-Text-RegularItalic.otf")
        // Display cut from 20 points, with its own table (+11/1000 em at 34 points).
        let title = try resolve(.largeTitle.bold(), in: catalog)
        #expect(title.typeface.name == "SF-Pro-Display-Bold.otf")
        #expect(abs(title.tracking - 34 * 0.011) < 1e-12)
        #expect(try resolve(.title3, in: catalog).typeface.name == "SF-Pro-Display-Regular.otf")
        // A weight that is not installed takes the nearest installed one of the same family.
        #expect(try resolve(.system(size: 34, weight: .heavy), in: catalog).typeface.name == "SF-Pro-Display-Bold.otf")
        // Rounded, monospaced and serif designs with their tables (SF Mono has none).
        let rounded = try resolve(.system(.body, design: .rounded), in: catalog)
        #expect(rounded.typeface.name == "SF-Pro-Rounded-Medium.otf")
        #expect(abs(rounded.tracking - 17 * 0.022) < 1e-12)
        let mono = try resolve(.system(.body, design: .monospaced), in: catalog)
        #expect(mono.typeface.name == "SFMono-Regular.otf")
        #expect(mono.tracking == 0)
        let serif = try resolve(.system(.body, design: .serif), in: catalog)
        #expect(serif.typeface.name == "NewYorkSmall-Regular.otf")
        #expect(abs(serif.tracking - 17 * -0.004) < 1e-12)
        // New York's large optical size from 36 points (the nearest installed cut below that).
        #expect(try resolve(.system(size: 40, weight: .bold, design: .serif), in: catalog).typeface.name
            == "NewYorkLarge-Bold.otf")
        #expect(try resolve(.system(size: 22, design: .serif), in: catalog).typeface.name == "NewYorkSmall-Regular.otf")
        // Line metrics stay SF Pro's.
        #expect(body.lineMetrics == SystemFonts.lineMetrics)
    }

    @Test func applesFontsMeasureExactlyByTheirOwnAdvances() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = try resolve(.body, in: AppleFontCatalog(scanning: [folder]))
        let text = "Wavy Tofu 42"
        let advances = TextShaper.shape(text, typeface: body.typeface, features: []).advance
        let expected = CGFloat(advances) * 17 / CGFloat(body.typeface.unitsPerEm) + CGFloat(text.count) * body.tracking
        let measured = ShapedText(text, font: body.textFont).layout(width: nil).size.width
        #expect(abs(measured - expected) < 1e-9)
    }

    @Test func withoutApplesFontsTheStandInsAreUsed() throws {
        let empty = AppleFontCatalog(files: [:])
        #expect(try resolve(.body, in: empty).typeface.name == "Inter-Regular.otf")
        // A design whose family is missing uses its stand-in even when others are installed.
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = AppleFontCatalog(scanning: [folder]).files
        files = files.filter { $0.key.family != .sfMono }
        let resolved = try resolve(.system(.body, design: .monospaced), in: AppleFontCatalog(files: files))
        #expect(resolved.typeface.name == "JetBrainsMono-Regular.ttf")
    }

    @Test func resolvedFontsAreKeptOnlyForTheFontsInstalledWhenResolved() throws {
        // `ResolvedFontCache` keeps system fonts resolved; other Apple fonts start it afresh.
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apple = AppleFontCatalog(scanning: [folder]), empty = AppleFontCatalog(files: [:])
        for _ in 0..<2 {
            #expect(try resolve(.body, in: apple).typeface.name == "SF-Pro-Text-Regular.otf")
            #expect(try resolve(.body, in: empty).typeface.name == "Inter-Regular.otf")
        }
        #expect(try resolve(.title, in: apple, .accessibility1).size == resolve(.title, in: apple, .accessibility1).size)
        #expect(try resolve(.title, in: apple, .accessibility1).size > resolve(.title, in: apple).size)
    }

    @Test func foldersComeFromTheSettingTheEnvironmentAndTheSystem() {
        let home = ["HOME": "/home/ci"]
        let systemFolders = ["/home/ci/.local/share/fonts", "/home/ci/.fonts", "/usr/local/share/fonts", "/usr/share/fonts"]
        #expect(ViewTreeAppleFonts.searchedFolders(environment: home).map(\.path) == systemFolders)
        let given = home.merging(["VIEWTREE_APPLE_FONTS": "/opt/apple-fonts:/srv/fonts"]) { $1 }
        #expect(ViewTreeAppleFonts.searchedFolders(environment: given).map(\.path)
            == ["/opt/apple-fonts", "/srv/fonts"] + systemFolders)
        #expect(ViewTreeAppleFonts.searchedFolders(environment: ["VIEWTREE_APPLE_FONTS": "none"]).isEmpty)
    }
}

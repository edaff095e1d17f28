import Foundation
import Testing
@testable import ViewTree

/// An app's bundled fonts are found by `Font.custom` with no registration by hand, as iOS
/// registers the fonts an app's Info.plist lists.
struct AppFontsTests {
    private let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../Resources/Fonts")

    @Test func fontsInAnAppsResourceBundleAreRegisteredButNotViewTreesOwn() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "appfonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appending(path: "App_App.resources/Fonts"), own = root.appending(path: "viewtree_ViewTreeResources.resources")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fonts.appending(path: "JetBrainsMono/JetBrainsMono-ThinItalic.ttf"),
                                         to: app.appending(path: "Brand-Thin.ttf"))
        try FileManager.default.copyItem(at: fonts.appending(path: "SourceSerifPro/SourceSerifPro-LightIt.otf"),
                                         to: own.appending(path: "Own.otf"))
        #expect(FontRegistry.face(named: "JetBrainsMono-ThinItalic") == nil)
        AppFonts.register(fontsIn: BundleFiles.resourceBundles(in: [root]))
        #expect(FontRegistry.face(named: "JetBrainsMono-ThinItalic") != nil)
        #expect(try Font.custom("JetBrainsMono-ThinItalic", size: 12).resolved().fallbackReason == nil)
        #expect(FontRegistry.face(named: "SourceSerifPro-LightIt") == nil, "ViewTree's own fonts are not the app's")
    }
}

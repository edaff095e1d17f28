import Foundation
import Testing
@_spi(ViewTreeInternals) @testable import ViewTree
import Raster

/// The app's `AccentColor` catalog colour is its accent, as Xcode's templates make it.
struct AppAccentColorTests {
    private func folder(accent components: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "accent-\(UUID().uuidString)")
        let set = root.appending(path: "App_App.resources/Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let color = components.map { #","color":{"color-space":"srgb","components":\#($0)}"# } ?? ""
        try Data(#"{"colors":[{"idiom":"universal"\#(color)}],"info":{"author":"xcode","version":1}}"#.utf8)
            .write(to: set.appending(path: "Contents.json"))
        try FileManager.default.createDirectory(at: root.appending(path: "Other_Other.resources"), withIntermediateDirectories: true)
        return root
    }

    @Test func anAccentColorSetWithAColourIsTheAccent() throws {
        let root = try folder(accent: #"{"red":"0x34","green":"0xC7","blue":"0x59","alpha":"1.000"}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let accent = try #require(AppAccentColor.color(in: BundleFiles.resourceBundles(in: [root])))
        #expect(accent.rgba(in: .light) == RGBAColor(red8: 0x34, green8: 0xC7, blue8: 0x59))
    }

    @Test func xcodesEmptyTemplateSetAndNoSetKeepTheSystemBlue() throws {
        let empty = try folder(accent: nil)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(AppAccentColor.color(in: BundleFiles.resourceBundles(in: [empty])) == nil)
        #expect(AppAccentColor.color(in: [empty.appending(path: "Other_Other.resources")]) == nil)
        // This test process's bundles have no AccentColor set, so the accent is blue.
        #expect(Color.accentColor == .blue)
    }
}

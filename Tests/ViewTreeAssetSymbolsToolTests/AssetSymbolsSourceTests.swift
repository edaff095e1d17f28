import Foundation
import Testing
@testable import ViewTreeAssetSymbolsTool

/// Reading catalogs and writing the symbols file.
struct AssetSymbolsSourceTests {
    private func makeCatalog() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "asset-symbols-\(UUID().uuidString)/Media.xcassets")
        for folder in ["BrandPrimary.colorset", "Red.colorset", "Logo.imageset", "Icons/Close.imageset", "Flat/Star.imageset",
                       "AppIcon.appiconset"] {
            try FileManager.default.createDirectory(at: root.appending(path: folder), withIntermediateDirectories: true)
        }
        try Data(#"{"properties":{"provides-namespace":true}}"#.utf8).write(to: root.appending(path: "Icons/Contents.json"))
        try Data(#"{"info":{"version":1}}"#.utf8).write(to: root.appending(path: "Flat/Contents.json"))
        return root
    }

    @Test func catalogsListColoursAndImagesWithTheirNamespaces() throws {
        let catalog = try AssetCatalog(contentsOf: makeCatalog())
        #expect(catalog.colors == ["BrandPrimary", "Red"])
        #expect(catalog.images == ["Icons/Close", "Logo", "Star"])
    }

    @Test func aMalformedGroupOrAMissingFolderIsAnErrorNamingIt() throws {
        let root = try makeCatalog()
        try Data("{".utf8).write(to: root.appending(path: "Icons/Contents.json"))
        #expect { try AssetCatalog(contentsOf: root) } throws: { "\($0)".contains("Icons/Contents.json") }
        #expect { try AssetCatalog(contentsOf: root.appending(path: "Missing.xcassets")) } throws: { "\($0)".contains("Missing.xcassets") }
    }

    @Test func theFileDeclaresXcodesSymbols() throws {
        let text = AssetSymbolsSource(colors: ["BrandPrimary", "Red"], images: ["Logo"], includesUIKit: true).text
        #expect(text.contains(#"static let brandPrimary = ColorResource(name: "BrandPrimary")"#))
        #expect(text.contains(#"static let logo = ImageResource(name: "Logo")"#))
        #expect(text.contains("extension ShapeStyle where Self == Color {"))
        #expect(text.contains("static var brandPrimary: UIColor { .init(resource: .brandPrimary) }"))
        #expect(text.contains("static var logo: UIImage { .init(resource: .logo) }"))
        // `Color.red` and `UIColor.red` stay the system's; the resource is still there.
        #expect(text.contains(#"static let red = ColorResource(name: "Red")"#) && !text.contains("static var red"))
        let withoutUIKit = AssetSymbolsSource(colors: ["BrandPrimary"], images: [], includesUIKit: false).text
        #expect(!withoutUIKit.contains("UIColor") && !withoutUIKit.contains("import ViewTreeUIKit"))
    }

    @Test func namespacesNestTheirSymbolsInEnums() {
        let text = AssetSymbolsSource(colors: ["Colors/Accent", "Colors/Text/Primary", "Brand"],
                                      images: ["TabBarIcons/Dashboard/Default"], includesUIKit: true).text
        #expect(text.contains(#"    enum Colors {"#) && text.contains(#"        enum Text {"#))
        #expect(text.contains(#"            static let primary = ColorResource(name: "Colors/Text/Primary")"#))
        #expect(text.contains("static var primary: Color { .init(.Colors.Text.primary) }"))
        #expect(text.contains("static var `default`: UIImage { .init(resource: .TabBarIcons.Dashboard.`default`) }"))
        // ShapeStyle's extension has the top-level colours only: a protocol extension holds no enums.
        let shapeStyle = text.components(separatedBy: "extension ShapeStyle where Self == Color {")[1]
            .components(separatedBy: "\n}")[0]
        #expect(shapeStyle.contains("static var brand: Color") && !shapeStyle.contains("enum"))
    }
}

import ArgumentParser
import Foundation

/// Writes the asset symbols of a target's `.xcassets` catalogs to a Swift file; run by the
/// ViewTreeAssetSymbols build plugin.
@main
struct ViewTreeAssetSymbolsTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viewtree-asset-symbols",
        abstract: "Generate Xcode's asset symbols (ColorResource, ImageResource, Color, UIColor, UIImage) for asset catalogs.")

    @Flag(help: "Add UIColor and UIImage members (the target links ViewTree's UIKit).")
    var uikit = false

    @Option(help: "The Swift file to write.")
    var output: String

    @Argument(help: "The .xcassets folders.")
    var catalogs: [String] = []

    func run() throws {
        var colors: [String] = [], images: [String] = []
        for path in catalogs {
            let catalog = try AssetCatalog(contentsOf: URL(fileURLWithPath: path))
            colors += catalog.colors
            images += catalog.images
        }
        let source = AssetSymbolsSource(colors: colors, images: images, includesUIKit: uikit)
        try Data(source.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    }
}

import Foundation
import PackagePlugin

/// Generates, for a target whose resources hold `.xcassets` catalogs, the asset symbols Xcode
/// generates (`ColorResource.brandPrimary`, `Color(.brandPrimary)`, `Image(.logo)`,
/// `Color.brandPrimary`, `UIColor.brandPrimary`, `UIImage.logo`), so iOS files using them compile
/// on Linux. Apply it to the app's target:
/// `plugins: [.plugin(name: "ViewTreeAssetSymbols", package: "viewtree")]`.
@main
struct ViewTreeAssetSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles.map(\.url)
        let catalogs = Array(Set(files.compactMap(Self.catalog(containing:)))).sorted { $0.path < $1.path }
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedAssetSymbols.swift")
        let linksUIKit = module.recursiveTargetDependencies.contains { $0.name == "ViewTreeUIKit" }
        let inputs = files.filter { Self.catalog(containing: $0) != nil }
        return [.buildCommand(displayName: "ViewTree: asset symbols for \(target.name)",
                              executable: try context.tool(named: "ViewTreeAssetSymbolsTool").url,
                              arguments: (linksUIKit ? ["--uikit"] : []) + ["--output", output.path] + catalogs.map(\.path),
                              inputFiles: inputs, outputFiles: [output])]
    }

    /// The `.xcassets` folder `url` is or lies in, if any.
    private static func catalog(containing url: URL) -> URL? {
        var candidate = url
        while candidate.pathComponents.count > 1 {
            if candidate.pathExtension == "xcassets" { return candidate }
            candidate.deleteLastPathComponent()
        }
        return nil
    }
}

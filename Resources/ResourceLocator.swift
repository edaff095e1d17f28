import Foundation

/// Finds ViewTree's bundled resources (fonts) without ever crashing.
///
/// Resources are looked for, in order: in the folder named by the `VIEWTREE_RESOURCES`
/// environment variable (for installed tools and unusual layouts); in SwiftPM's resource bundle
/// next to the running executable or test bundle; and in the bundle SwiftPM compiled in for
/// this build. SwiftPM's own `Bundle.module` stops the process when its bundle is missing, so
/// it is not used.
public enum ResourceLocator {
    /// The environment variable that overrides where resources are found.
    public static let environmentVariable = "VIEWTREE_RESOURCES"

    /// The folder holding the `Fonts` folder, or `nil` when none of the places has it.
    public static func resourcesDirectory(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> URL? {
        candidates(environment: environment).first { hasFonts($0) }
    }

    /// The folder holding the sample images (`sample-photo.jpg`), or `nil` when resources are missing.
    public static func imagesDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        resourcesDirectory(environment: environment)?.appendingPathComponent("Images", isDirectory: true)
    }

    /// The folder holding the symbol font and its name map, or `nil` when resources are missing.
    public static func symbolsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        resourcesDirectory(environment: environment)?.appendingPathComponent("Symbols", isDirectory: true)
    }

    /// Every place looked at, in order, for error messages.
    public static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var places: [URL] = []
        if let override = environment[environmentVariable], !override.isEmpty {
            places.append(URL(fileURLWithPath: override, isDirectory: true))
        }
        let executableFolders = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
            .compactMap { $0 }
        for folder in executableFolders {
            let bundles = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))?
                .filter { $0.lastPathComponent.hasSuffix("_ViewTreeResources.resources") }
                .sorted { $0.path < $1.path } ?? []
            places.append(contentsOf: bundles)
        }
        places.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        return places
    }

    private static func hasFonts(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let fonts = folder.appendingPathComponent("Fonts").path
        return FileManager.default.fileExists(atPath: fonts, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

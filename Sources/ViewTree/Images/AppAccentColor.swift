import Foundation

/// The app's accent colour, as Xcode makes it: the `AccentColor` set of the app's asset catalog
/// (the "Global Accent Color Name" build setting, `AccentColor` in Xcode's app templates) tints
/// buttons, links, toggles and tabs wherever no `tint` is set. On Linux the app's catalog is in a
/// SwiftPM resource bundle beside the executable or test bundle; the first bundle, in path order,
/// whose catalogs have an `AccentColor` set with a colour gives it. A set with no colour (Xcode's
/// template as created) keeps the system's blue, as on iOS.
enum AppAccentColor {
    /// The accent of the resource bundles beside this process's executable, or `nil` for blue.
    static let current: Color? = {
        let folders = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        return color(inBundlesOf: Array(Set(folders.map(\.standardizedFileURL))))
    }()

    /// The accent colour of the first resource bundle in `folders`, in path order, whose catalogs
    /// have an `AccentColor` set with a colour.
    static func color(inBundlesOf folders: [URL]) -> Color? {
        let bundles = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { ["resources", "bundle"].contains($0.pathExtension) }
        }
        for bundle in bundles.sorted(by: { $0.path < $1.path }) {
            if case .success(let appearances) = ColorCatalog.color(named: "AccentColor", in: [bundle]) {
                return Color(light: appearances.light, dark: appearances.dark)
            }
        }
        return nil
    }
}

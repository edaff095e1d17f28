import Foundation

/// The app's accent colour, as Xcode makes it: the `AccentColor` set of the app's asset catalog
/// (the "Global Accent Color Name" build setting, `AccentColor` in Xcode's app templates) tints
/// buttons, links, toggles and tabs wherever no `tint` is set. On Linux the app's catalog is in a
/// SwiftPM resource bundle beside the executable or test bundle; the first bundle, in path order,
/// whose catalogs have an `AccentColor` set with a colour gives it. A set with no colour (Xcode's
/// template as created) keeps the system's blue, as on iOS.
enum AppAccentColor {
    /// The accent of the resource bundles beside this process's executable, or `nil` for blue.
    static let current = color(in: BundleFiles.besideExecutable)

    /// The accent colour of the first of `bundles` whose catalogs have an `AccentColor` set with
    /// a colour.
    static func color(in bundles: [URL]) -> Color? {
        for bundle in bundles {
            if case .success(let appearances) = ColorCatalog.color(named: "AccentColor", in: [bundle]) {
                return Color(light: appearances.light, dark: appearances.dark)
            }
        }
        return nil
    }
}

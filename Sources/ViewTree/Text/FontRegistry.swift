import Foundation
import Synchronization
import Raster

/// Fonts registered for `Font.custom`, by family and PostScript name.
enum FontRegistry {
    private static let faces = Mutex<[String: Typeface]>([:])

    static func register(_ face: Typeface) {
        faces.withLock { table in
            table[face.familyName] = table[face.familyName] ?? face
            table[face.postScriptName] = face
        }
    }

    /// The face registered as `name`, after the app's own fonts (see `AppFonts`).
    static func face(named name: String) -> Typeface? {
        AppFonts.registerOnce()
        return faces.withLock { $0[name] }
    }
}

/// The fonts an app ships, registered as iOS registers the fonts an app's Info.plist lists
/// (`UIAppFonts`): every `.ttf` and `.otf` file of the SwiftPM resource bundles beside the
/// executable or test bundle (ViewTree's own bundled fonts aside), in path order, so that
/// `Font.custom("Inter", size: 16)` finds the app's Inter with no registration by hand. A file
/// that cannot be read is skipped (`Font.register(contentsOf:)` reports why).
enum AppFonts {
    private static let registered: Void = register(fontsIn: BundleFiles.besideExecutable)

    /// Registers the font files of `bundles`, except ViewTree's own resources.
    static func register(fontsIn bundles: [URL]) {
        for bundle in bundles where !bundle.lastPathComponent.hasSuffix("_ViewTreeResources.resources") {
            for file in BundleFiles.files(in: bundle) where ["ttf", "otf"].contains(file.pathExtension.lowercased()) {
                if let face = try? Typeface(contentsOf: file) { FontRegistry.register(face) }
            }
        }
    }

    /// Registers the app's fonts, the first time only.
    static func registerOnce() {
        registered
    }
}

extension Font {
    /// Linux addition: whether a font is registered under `name` (a family or PostScript name),
    /// by `register(contentsOf:)` or as one of the app's own fonts.
    @_spi(ViewTreeInternals) public static func isRegistered(named name: String) -> Bool {
        FontRegistry.face(named: name) != nil
    }

    /// Registers a font file for use with `Font.custom(_:size:)` under its family name and its
    /// PostScript name, and returns the PostScript name. Throws `FontError` for a missing or
    /// unreadable file.
    @discardableResult
    public static func register(contentsOf url: URL) throws -> String {
        let face = try Typeface(contentsOf: url)
        FontRegistry.register(face)
        return face.postScriptName
    }
}

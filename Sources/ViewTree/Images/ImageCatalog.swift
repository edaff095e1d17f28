import Foundation
import Synchronization
import Raster

/// Finds named image files in bundles, as an asset catalog does on iOS, and keeps what it decodes.
///
/// A bundle's folder is indexed once: every `.png`, `.jpg` and `.jpeg` file by its name with and
/// without the extension and `@2x`/`@3x` suffix, and every `.imageset` folder of an `.xcassets`
/// catalog by the set's name, with the scales its `Contents.json` gives. Bundles and build
/// products nested inside it are not searched.
enum ImageCatalog {
    /// One file that can stand for a name, at the scale its name or catalog gives.
    struct Variant: Sendable {
        let file: URL
        let scale: CGFloat
    }

    /// Why a name found no image.
    enum LookupError: Error {
        case notFound(searched: [URL])
        case undecodable(URL, reason: String)
    }

    /// Why a file gave no pixels.
    struct FileError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    private static let indexes = Mutex<[URL: [String: [Variant]]]>([:])
    private static let decoded = Mutex<[URL: Result<Bitmap, FileError>]>([:])
    private static let moduleBundles = Mutex<[String: URL?]>([:])

    /// The best image for `name` at `displayScale` in the first of `bundles` that has it: the
    /// variant of exactly that scale, else the smallest larger one, else the largest.
    static func image(named name: String, in bundles: [URL], displayScale: CGFloat) -> Result<(Bitmap, CGFloat), LookupError> {
        for bundle in bundles {
            guard let variants = index(of: bundle)[name], !variants.isEmpty else { continue }
            let best = variants.first { $0.scale == displayScale }
                ?? variants.filter { $0.scale > displayScale }.min { $0.scale < $1.scale }
                ?? variants.max { $0.scale < $1.scale }!
            switch decodedFile(best.file) {
            case .success(let bitmap): return .success((bitmap, best.scale))
            case .failure(let error): return .failure(.undecodable(best.file, reason: error.reason))
            }
        }
        return .failure(.notFound(searched: bundles))
    }

    /// The bundles searched for `Image(name, bundle:)`: the given one, else the module's resource
    /// bundle and the main bundle.
    static func searchPath(bundle: URL?, module: String) -> [URL] {
        if let bundle { return [bundle] }
        return [resourceBundle(ofModule: module), Bundle.main.resourceURL ?? Bundle.main.bundleURL].compactMap { $0 }
    }

    /// SwiftPM's resource bundle of `module` (`<package>_<module>.resources` next to the
    /// executable or test bundle), found without SwiftPM's `Bundle.module`, which stops the
    /// process when the bundle is missing.
    static func resourceBundle(ofModule module: String) -> URL? {
        if let known = moduleBundles.withLock({ $0[module] }) { return known }
        let folders = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        let found = folders.lazy.compactMap { folder in
            (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))?
                .filter { ["_\(module).resources", "_\(module).bundle"].contains(where: $0.lastPathComponent.hasSuffix) }
                .min { $0.path < $1.path }
        }.first
        moduleBundles.withLock { $0[module] = found }
        return found
    }

    private static func index(of bundle: URL) -> [String: [Variant]] {
        if let known = indexes.withLock({ $0[bundle] }) { return known }
        var index: [String: [Variant]] = [:]
        for file in BundleFiles.files(in: bundle) {
            if file.pathExtension == "imageset" {
                for variant in imageSetVariants(file) { index[AssetCatalogNamespaces.name(ofSet: file), default: []].append(variant) }
                continue
            }
            guard ["png", "jpg", "jpeg"].contains(file.pathExtension.lowercased()),
                  !file.deletingLastPathComponent().lastPathComponent.hasSuffix(".imageset") else { continue }
            let stem = file.deletingPathExtension().lastPathComponent
            let (base, scale) = splitScaleSuffix(stem)
            let variant = Variant(file: file, scale: scale)
            for key in Set([base, stem, file.lastPathComponent, base + "." + file.pathExtension]) {
                index[key, default: []].append(variant)
            }
        }
        indexes.withLock { $0[bundle] = index }
        return index
    }

    /// "avatar@2x" is "avatar" at scale 2; a name without a suffix is scale 1.
    static func splitScaleSuffix(_ stem: String) -> (String, CGFloat) {
        for scale in 2...3 where stem.hasSuffix("@\(scale)x") {
            return (String(stem.dropLast(3)), CGFloat(scale))
        }
        return (stem, 1)
    }

    /// The files of an asset catalog's image set, by the scales its Contents.json names.
    private static func imageSetVariants(_ folder: URL) -> [Variant] {
        struct Contents: Decodable {
            struct Entry: Decodable {
                let filename: String?
                let scale: String?
            }
            let images: [Entry]
        }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
              let contents = try? JSONDecoder().decode(Contents.self, from: data) else { return [] }
        return contents.images.compactMap { entry in
            guard let filename = entry.filename else { return nil }
            // A scale that is not a positive number ("nanx", "-2x", "1e-300x") is read as 1x, as a
            // file without a scale is.
            let scale = entry.scale.flatMap { Double($0.dropLast()) } ?? 1
            return Variant(file: folder.appendingPathComponent(filename), scale: Image.validScale(CGFloat(scale)))
        }
    }

    /// The decoded pixels of `file`, decoded once per process.
    static func decodedFile(_ file: URL) -> Result<Bitmap, FileError> {
        if let known = decoded.withLock({ $0[file] }) { return known }
        let result: Result<Bitmap, FileError>
        do {
            result = .success(try Bitmap(imageData: try Data(contentsOf: file)))
        } catch {
            result = .failure(FileError(reason: String(describing: error)))
        }
        decoded.withLock { $0[file] = result }
        return result
    }
}

extension Image {
    /// Linux addition: the decoded pixels and scale of the variant of the image file `name` that
    /// `Image(_:bundle:)` would draw at `displayScale`, looked up in the same bundles; `nil` when
    /// there is none or it cannot be decoded.
    @_spi(ViewTreeInternals) public static func catalogBitmap(named name: String, bundleURL: URL?, module: String,
                                                              displayScale: CGFloat) -> (bitmap: Bitmap, scale: CGFloat)? {
        let bundles = ImageCatalog.searchPath(bundle: bundleURL, module: module)
        guard case .success(let found) = ImageCatalog.image(named: name, in: bundles, displayScale: displayScale) else { return nil }
        return (found.0, found.1)
    }
}

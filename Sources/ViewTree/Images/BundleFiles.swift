import Foundation
import Synchronization

/// The files of a bundle's folder that asset lookups index (images, image sets, colour sets),
/// listed once per process and sorted, so that lookups are the same on every machine.
enum BundleFiles {
    private static let listings = Mutex<[URL: [URL]]>([:])

    /// Folders skipped while listing a bundle: other bundles and build products inside it are not
    /// its assets (on Linux the main bundle is the build folder, which holds every module's bundle).
    private static let nestedBundleExtensions: Set = ["resources", "bundle", "build", "xctest", "swiftmodule",
                                                       "app", "framework", "dSYM"]

    /// Every file and folder under `bundle`, outside nested bundles, in path order.
    static func files(in bundle: URL) -> [URL] {
        if let known = listings.withLock({ $0[bundle] }) { return known }
        var files: [URL] = []
        if let walk = FileManager.default.enumerator(at: bundle, includingPropertiesForKeys: nil) {
            while let file = walk.nextObject() as? URL {
                if nestedBundleExtensions.contains(file.pathExtension) {
                    walk.skipDescendants()
                } else {
                    files.append(file)
                }
            }
        }
        files.sort { $0.path < $1.path }
        listings.withLock { $0[bundle] = files }
        return files
    }

    /// The SwiftPM resource bundles beside this process's executable or test bundle, in path
    /// order: where an app's own assets are on Linux.
    static let besideExecutable: [URL] = {
        let folders = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        return resourceBundles(in: Array(Set(folders.map(\.standardizedFileURL))))
    }()

    /// The resource bundles (`.resources` and `.bundle` folders) directly in `folders`, in path order.
    static func resourceBundles(in folders: [URL]) -> [URL] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { ["resources", "bundle"].contains($0.pathExtension) }
        }
        .sorted { $0.path < $1.path }
    }
}

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
}

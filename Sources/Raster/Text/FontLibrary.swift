import Foundation
import Synchronization
import ViewTreeResources

/// The fonts bundled in `Resources/Fonts`, loaded once each and shared. Fonts never come from
/// the system, so text measures and draws the same on every machine.
public final class FontLibrary: Sendable {
    /// The library of bundled fonts.
    public static let shared = FontLibrary()

    private let loaded = Mutex<[String: Typeface]>([:])

    /// The bundled face in `family`'s folder with file name `file`, such as
    /// `("Inter", "Inter-Regular.otf")`.
    public func typeface(family: String, file: String) throws -> Typeface {
        try load(key: "\(family)/\(file)") { try Typeface(contentsOf: try url(family: family, file: file)) }
    }

    /// The face in the font file at `url` (such as one of Apple's fonts the user installed),
    /// loaded once and shared like the bundled ones.
    public func typeface(at url: URL) throws -> Typeface {
        try load(key: url.standardizedFileURL.path) { try Typeface(contentsOf: url) }
    }

    private func load(key: String, _ make: () throws -> Typeface) throws -> Typeface {
        if let face = loaded.withLock({ $0[key] }) { return face }
        let face = try make()
        return loaded.withLock { cache in
            // Another thread may have loaded it meanwhile; keep the first so all share one.
            if let existing = cache[key] { return existing }
            cache[key] = face
            return face
        }
    }

    /// Where the bundled font file `file` of `family` is (whether or not it exists). Throws when
    /// the bundled resources cannot be found at all.
    public func url(family: String, file: String) throws -> URL {
        guard let resources = ResourceLocator.resourcesDirectory() else {
            throw FontError.resourcesNotFound(searched: ResourceLocator.candidates().map(\.path))
        }
        return resources.appendingPathComponent("Fonts").appendingPathComponent(family).appendingPathComponent(file)
    }
}

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

    static func face(named name: String) -> Typeface? {
        faces.withLock { $0[name] }
    }
}

extension Font {
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

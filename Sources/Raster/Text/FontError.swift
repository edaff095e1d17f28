/// Why a font could not be loaded.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No font file at this path (or in the bundled resources under this name).
    case missingFile(String)
    /// The font data could not be read as a font, with FreeType's reason.
    case corruptFont(name: String, reason: String)
    /// The bundled resources could not be found; lists where they were looked for.
    case resourcesNotFound(searched: [String])

    /// A sentence that names the problem.
    public var description: String {
        switch self {
        case .missingFile(let path):
            return "Font file not found: \(path)."
        case .corruptFont(let name, let reason):
            return "Font \(name) could not be read: \(reason)."
        case .resourcesNotFound(let searched):
            return "ViewTree's bundled fonts were not found. Looked in: \(searched.joined(separator: ", ")). "
                + "Set VIEWTREE_RESOURCES to the folder that holds the Fonts folder."
        }
    }
}

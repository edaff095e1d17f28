import Foundation

/// A problem that stops a run before it renders anything.
public enum ViewTreePreviewToolError: Error, Equatable, CustomStringConvertible {
    /// The output folder cannot be created or written to.
    case unwritableOutput(path: String, reason: String)
    /// A folder to read from does not exist.
    case missingFolder(path: String)

    /// A sentence that says what is wrong.
    public var description: String {
        switch self {
        case .unwritableOutput(let path, let reason):
            return "Cannot write to the output folder '\(path)': \(reason)"
        case .missingFolder(let path):
            return "The folder '\(path)' does not exist."
        }
    }
}

extension FileManager {
    /// Creates `folder` if needed and checks that files can be written in it.
    func prepareOutputFolder(_ folder: URL) throws {
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ViewTreePreviewToolError.unwritableOutput(path: folder.path, reason: reason(folder, cannotBeMadeFor: error))
        }
        guard isWritableFile(atPath: folder.path) else {
            throw ViewTreePreviewToolError.unwritableOutput(path: folder.path, reason: "permission denied")
        }
    }

    /// Writes `data` to `path` in `folder`, creating the folders on the way.
    func write(_ data: Data, to path: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(path)
        try createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
    }

    /// Why `folder` could not be created: the nearest existing folder on its path is a file, or
    /// cannot be written to; else Foundation's reason.
    private func reason(_ folder: URL, cannotBeMadeFor error: any Error) -> String {
        var ancestor = folder.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        while !fileExists(atPath: ancestor.path, isDirectory: &isFolder), ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
        }
        if !isFolder.boolValue { return "'\(ancestor.path)' is a file, not a folder" }
        if !isWritableFile(atPath: ancestor.path) { return "'\(ancestor.path)' cannot be written to" }
        return error.localizedDescription
    }
}

import Foundation

/// The colours and images of one `.xcassets` folder, by the names code looks them up by: a
/// `.colorset` or `.imageset` folder's name, prefixed with the names of the folders around it
/// that provide a namespace ("Icons/Close").
struct AssetCatalog: Equatable {
    /// The colour sets' names, sorted.
    var colors: [String] = []
    /// The image sets' names, sorted.
    var images: [String] = []

    /// Why a catalog cannot be read.
    enum ReadError: Error, CustomStringConvertible {
        case unreadableFolder(URL)
        case malformedContents(URL)

        var description: String {
            switch self {
            case .unreadableFolder(let url): "cannot list the asset catalog folder \(url.path)"
            case .malformedContents(let url): "\(url.path) is not a valid asset catalog Contents.json"
            }
        }
    }

    /// Reads the catalog at `url`.
    init(contentsOf url: URL) throws {
        try collect(in: url, namespace: "")
        colors.sort()
        images.sort()
    }

    private mutating func collect(in folder: URL, namespace: String) throws {
        guard let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        else { throw ReadError.unreadableFolder(folder) }
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else { continue }
            let name = namespace + entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "colorset": colors.append(name)
            case "imageset": images.append(name)
            case "": try collect(in: entry, namespace: try Self.providesNamespace(entry) ? name + "/" : namespace)
            default: continue
            }
        }
    }

    /// Whether a group folder's Contents.json sets `"provides-namespace": true`.
    private static func providesNamespace(_ folder: URL) throws -> Bool {
        let contents = folder.appending(path: "Contents.json")
        guard let data = try? Data(contentsOf: contents) else { return false }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError.malformedContents(contents)
        }
        return (json["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
    }
}

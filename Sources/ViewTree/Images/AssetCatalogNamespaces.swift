import Foundation
import Synchronization

/// The names code looks up an asset catalog's sets by: a set's folder name, prefixed by the names
/// of the groups around it that provide a namespace (`"provides-namespace": true` in the group's
/// Contents.json), as Xcode names them: `Icons/Close` for `Icons/Close.imageset` in such a group.
enum AssetCatalogNamespaces {
    private static let providesNamespace = Mutex<[URL: Bool]>([:])

    /// The lookup name of the `.colorset` or `.imageset` folder `set`.
    static func name(ofSet set: URL) -> String {
        var name = set.deletingPathExtension().lastPathComponent
        var group = set.deletingLastPathComponent()
        while group.pathComponents.count > 1, group.pathExtension != "xcassets" {
            if providesNamespace(group) { name = group.lastPathComponent + "/" + name }
            group.deleteLastPathComponent()
        }
        return name
    }

    private static func providesNamespace(_ group: URL) -> Bool {
        if let known = providesNamespace.withLock({ $0[group] }) { return known }
        let contents = (try? Data(contentsOf: group.appending(path: "Contents.json")))
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        let provides = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
        providesNamespace.withLock { $0[group] = provides }
        return provides
    }
}

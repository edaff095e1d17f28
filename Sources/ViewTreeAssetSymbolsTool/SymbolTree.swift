/// A catalog's assets as Xcode's symbols nest them: the assets at the top, and a namespace (an
/// `enum` named after the folder, "TabBarIcons") for each folder that provides one, holding the
/// assets and namespaces inside it ("TabBarIcons/Dashboard/Selected" is
/// `.TabBarIcons.Dashboard.selected`).
struct SymbolTree {
    /// An asset: its symbol and its full name in the catalog.
    struct Asset {
        let symbol: String
        let name: String
    }

    private(set) var assets: [Asset] = []
    private(set) var namespaces: [(name: String, tree: SymbolTree)] = []

    private init() {}

    /// The tree of `names` ("Folder/Asset"), each symbol named dropping `suffix`; of two assets
    /// with one symbol in a namespace, only the first (by name) is kept.
    init(names: [String], suffix: String) {
        for name in names.sorted() {
            insert(name: name, components: name.split(separator: "/").map(String.init)[...], suffix: suffix)
        }
    }

    private mutating func insert(name: String, components: ArraySlice<String>, suffix: String) {
        guard let first = components.first else { return }
        if components.count == 1 {
            let symbol = AssetSymbolName.symbol(forAsset: first, droppingSuffix: suffix)
            if !assets.contains(where: { $0.symbol == symbol }) { assets.append(Asset(symbol: symbol, name: name)) }
            return
        }
        let namespace = AssetSymbolName.typeName(forFolder: first)
        if let index = namespaces.firstIndex(where: { $0.name == namespace }) {
            namespaces[index].tree.insert(name: name, components: components.dropFirst(), suffix: suffix)
        } else {
            var tree = SymbolTree()
            tree.insert(name: name, components: components.dropFirst(), suffix: suffix)
            namespaces.append((namespace, tree))
        }
    }

    /// The tree without top-level assets whose symbols are in `symbols` (the system's own members).
    func excluding(_ symbols: Set<String>) -> SymbolTree {
        var copy = self
        copy.assets.removeAll { symbols.contains($0.symbol) }
        return copy
    }

    /// The top-level assets alone.
    var topLevel: SymbolTree {
        var copy = self
        copy.namespaces = []
        return copy
    }

    /// `extension type { ... }` declaring `member(symbol, name, path)` for each asset, in
    /// namespaces as nested enums; nothing when the tree is empty.
    func extensionBlock(_ type: String, kind: String, member: (String, String, String) -> String) -> [String] {
        let body = declarations(kind: kind, indent: "    ", path: [], member: member)
        guard !body.isEmpty else { return [] }
        return ["", "extension \(type) {"] + body + ["}"]
    }

    private func declarations(kind: String, indent: String, path: [String],
                              member: (String, String, String) -> String) -> [String] {
        var lines: [String] = []
        for asset in assets {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(indent)/// The \"\(asset.name)\" asset catalog \(kind).")
            lines.append(indent + member(asset.symbol, asset.name, (path + [asset.symbol]).joined(separator: ".")))
        }
        for (name, tree) in namespaces {
            let inner = tree.declarations(kind: kind, indent: indent + "    ", path: path + [name], member: member)
            guard !inner.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append("\(indent)/// The \"\((path + [name]).joined(separator: "/"))\" asset catalog namespace.")
            lines += ["\(indent)enum \(name) {"] + inner + ["\(indent)}"]
        }
        return lines
    }
}

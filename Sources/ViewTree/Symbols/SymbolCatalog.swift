import Foundation
import ViewTreeResources
import Raster

/// The symbols ViewTree draws for `Image(systemName:)`: glyphs of the bundled symbol font
/// (`Resources/Symbols/ViewTreeSymbols.otf`, Bootstrap Icons under the MIT licence) and the map
/// from SF Symbol names to them (`symbols.json`), the primary layers of two-layer symbols
/// (`layers.json`) and the badges of badged symbols (`badges.json`), all made by
/// `scripts/symbols/build_symbols.py`.
///
/// Each glyph's box is the font's em square with its bottom on the baseline: in the outline's
/// coordinates (font units, y down) it runs from (0, -unitsPerEm) to (unitsPerEm, 0).
struct SymbolCatalog: Sendable {
    /// The face holding the glyphs.
    let typeface: Typeface
    /// SF Symbol name -> the Private Use Area code point of its glyph.
    let codePoints: [String: UInt32]
    /// SF Symbol name -> the code point of its primary layer (the mark of `xmark.circle.fill`),
    /// for symbols whose glyph is a mark cut out of a filled shape.
    let layerCodePoints: [String: UInt32]
    /// SF Symbol name -> the code point of its badge alone (the dot of `bell.badge`), for
    /// symbols whose badge is a layer of its own.
    let badgeCodePoints: [String: UInt32]

    /// The bundled catalog, loaded once; a failure (resources missing or damaged) is kept so
    /// that every symbol can say why it is a placeholder.
    static let bundled: Result<SymbolCatalog, SymbolCatalogError> = load()

    /// The glyph for `name`, or `nil` when the catalog has no such symbol.
    func glyph(named name: String) -> UInt32? {
        codePoints[name].flatMap(Unicode.Scalar.init).flatMap(typeface.glyph(for:))
    }

    /// The glyph of `name`'s primary layer, or `nil` when the symbol has a single layer.
    func primaryLayer(named name: String) -> UInt32? {
        layerCodePoints[name].flatMap(Unicode.Scalar.init).flatMap(typeface.glyph(for:))
    }

    /// The glyph of `name`'s badge, or `nil` when the symbol has no badge layer.
    func badge(named name: String) -> UInt32? {
        badgeCodePoints[name].flatMap(Unicode.Scalar.init).flatMap(typeface.glyph(for:))
    }

    /// The name drawn for `name` with `variants`: the most specific of its variant names the
    /// catalog has (`heart` with `.fill` is `heart.fill`, with `.circle.fill` is
    /// `heart.circle.fill`), as SwiftUI picks the closest symbol that exists. Parts the name
    /// already has are not added again.
    func name(for name: String, variants: SymbolVariants) -> String {
        let parts = name.split(separator: ".").map(String.init)
        var suffixes: [String] = []
        if variants.contains(.slash), !parts.contains("slash") { suffixes.append("slash") }
        if let shape = variants.shape, !parts.contains(where: SymbolVariants.shapeNames.contains) {
            suffixes.append(shape)
        }
        if variants.contains(.fill), !parts.contains("fill") { suffixes.append("fill") }
        // The longest candidate first, then with fewer of the variant's parts.
        for count in stride(from: suffixes.count, through: 1, by: -1) {
            for dropped in SymbolCatalog.subsets(of: suffixes, keeping: count) {
                let candidate = ([name] + dropped).joined(separator: ".")
                if codePoints[candidate] != nil { return candidate }
            }
        }
        return name
    }

    /// The subsets of `items` with `count` elements, in order.
    private static func subsets(of items: [String], keeping count: Int) -> [[String]] {
        guard count > 0 else { return [[]] }
        guard items.count >= count else { return [] }
        let first = items[0], rest = Array(items.dropFirst())
        return subsets(of: rest, keeping: count - 1).map { [first] + $0 } + subsets(of: rest, keeping: count)
    }

    private static func load() -> Result<SymbolCatalog, SymbolCatalogError> {
        guard let folder = ResourceLocator.symbolsDirectory() else {
            return .failure(SymbolCatalogError(reason: "ViewTree's resources were not found"))
        }
        do {
            let typeface = try Typeface(contentsOf: folder.appendingPathComponent("ViewTreeSymbols.otf"))
            let map = { (file: String) in
                try JSONDecoder().decode([String: UInt32].self, from: Data(contentsOf: folder.appendingPathComponent(file)))
            }
            return .success(SymbolCatalog(typeface: typeface, codePoints: try map("symbols.json"),
                                          layerCodePoints: try map("layers.json"), badgeCodePoints: try map("badges.json")))
        } catch {
            return .failure(SymbolCatalogError(reason: "the symbol font in \(folder.path) could not be loaded (\(error))"))
        }
    }
}

/// Why the bundled symbols could not be loaded.
struct SymbolCatalogError: Error, Sendable {
    let reason: String
}

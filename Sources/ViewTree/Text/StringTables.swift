import Foundation
import Synchronization

/// The app's string tables, as `Text(_:tableName:bundle:)` reads them: the key's translation in
/// the development language of `<table>.xcstrings` (Xcode's String Catalogs: its source language,
/// plural variations by the first interpolated integer, a key with no translation being its own
/// text) or `<language>.lproj/<table>.strings` (`en`, then `Base`, then the first), in the bundle
/// given or else in the SwiftPM resource bundles beside the executable or test bundle, where an
/// app's own tables are on Linux. The development language is chosen, not the host's locale, so
/// renders are the same on every machine.
enum StringTables {
    /// One entry of a table.
    enum Entry: Equatable, Sendable {
        /// One value.
        case plain(String)
        /// Plural variations by CLDR category (`one`, `other`...).
        case plural([String: String])

        /// The value for a count (English's categories: `zero` and `one` where given, else `other`).
        func value(count: Int64?) -> String? {
            switch self {
            case .plain(let value): return value
            case .plural(let forms):
                let category = count == 0 && forms["zero"] != nil ? "zero" : count == 1 ? "one" : "other"
                return forms[category] ?? forms["other"]
            }
        }
    }

    private static let tables = Mutex<[String: [String: Entry]]>([:])
    private static let appTables = Mutex<[String: [String: Entry]]>([:])

    /// The value of `key` in `table` (default `Localizable`) of `bundle` or the app's bundles.
    static func value(forKey key: String, table: String?, bundle: Bundle?, count: Int64?) -> String? {
        let table = table ?? "Localizable"
        let found = bundle.map { entries(of: table, in: $0.bundleURL) } ?? appEntries(of: table)
        return found[key]?.value(count: count)
    }

    /// The entries of `table` in the app's bundles, the first bundle's entry of each key kept.
    private static func appEntries(of table: String) -> [String: Entry] {
        if let known = appTables.withLock({ $0[table] }) { return known }
        let merged = BundleFiles.besideExecutable.reduce(into: [String: Entry]()) { merged, bundle in
            merged.merge(entries(of: table, in: bundle)) { first, _ in first }
        }
        appTables.withLock { $0[table] = merged }
        return merged
    }

    /// The entries of `table` in the bundle at `url`, read once.
    static func entries(of table: String, in url: URL) -> [String: Entry] {
        let cacheKey = url.path + "\u{0}" + table
        if let known = tables.withLock({ $0[cacheKey] }) { return known }
        var entries: [String: Entry] = [:]
        let files = BundleFiles.files(in: url)
        if let catalog = files.first(where: { $0.lastPathComponent == table + ".xcstrings" }) {
            entries = (try? catalogEntries(Data(contentsOf: catalog))) ?? [:]
        }
        let stringsFiles = files.filter { $0.lastPathComponent == table + ".strings" && $0.deletingLastPathComponent().pathExtension == "lproj" }
        let preferred = stringsFiles.min { rank($0) < rank($1) }
        if let preferred, let plist = try? PropertyListSerialization.propertyList(from: Data(contentsOf: preferred), format: nil),
           let strings = plist as? [String: String] {
            for (key, value) in strings where entries[key] == nil { entries[key] = .plain(value) }
        }
        tables.withLock { $0[cacheKey] = entries }
        return entries
    }

    /// The order in which a `.lproj` folder is preferred: English, then Base, then by name.
    private static func rank(_ file: URL) -> (Int, String) {
        let language = file.deletingLastPathComponent().deletingPathExtension().lastPathComponent
        return (language == "en" ? 0 : language == "Base" ? 1 : 2, language)
    }

    /// The source-language entries of a String Catalog's JSON.
    static func catalogEntries(_ data: Data) throws -> [String: Entry] {
        guard let catalog = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else { return [:] }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        var entries: [String: Entry] = [:]
        for (key, value) in strings {
            let localization = ((value as? [String: Any])?["localizations"] as? [String: Any])?[source] as? [String: Any]
            if let unit = (localization?["stringUnit"] as? [String: Any])?["value"] as? String {
                entries[key] = .plain(unit)
            } else if let plural = (localization?["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                var forms: [String: String] = [:]
                for (category, form) in plural {
                    if let value = (((form as? [String: Any])?["stringUnit"]) as? [String: Any])?["value"] as? String {
                        forms[category] = value
                    }
                }
                entries[key] = .plural(forms)
            } else {
                entries[key] = .plain(key)
            }
        }
        return entries
    }
}

/// A piece of a translated format string: its text, or the interpolation a placeholder shows.
enum FormatPiece: Equatable {
    /// Text as written (`%%` already made `%`).
    case literal(String)
    /// The interpolation at this index of the key's (`%@` in turn, or `%2$lld` by position).
    case argument(Int)

    /// The pieces of `format`: literal runs and placeholders (`%@`, `%lld`, `%.2f`, `%1$@`...).
    static func pieces(of format: String) -> [FormatPiece] {
        var pieces: [FormatPiece] = [], literal = "", next = 0
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                literal.append(character)
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                literal.append("%")
                continue
            }
            // An optional position ("1$"), then flags, width and length up to the conversion.
            let digits = characters.prefix(while: \.isNumber)
            var index = next
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$", let position = Int(digits) {
                index = position - 1
                characters.removeFirst(digits.count + 1)
            } else {
                next += 1
            }
            while let spec = characters.first, !"@dDiuUxXoOfFeEgGcCsSpaA".contains(spec) { characters.removeFirst() }
            _ = characters.popFirst()
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
            pieces.append(.argument(index))
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }
}

extension LocalizedStringKey {
    /// The key's pieces as the app's string tables translate it: the translation's text, with
    /// each placeholder (`%@`, `%lld`, `%1$@`...) replaced by the interpolation it stands for;
    /// the key's own pieces when no table has it.
    func localizedSegments(table: String?, bundle: Bundle?) -> [Segment] {
        guard let format = StringTables.value(forKey: tableKey, table: table, bundle: bundle, count: pluralCount),
              format != tableKey else { return segments }
        let arguments = segments.filter { if case .literal = $0 { return false } else { return true } }
        return FormatPiece.pieces(of: format).compactMap { piece in
            switch piece {
            case .literal(let text): return .literal(text)
            case .argument(let index): return arguments.indices.contains(index) ? arguments[index] : nil
            }
        }
    }
}

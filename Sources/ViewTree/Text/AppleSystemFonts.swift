import Foundation
import Synchronization

/// Where ViewTree looks for Apple's own system fonts (SF Pro, SF Pro Rounded, SF Mono, New York),
/// which it never ships: teams that have them (Apple distributes them to developers) can install
/// them on their machines and CI, and system text then uses them with iOS's rules instead of the
/// bundled stand-ins. README's "Apple's fonts" section says how to install them.
///
/// The folders searched, in order: those given to `setFolders(_:)`, else those in the
/// `VIEWTREE_APPLE_FONTS` environment variable (separated by `:`), then the usual Linux font
/// folders (`~/.local/share/fonts`, `~/.fonts`, `/usr/local/share/fonts`, `/usr/share/fonts`),
/// each with its subfolders. `VIEWTREE_APPLE_FONTS=none` (or `setFolders([], includingSystemFolders:
/// false)`) turns Apple's fonts off, for snapshots that must match the stand-ins whatever is
/// installed. Files are recognised by the names Apple's installers give them: `SF-Pro-Text-Regular.otf`,
/// `SF-Pro-Display-BoldItalic.otf`, `SF-Pro-Rounded-Semibold.otf`, `SF-Mono-Medium.otf`,
/// `NewYorkSmall-Regular.otf` (New York's Medium, Large and ExtraLarge optical sizes likewise),
/// with or without the hyphens.
public enum ViewTreeAppleFonts {
    /// The environment variable naming folders of Apple's fonts (`:`-separated), or `none`.
    public static let environmentVariable = "VIEWTREE_APPLE_FONTS"

    private struct Settings: Equatable {
        var folders: [URL]?
        var includingSystemFolders = true
    }

    /// What decides the searched folders: the settings and the two variables read (compared as
    /// they are, without a dictionary to hash, since fonts are resolved for every text).
    private struct SearchInputs: Equatable {
        let settings: Settings
        let appleFonts: String?
        let home: String?

        /// The two variables as `searchedFolders(_:environment:)` takes them.
        var environment: [String: String] {
            var environment: [String: String] = [:]
            environment[ViewTreeAppleFonts.environmentVariable] = appleFonts
            environment["HOME"] = home
            return environment
        }
    }

    private static let settings = Mutex(Settings())
    private static let scans = Mutex<[[URL]: AppleFontCatalog]>([:])
    /// The catalog last returned and what it was found from: fonts are resolved for every text, and
    /// working out the folders (file URLs, which Foundation may check on disk) costs more than
    /// comparing the inputs.
    private static let lastCatalog = Mutex<(inputs: SearchInputs, catalog: AppleFontCatalog)?>(nil)

    /// Searches `folders` (instead of the environment variable's), then the usual Linux font
    /// folders unless `includingSystemFolders` is false. `nil` goes back to the environment.
    public static func setFolders(_ folders: [URL]?, includingSystemFolders: Bool = true) {
        settings.withLock { $0 = Settings(folders: folders, includingSystemFolders: includingSystemFolders) }
    }

    /// The folders searched now, in order.
    public static func searchedFolders(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        searchedFolders(settings.withLock { $0 }, environment: environment)
    }

    /// The variable named `name`, read without copying the whole environment as
    /// `ProcessInfo.environment` does: fonts are resolved for every text, so this is a hot path.
    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func searchedFolders(_ current: Settings, environment: [String: String]) -> [URL] {
        var folders: [URL]
        if let given = current.folders {
            folders = given
        } else {
            let value = environment[environmentVariable] ?? ""
            if value.lowercased() == "none" { return [] }
            folders = value.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        }
        if current.includingSystemFolders {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            folders += [home?.appendingPathComponent(".local/share/fonts"), home?.appendingPathComponent(".fonts"),
                        URL(fileURLWithPath: "/usr/local/share/fonts"), URL(fileURLWithPath: "/usr/share/fonts")]
                .compactMap { $0 }
        }
        return folders
    }

    /// The Apple font files found in the searched folders, by their file names.
    public static var installedFiles: [String] {
        catalog.files.values.map(\.lastPathComponent).sorted()
    }

    /// The catalog of the folders searched now (scanned once per set of folders).
    static var catalog: AppleFontCatalog {
        let inputs = SearchInputs(settings: settings.withLock { $0 }, appleFonts: variable(environmentVariable),
                                  home: variable("HOME"))
        if let last = lastCatalog.withLock({ $0 }), last.inputs == inputs { return last.catalog }
        let folders = searchedFolders(inputs.settings, environment: inputs.environment)
        let catalog: AppleFontCatalog
        if let cached = scans.withLock({ $0[folders] }) {
            catalog = cached
        } else {
            let scanned = AppleFontCatalog(scanning: folders)
            catalog = scans.withLock { cache in
                if let existing = cache[folders] { return existing }
                cache[folders] = scanned
                return scanned
            }
        }
        lastCatalog.withLock { $0 = (inputs, catalog) }
        return catalog
    }
}

/// Apple's font files found on this machine, by family, optical cut, weight and slant.
struct AppleFontCatalog: Equatable, Sendable {
    /// A family of Apple's, and its optical cuts.
    enum Family: String, Hashable, Sendable, CaseIterable {
        case sfProText = "sfprotext", sfProDisplay = "sfprodisplay", sfProRounded = "sfprorounded", sfMono = "sfmono"
        case newYorkSmall = "newyorksmall", newYorkMedium = "newyorkmedium", newYorkLarge = "newyorklarge"
        case newYorkExtraLarge = "newyorkextralarge"
    }

    /// A face's place in a family.
    struct Key: Hashable, Sendable {
        let family: Family
        let weight: Int
        let italic: Bool
    }

    /// The weight names in Apple's file names, on the OpenType scale.
    static let weights: [String: Int] = ["ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
                                         "semibold": 600, "bold": 700, "heavy": 800, "black": 900]

    /// The files found.
    let files: [Key: URL]

    init(files: [Key: URL]) {
        self.files = files
    }

    /// Scans `folders` and their subfolders for Apple's font files; the first file of a key wins.
    init(scanning folders: [URL]) {
        var found: [Key: URL] = [:]
        let manager = FileManager.default
        for folder in folders {
            guard let walker = manager.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            var urls: [URL] = []
            for case let url as URL in walker { urls.append(url) }
            // Sorted so that the same folders always give the same choice.
            for url in urls.sorted(by: { $0.path < $1.path }) {
                if let key = AppleFontCatalog.key(forFileNamed: url.lastPathComponent), found[key] == nil {
                    found[key] = url
                }
            }
        }
        files = found
    }

    /// The key of an Apple font file from its name (`SF-Pro-Text-SemiboldItalic.otf`), or `nil`.
    static func key(forFileNamed name: String) -> Key? {
        let lower = name.lowercased()
        guard lower.hasSuffix(".otf") || lower.hasSuffix(".ttf") else { return nil }
        let stem = String(lower.dropLast(4).filter { $0 != "-" && $0 != "_" && $0 != " " })
        // Longest family prefix first ("newyorkextralarge" before "newyorklarge").
        for family in Family.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count })
        where stem.hasPrefix(family.rawValue) {
            var style = String(stem.dropFirst(family.rawValue.count))
            let italic = style.hasSuffix("italic")
            if italic { style = String(style.dropLast("italic".count)) }
            if style.isEmpty { style = "regular" }
            guard let weight = weights[style] else { return nil }
            return Key(family: family, weight: weight, italic: italic)
        }
        return nil
    }

    /// The file of `family` nearest to `weight` in `italic` (an upright one when the family has
    /// no italics), or `nil` when the family is not installed. Ties go to the heavier weight for
    /// weights above regular and to the lighter one below, as CSS's matching does.
    func file(_ family: Family, weight: Int, italic: Bool) -> URL? {
        let slanted = files.filter { $0.key.family == family && $0.key.italic == italic }
        let candidates = slanted.isEmpty ? files.filter { $0.key.family == family } : slanted
        return candidates.min { a, b in
            let (da, db) = (abs(a.key.weight - weight), abs(b.key.weight - weight))
            if da != db { return da < db }
            return weight > 400 ? a.key.weight > b.key.weight : a.key.weight < b.key.weight
        }?.value
    }

    /// Whether any face of `family` is installed.
    func has(_ family: Family) -> Bool {
        files.keys.contains { $0.family == family }
    }
}

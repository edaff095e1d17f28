import Foundation
import Testing

/// The project compiles without warnings, its tests included: the compiler's serialized
/// diagnostics (the `.dia` file SwiftPM has it write beside each source's object file) of every
/// target of this package must hold none. After a successful build, any diagnostic there is a
/// warning (or its note). A `.dia` file whose diagnostics all name sources edited since it was
/// written is stale (the batch it was compiled in was not rebuilt after the fix) and is skipped;
/// a clean build, as CI's, has no stale files.
@Suite struct WarningFreeBuildTests {
    /// The targets of this package, by the folders their sources are in.
    static func targetNames() -> Set<String> {
        let root = ReadmeBlockTests.repository
        var names = Set<String>()
        for folder in ["Sources", "Tests", "Examples/SnapshotCorpus/Sources", "Examples/SnapshotCorpus/Tests"] {
            let url = root.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] { names.insert(name) }
        }
        return names
    }

    /// The readable strings of a `.dia` file: the diagnostics' messages and the files they name.
    static func strings(in data: Data) -> [String] {
        var strings: [String] = []
        var current: [UInt8] = []
        for byte in data {
            if byte >= 0x20 && byte < 0x7F {
                current.append(byte)
            } else {
                if current.count >= 4 { strings.append(String(decoding: current, as: UTF8.self)) }
                current = []
            }
        }
        if current.count >= 4 { strings.append(String(decoding: current, as: UTF8.self)) }
        return strings
    }

    /// Whether this build kept the compiler's diagnostics (SwiftPM's debug builds do).
    static var buildKeptDiagnostics: Bool {
        guard let build = try? BuildFolder.current(),
              let items = FileManager.default.enumerator(atPath: build.path) else { return false }
        while let item = items.nextObject() as? String {
            if item.hasSuffix(".dia") { return true }
        }
        return false
    }

    @Test(.enabled(if: buildKeptDiagnostics, "the build kept no compiler diagnostics to read"))
    func theBuildHasNoCompilerWarnings() throws {
        let build = try BuildFolder.current()
        let targets = Self.targetNames()
        let files = FileManager.default
        var warnings: [String] = []
        var checked = 0
        for folder in try files.contentsOfDirectory(atPath: build.path)
        where folder.hasSuffix(".build") && targets.contains(String(folder.dropLast(".build".count))) {
            let url = build.appendingPathComponent(folder)
            for name in try files.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".dia") {
                checked += 1
                let dia = url.appendingPathComponent(name)
                let strings = Self.strings(in: try Data(contentsOf: dia))
                let sources = strings.filter { $0.hasPrefix("/") && $0.hasSuffix(".swift") }
                guard !sources.isEmpty else { continue }
                let written = try files.attributesOfItem(atPath: dia.path)[.modificationDate] as? Date ?? .distantPast
                let stale = sources.allSatisfy { source in
                    let edited = (try? files.attributesOfItem(atPath: source)[.modificationDate]) as? Date
                    return edited.map { $0 > written } ?? true
                }
                if !stale {
                    let messages = strings.filter { !sources.contains($0) && $0 != "DIAG" && $0.contains(" ") }
                    warnings.append("\(folder)/\(name): " + (sources + messages).joined(separator: " | "))
                }
            }
        }
        #expect(checked > 100, "found only \(checked) diagnostics files in \(build.path)")
        #expect(warnings.isEmpty, "compiler warnings:\n\(warnings.joined(separator: "\n"))")
    }
}

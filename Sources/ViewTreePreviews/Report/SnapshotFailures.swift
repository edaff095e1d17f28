import Foundation

/// Snapshot tests that failed, found in swift-snapshot-testing's artifacts folder
/// (`SNAPSHOT_ARTIFACTS`): each failed image `<TestFile>/<test>.<n>.png` is matched with its
/// reference `__Snapshots__/<TestFile>/<test>.<n>.png` in a folder under `references`.
struct SnapshotFailures: Sendable {
    /// The failures, by path.
    let changes: [ImageChange]
    /// The test file each failure's reference belongs to (`Tests/AppTests/ProfileTests.swift`
    /// for `Tests/AppTests/__Snapshots__/ProfileTests/header.1.png`), by the failure's title.
    let testFiles: [String: String]

    /// Compares every failed image in `artifacts` with its reference, writing the pictures to show
    /// into `output`.
    init(artifacts: URL, references: URL, output: URL) throws {
        for folder in [artifacts, references] where !FileManager.default.fileExists(atPath: folder.path) {
            throw ViewTreePreviewToolError.missingFolder(path: folder.path)
        }
        let referenceFiles = Self.references(under: references)
        var changes: [ImageChange] = []
        var testFiles: [String: String] = [:]
        for (name, actual) in Self.pngFiles(under: artifacts) {
            let title = name.replacingOccurrences(of: "/", with: " › ")
            guard let expected = referenceFiles[name] else {
                let path = "actual/\(name)"
                try FileManager.default.write(try Data(contentsOf: actual), to: path, in: output)
                changes.append(ImageChange(title: title, expected: nil, actual: path, difference: nil,
                                           message: "No reference __Snapshots__/\(name) was found under \(references.path)."))
                continue
            }
            if let change = try ImageChange.compare(expected: expected, actual: actual, name: name, title: title, in: output) {
                changes.append(change)
                testFiles[title] = Self.testFile(of: expected)
            }
        }
        self.changes = changes
        self.testFiles = testFiles
    }

    /// The test file a reference belongs to, relative to the current folder when it is under it:
    /// `<folder>/__Snapshots__/<File>/<test>.<n>.png` belongs to `<folder>/<File>.swift`.
    static func testFile(of reference: URL) -> String {
        let suite = reference.deletingLastPathComponent()
        let file = suite.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(suite.lastPathComponent + ".swift").standardizedFileURL.path
        let base = FileManager.default.currentDirectoryPath + "/"
        return file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    }

    /// The PNG files under `folder` by their last two path components (`"TestFile/test.1.png"`),
    /// in order, leaving out ViewTree's own difference images (`<test>.<n>.difference.png`, and
    /// the `ViewTree` folder of comparisons made outside assertions).
    static func pngFiles(under folder: URL) -> [(name: String, url: URL)] {
        var files: [(String, URL)] = []
        let items = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                   options: [.skipsHiddenFiles])
        while let url = items?.nextObject() as? URL {
            let parts = url.pathComponents
            guard url.pathExtension == "png", parts.count >= 2, parts[parts.count - 2] != "ViewTree",
                  !url.lastPathComponent.hasSuffix(".difference.png") else { continue }
            files.append(("\(parts[parts.count - 2])/\(parts[parts.count - 1])", url))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The reference images in every `__Snapshots__` folder under `root` (hidden folders such
    /// as `.build` left out), by `"TestFile/test.1.png"`.
    static func references(under root: URL) -> [String: URL] {
        var found: [String: URL] = [:]
        let items = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = items?.nextObject() as? URL {
            guard url.lastPathComponent == "__Snapshots__" else { continue }
            for (name, file) in pngFiles(under: url) where found[name] == nil { found[name] = file }
            items?.skipDescendants()
        }
        return found
    }
}

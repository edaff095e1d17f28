import ArgumentParser
import Foundation
import Testing
@testable import ViewTreePreviews

/// `--version`, and the version the changelog and the README's dependency line declare.
@MainActor @Suite struct VersionTests {
    typealias Root = ViewTreePreviewCommand<TestCatalog>

    /// The repository's root folder, found from this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func versionIsSemantic() {
        let parts = ViewTreeVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    }

    @Test func versionFlagPrintsTheVersionAndSucceeds() {
        #expect(throws: (any Error).self) { try Root.parseAsRoot(["--version"]) }
        do {
            _ = try Root.parseAsRoot(["--version"])
        } catch {
            #expect(Root.message(for: error) == ViewTreeVersion.current)
            #expect(Root.exitCode(for: error) == .success)
        }
    }

    @Test func changelogHasAnEntryForTheVersion() throws {
        let changelog = try String(contentsOf: Self.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("## [\(ViewTreeVersion.current)]"))
        #expect(changelog.contains("## [Unreleased]"))
    }

    @Test func readmeDependsOnTheVersion() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("from: \"\(ViewTreeVersion.current)\")"))
    }
}

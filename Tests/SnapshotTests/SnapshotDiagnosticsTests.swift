import Foundation
import Synchronization
import Snapshot
import Testing

private let bannerURL = URL(string: "https://cdn.example.com/banners/spring.jpg")!

/// A banner whose image comes from `bannerURL`.
private struct Banner: View {
    var body: some View {
        AsyncImage(url: bannerURL) { $0.resizable() } placeholder: { Color.gray }
            .frame(width: 24, height: 12)
    }
}

/// Why the loader below fails.
private struct OfflineError: Error, CustomStringConvertible {
    var description: String { "the network is offline" }
}

/// What a failing snapshot says and leaves behind: a view that could not be rendered fails with
/// its reason first and is never recorded, render issues point at the assertion, and the
/// difference image lies beside the failed snapshot.
@MainActor @Suite struct SnapshotDiagnosticsTests {
    /// A fresh directory for one test's references.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewtree-diagnostics-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static var strictlyUnstubbed: AnyView { AnyView(Banner().viewTreeImageLoader(.stubbed([URL: Image](), strict: true))) }
    static var strictlyFailing: AnyView {
        AnyView(Banner().viewTreeImageLoader(ViewTreeImageLoader(strict: true) { _ in throw OfflineError() }))
    }

    @Test(arguments: [SnapshotTestingConfiguration.Record.missing, .all, .failed, .never])
    func strictLoaderFailureIsNeverRecorded(mode: SnapshotTestingConfiguration.Record) throws {
        for view in [Self.strictlyUnstubbed, Self.strictlyFailing] {
            let directory = try Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let reference = directory.appendingPathComponent("banner.banner.png")
            let line = #line + 1
            let message = try #require(verifySnapshot(of: view, as: .image, named: "banner", record: mode,
                                                      snapshotDirectory: directory.path, testName: "banner"))
            let first = try #require(message.split(separator: "\n").first)
            #expect(first.contains(bannerURL.absoluteString), "\(message)")
            #expect(first.contains("SnapshotDiagnosticsTests.swift:\(line)"), "\(message)")
            #expect(message.contains("no reference was recorded"))
            #expect(!FileManager.default.fileExists(atPath: reference.path), "recorded in mode \(mode)")
        }
    }

    @Test func strictLoaderFailureLeavesAnExistingReferenceAlone() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reference = directory.appendingPathComponent("banner.banner.png")
        let recorded = try Color.gray.frame(width: 24, height: 12).snapshotPNG()
        try recorded.write(to: reference)
        for mode in [SnapshotTestingConfiguration.Record.all, .failed] {
            #expect(verifySnapshot(of: Self.strictlyUnstubbed, as: .image, named: "banner", record: mode,
                                   snapshotDirectory: directory.path, testName: "banner") != nil)
            #expect(try Data(contentsOf: reference) == recorded)
        }
    }

    @Test func severalStrategiesNeverRecordAnUnrenderableView() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Under record: .all swift-snapshot-testing's own assertSnapshots would write the placeholder
        // next to this file; ViewTree's, which image strategies take, records the failure instead.
        withKnownIssue {
            assertSnapshots(of: Self.strictlyUnstubbed, as: [.image, .image(precision: 0.9)], record: .all)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(bannerURL.absoluteString) }
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotDiagnosticsTests")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(!written.contains { $0.hasPrefix("severalStrategiesNeverRecordAnUnrenderableView") })
    }

    @Test func renderIssuesPointAtTheAssertion() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let locations = Mutex<[SourceLocation]>([])
        let line = #line + 2
        withKnownIssue {
            _ = verifySnapshot(of: Banner(), as: .image, named: "banner", record: .missing,
                               snapshotDirectory: directory.path, testName: "banner")
        } matching: { issue in
            if let location = issue.sourceLocation { locations.withLock { $0.append(location) } }
            return issue.severity == .warning
        }
        let found = locations.withLock { $0 }
        #expect(!found.isEmpty)
        for location in found {
            #expect(location.fileName == "SnapshotDiagnosticsTests.swift" && location.line == line, "\(location)")
        }
    }

    @Test func differenceImageLiesBesideTheFailedSnapshot() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let swatch = { (color: Color) in color.frame(width: 8, height: 4) }
        _ = verifySnapshot(of: swatch(.blue), as: .image, named: "swatch", record: .missing,
                           snapshotDirectory: directory.path, testName: "differenceBeside")
        let message = try #require(verifySnapshot(of: swatch(.red), as: .image, named: "swatch", record: .missing,
                                                  snapshotDirectory: directory.path, testName: "differenceBeside"))
        let artifacts = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
                                ?? NSTemporaryDirectory())
            .appendingPathComponent("SnapshotDiagnosticsTests")
        let failed = artifacts.appendingPathComponent("differenceBeside.swatch.png")
        let difference = artifacts.appendingPathComponent("differenceBeside.swatch.difference.png")
        #expect(message.contains(difference.standardizedFileURL.path), "\(message)")
        #expect(FileManager.default.fileExists(atPath: failed.path))
        #expect(FileManager.default.fileExists(atPath: difference.path))
    }
}

private extension View {
    /// The view's snapshot as the image strategy stores it.
    func snapshotPNG() throws -> Data {
        var image: ViewTreeSnapshotImage?
        Snapshotting<Self, ViewTreeSnapshotImage>.image.snapshot(self).run { image = $0 }
        return try #require(image).pngData
    }
}

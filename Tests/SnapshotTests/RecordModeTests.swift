import Foundation
import Snapshot
import Testing

/// Record modes, as swift-snapshot-testing defines them, with ViewTree's image strategy: a
/// reference is written only when the mode asks, and a failing comparison leaves it untouched.
@Suite struct RecordModeTests {
    /// A fresh directory for one test's references.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewtree-record-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func verify(_ color: Color, in directory: URL, record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(of: color.frame(width: 8, height: 4), as: .image(traits: .init(displayScale: 1)), named: "swatch", record: record,
                       snapshotDirectory: directory.path, testName: "swatch")
    }

    static func reference(in directory: URL) -> URL { directory.appendingPathComponent("swatch.swatch.png") }

    @Test func missingRecordsThenPassesThenFailsWithoutWriting() throws {
        let directory = try Self.directory()
        let first = Self.verify(.blue, in: directory, record: .missing)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        let recorded = try Data(contentsOf: Self.reference(in: directory))
        #expect(Self.verify(.blue, in: directory, record: .missing) == nil)

        let changed = try #require(Self.verify(.red, in: directory, record: .missing))
        #expect(changed.contains("32 of 32 pixels differ (100.000%)"))
        #expect(changed.contains("Difference image"))
        #expect(try Data(contentsOf: Self.reference(in: directory)) == recorded)
    }

    @Test func neverDoesNotWriteAMissingReference() throws {
        let directory = try Self.directory()
        let message = Self.verify(.blue, in: directory, record: .never)
        #expect(message?.contains("New snapshot was not recorded because recording is disabled") == true)
        #expect(!FileManager.default.fileExists(atPath: Self.reference(in: directory).path))
    }

    @Test func failedAndAllRewriteTheReference() throws {
        let directory = try Self.directory()
        _ = Self.verify(.blue, in: directory, record: .missing)
        let blue = try Data(contentsOf: Self.reference(in: directory))
        let failed = Self.verify(.red, in: directory, record: .failed)
        #expect(failed?.contains("A new snapshot was automatically recorded") == true)
        let red = try Data(contentsOf: Self.reference(in: directory))
        #expect(red != blue)
        #expect(Self.verify(.red, in: directory, record: .missing) == nil)
        #expect(Self.verify(.blue, in: directory, record: .all)?.contains("Record mode is on") == true)
        #expect(try Data(contentsOf: Self.reference(in: directory)) == blue)
    }

    @Test func corruptReferenceFailsClearlyAndIsLeftUntouched() throws {
        let directory = try Self.directory()
        let corrupt = Data("<<<<<<< HEAD\nnot a png\n>>>>>>> branch\n".utf8)
        try corrupt.write(to: Self.reference(in: directory))
        let message = try #require(Self.verify(.blue, in: directory, record: .missing))
        #expect(message.contains("The reference image could not be read"))
        #expect(message.contains("Cannot decode PNG"))
        #expect(try Data(contentsOf: Self.reference(in: directory)) == corrupt)
    }

    @Test func environmentVariableIsTheLibrarysOwn() throws {
        // SNAPSHOT_TESTING_RECORD is read by swift-snapshot-testing itself; its values are the modes.
        #expect(SnapshotTestingConfiguration.Record(rawValue: "missing") == .missing)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "failed") == .failed)
    }
}

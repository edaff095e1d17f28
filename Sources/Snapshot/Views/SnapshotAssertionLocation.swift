import Foundation
#if canImport(Testing)
import Testing
#endif

/// Where a snapshot assertion was written, so that what it reports points at the test's line
/// rather than at ViewTree's own files: set by ViewTree's `assertSnapshot` and `verifySnapshot`
/// for image strategies while they render.
struct SnapshotAssertionLocation: Sendable {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    /// The assertion being evaluated on this task, if ViewTree's overloads started it.
    @TaskLocal static var current: SnapshotAssertionLocation?

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID.description
        self.filePath = filePath.description
        self.line = Int(line)
        self.column = Int(column)
    }

    /// `FileName.swift:12`, as failure messages name a line.
    var shortDescription: String {
        "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }

    #if canImport(Testing)
    /// The location as Swift Testing records issues at.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
    #endif
}

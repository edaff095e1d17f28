import Foundation
import SnapshotTesting

/// Asserts that a view (or image) matches its references under several image strategies, each
/// as ViewTree's `assertSnapshot` does (named by the dictionary's keys), so a view that could
/// not be rendered is never recorded and issues point at this call.
///
/// - Parameters:
///   - value: The view or image to snapshot.
///   - strategies: Image strategies by the names their references take.
///   - record: The record mode, instead of the configuration's.
///   - timeout: How long to wait for each snapshot.
///   - fileID: The file the assertion is in.
///   - filePath: The file's path, which decides where references are.
///   - testName: The test's name, which names the references.
///   - line: The assertion's line.
///   - column: The assertion's column.
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, ViewTreeSnapshotImage>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    try? strategies.forEach { name, strategy in
        assertSnapshot(of: try value(), as: strategy, named: name, record: record, timeout: timeout, fileID: fileID,
                       file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts that a view (or image) matches its references under several image strategies, each
/// as ViewTree's `assertSnapshot` does (numbered in order).
///
/// - Parameters:
///   - value: The view or image to snapshot.
///   - strategies: Image strategies, in order.
///   - record: The record mode, instead of the configuration's.
///   - timeout: How long to wait for each snapshot.
///   - fileID: The file the assertion is in.
///   - filePath: The file's path, which decides where references are.
///   - testName: The test's name, which names the references.
///   - line: The assertion's line.
///   - column: The assertion's column.
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, ViewTreeSnapshotImage>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    try? strategies.forEach { strategy in
        assertSnapshot(of: try value(), as: strategy, record: record, timeout: timeout, fileID: fileID,
                       file: filePath, testName: testName, line: line, column: column)
    }
}

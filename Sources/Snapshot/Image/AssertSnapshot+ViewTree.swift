import Foundation
@_spi(Internals) import SnapshotTesting

/// Asserts that a view (or image) matches its reference, as swift-snapshot-testing's
/// `assertSnapshot` does, with ViewTree's diagnostics: render issues are reported at this call's
/// line, a view that could not be rendered (an image a strict loader did not answer, a task past
/// the deadline, a view with no pixels) fails with that reason first and is never recorded as a
/// reference in any record mode, and the difference image of a mismatch is written next to the
/// failed snapshot (`$SNAPSHOT_ARTIFACTS/<File>/<test>.<n>.difference.png`).
///
/// Swift picks this overload over swift-snapshot-testing's for every strategy whose format is
/// `ViewTreeSnapshotImage`, so tests keep their iOS spelling.
///
/// - Parameters:
///   - value: The view or image to snapshot.
///   - snapshotting: An image strategy (`.image`, `.image(layout:traits:)`...).
///   - name: The snapshot's name, instead of its number in the test.
///   - record: The record mode, instead of the configuration's.
///   - timeout: How long to wait for the snapshot.
///   - fileID: The file the assertion is in.
///   - filePath: The file's path, which decides where references are.
///   - testName: The test's name, which names the reference.
///   - line: The assertion's line.
///   - column: The assertion's column.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, ViewTreeSnapshotImage>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
                                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Verifies that a view (or image) matches its reference, as swift-snapshot-testing's
/// `verifySnapshot` does, with ViewTree's diagnostics (see `assertSnapshot`): the failure
/// message, or `nil` when it matches.
///
/// - Parameters:
///   - value: The view or image to snapshot.
///   - snapshotting: An image strategy.
///   - name: The snapshot's name, instead of its number in the test.
///   - record: The record mode, instead of the configuration's.
///   - snapshotDirectory: The folder of the references, instead of `__Snapshots__/<File>`.
///   - timeout: How long to wait for the snapshot.
///   - fileID: The file the assertion is in.
///   - filePath: The file's path, which decides where references are.
///   - testName: The test's name, which names the reference.
///   - line: The assertion's line.
///   - column: The assertion's column.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, ViewTreeSnapshotImage>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let location = SnapshotAssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let subject: Value
    do {
        subject = try value()
    } catch {
        return error.localizedDescription
    }
    var strategy = snapshotting
    let taken = SnapshotAssertionLocation.$current.withValue(location, operation: { snapshotting.takenAtOnce(subject) })
    if let image = taken {
        if case .unrenderable(let reason, _) = image {
            return SnapshotNotTaken(reason: reason, location: location).message
        }
        // The library compares (or records) the image already taken, so the view renders once.
        strategy = Snapshotting(pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing) { _ in image }
    }
    // A reference with exactly these pixels is compared as it decodes (see `ReferenceDecoding`).
    let message = ReferenceDecoding.$takenImage.withValue(taken?.bitmap) {
        SnapshotTesting.verifySnapshot(of: subject, as: strategy, named: name, record: record,
                                       snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID,
                                       file: filePath, testName: testName, line: line, column: column)
    }
    return message.map { FailureArtifacts.placeDifferenceImage(in: $0, assertedIn: filePath.description) }
}

extension Snapshotting where Format == ViewTreeSnapshotImage {
    /// The image of `value`, when the strategy hands it over at once (ViewTree's strategies do).
    func takenAtOnce(_ value: Value) -> ViewTreeSnapshotImage? {
        var image: ViewTreeSnapshotImage?
        snapshot(value).run { image = $0 }
        return image
    }
}

/// The failure of a snapshot whose view could not be rendered: the reason first, then where,
/// and that nothing was recorded.
struct SnapshotNotTaken {
    let reason: String
    let location: SnapshotAssertionLocation

    var message: String {
        let lines = reason.split(separator: "\n", omittingEmptySubsequences: true)
        let first = lines.first.map(String.init) ?? "the view could not be rendered"
        return "\(first) (snapshot at \(location.shortDescription))\n"
            + lines.dropFirst().joined(separator: "\n") + (lines.count > 1 ? "\n" : "")
            + "The view could not be rendered as it is, so no reference was recorded or compared, in any record mode."
    }
}

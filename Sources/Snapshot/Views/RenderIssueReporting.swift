import Foundation
import ViewTree
#if canImport(Testing)
import Testing
#endif

/// Tells the test about render issues that do not fail it: a warning in Swift Testing's results,
/// or a warning line on standard error under XCTest (which has no warnings), at the assertion's
/// location when it is known, else at the test's.
enum RenderIssueReporting {
    static func warn(about issues: [ViewTreeRenderIssue], at location: SnapshotAssertionLocation?) {
        for issue in issues {
            let message = "ViewTree: \(issue.message)"
            #if canImport(Testing)
            if let test = Test.current {
                Issue.record(Comment(rawValue: message), severity: .warning,
                             sourceLocation: location?.sourceLocation ?? test.sourceLocation)
                continue
            }
            #endif
            let prefix = location.map { "\($0.filePath):\($0.line): " } ?? ""
            FileHandle.standardError.write(Data("\(prefix)warning: \(message)\n".utf8))
        }
    }
}

import Foundation
import ViewTree
#if canImport(Testing)
import Testing
#endif

/// Tells the test about render issues that do not fail it: a warning in Swift Testing's results,
/// or a warning line on standard error under XCTest (which has no warnings).
enum RenderIssueReporting {
    static func warn(about issues: [ViewTreeRenderIssue]) {
        for issue in issues {
            let message = "ViewTree: \(issue.message)"
            #if canImport(Testing)
            if Test.current != nil {
                Issue.record(Comment(rawValue: message), severity: .warning)
                continue
            }
            #endif
            FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
        }
    }
}

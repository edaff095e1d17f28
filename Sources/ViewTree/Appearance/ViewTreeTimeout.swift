import Foundation
import Synchronization

/// Linux addition: how long a render waits, when it settles, for `AsyncImage` loaders and
/// `.task` bodies before the image is taken. What has not finished by then is cancelled and
/// reported (a snapshot fails naming the URL, or the task's view and source location; a preview
/// renders with the issue), so a loader or task that never finishes never hangs a test.
public enum ViewTreeTimeout {
    private static let stored = Mutex(fromEnvironment ?? .seconds(2))

    /// The deadline of every render that does not set its own (`ImageRenderer.timeout`):
    /// 2 seconds, or the number of seconds in the `VIEWTREE_TIMEOUT` environment variable;
    /// inside `withDefault(_:operation:)`, that deadline.
    public static var `default`: Duration {
        get { scoped ?? stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    /// Runs `operation` with `timeout` as the default deadline of the renders it makes (snapshot
    /// strategies called in it included), leaving other tasks' default alone.
    public static func withDefault<Result>(_ timeout: Duration, operation: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(timeout, operation: operation)
    }

    /// Runs `operation` with `timeout` as the default deadline of the renders it makes.
    public static func withDefault<Result>(_ timeout: Duration, isolation: isolated (any Actor)? = #isolation,
                                           operation: () async throws -> Result) async rethrows -> Result {
        try await $scoped.withValue(timeout, operation: operation, isolation: isolation)
    }

    @TaskLocal private static var scoped: Duration?

    /// `VIEWTREE_TIMEOUT` in seconds, if it is set to a positive number.
    private static var fromEnvironment: Duration? {
        guard let text = ProcessInfo.processInfo.environment["VIEWTREE_TIMEOUT"], let seconds = Double(text),
              seconds.isFinite, seconds > 0 else { return nil }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}

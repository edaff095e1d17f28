import Foundation
import ViewTree

/// Runs `work` on the main actor and waits for its result. Views are main-actor isolated, as in
/// SwiftUI, while swift-snapshot-testing calls strategies synchronously from whatever thread the
/// test runs on: a `@MainActor` test (or XCTest on Linux, on the main thread) is already there;
/// any other test waits for the main queue, which Swift Testing's runner keeps serving.
///
/// The hop leaves the test's task, so the task-local settings a render reads (the default
/// deadline of `ViewTreeTimeout.withDefault`, the assertion's location) are carried across.
func onMainActor<Result: Sendable>(_ work: @escaping @MainActor () -> Result) -> Result {
    if Thread.isMainThread || MainQueue.isCurrent { return MainActor.assumeIsolated(work) }
    let timeout = ViewTreeTimeout.default, location = SnapshotAssertionLocation.current
    return DispatchQueue.main.sync {
        asMainActorJob {
            ViewTreeTimeout.withDefault(timeout) {
                SnapshotAssertionLocation.$current.withValue(location) { MainActor.assumeIsolated(work) }
            }
        }
    }
}

/// Whether code runs on the main queue. On Linux, once the main thread has handed itself to
/// `dispatchMain()` (as Swift Testing's runner does), main-actor jobs run on the main queue from
/// a worker thread, where `Thread.isMainThread` is false.
private enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// Runs `body` on the main queue as the main actor's executor runs a job, so that no other
/// main-actor job (another test) runs inside it.
private func asMainActorJob<Result>(_ body: () -> Result) -> Result {
    #if os(Linux)
    MainRunLoopExecutor.shared.runAsJob(body)
    #else
    body()
    #endif
}

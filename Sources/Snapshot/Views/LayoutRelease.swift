import Foundation

/// Hands a snapshot's layout back to the main actor to be let go of there. Its nodes hold the
/// renderer's state storage (the views' `@State` values and `@StateObject` models), which was let
/// go of on the main actor, where views live, before the drawing commands were listed on the
/// test's thread; it still is, rather than on whichever thread drew last.
final class LayoutRelease: @unchecked Sendable {
    // Unchecked: `plan` is set here and cleared once, on the main queue.
    private var plan: SnapshotPlan?

    private init(_ plan: consuming SnapshotPlan) {
        self.plan = plan
    }

    /// Lets the main actor drop `plan` (at once, on the main thread itself).
    static func onMainActor(_ plan: consuming SnapshotPlan) {
        guard case .laidOut = plan, !Thread.isMainThread else { return }
        // The caller keeps only the box: the plan's last reference is the one cleared below.
        let box = LayoutRelease(consume plan)
        DispatchQueue.main.async { box.plan = nil }
    }
}

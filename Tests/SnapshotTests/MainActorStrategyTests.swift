import CMainRunLoop
import Dispatch
import Foundation
import Snapshot
import Testing

/// Strategies whose snapshots complete on the main queue, run from main-actor tests: on iOS the
/// waiting test spins the main run loop, which serves the main queue; ViewTree makes Swift
/// Testing's async main do the same on Linux, so these complete at once instead of timing out.
@Suite(.snapshots(record: .never)) @MainActor struct MainActorStrategyTests {
    /// The badge strategy, reached through a hop to the main queue, as strategies that wait for
    /// a layout pass or an animation are written on iOS.
    nonisolated static func onTheNextMainQueueTurn<Value: View>(
        _ strategy: Snapshotting<Value, ViewTreeSnapshotImage>
    ) -> Snapshotting<Value, ViewTreeSnapshotImage> {
        strategy.asyncPullback { value in
            Async { callback in
                // Unsafe, as such strategies are written: the value and callback cross to the main queue.
                nonisolated(unsafe) let (value, callback) = (value, callback)
                DispatchQueue.main.async { callback(value) }
            }
        }
    }

    @Test func theMainRunLoopHookIsInstalled() {
        #expect(viewtree_mainRunLoopHookInstalled() == 1)
        // Main-actor tests run on the main thread, as on iOS.
        #expect(Thread.isMainThread)
    }

    @Test func asyncPullbackCompletingOnTheMainQueue() {
        assertSnapshot(of: Badge(count: 3), as: Self.onTheNextMainQueueTurn(.image(traits: .init(displayScale: 2))),
                       named: "badge", testName: "badgeMatchesTheSwiftTestingReference")
    }

    @Test func asyncSnapshotInitialiserCompletingOnTheMainQueue() {
        let base = Snapshotting<Badge, ViewTreeSnapshotImage>.image(traits: .init(displayScale: 2))
        let strategy = Snapshotting<Badge, ViewTreeSnapshotImage>(pathExtension: "png", diffing: base.diffing) { badge in
            Async { callback in
                nonisolated(unsafe) let callback = callback
                DispatchQueue.main.async { base.snapshot(badge).run(callback) }
            }
        }
        assertSnapshot(of: Badge(count: 3), as: strategy, named: "badge",
                       testName: "badgeMatchesTheSwiftTestingReference")
    }

    @Test func nestedMainQueueHopsComplete() {
        let strategy = Self.onTheNextMainQueueTurn(Self.onTheNextMainQueueTurn(
            Snapshotting<Badge, ViewTreeSnapshotImage>.image(traits: .init(displayScale: 2))))
        assertSnapshot(of: Badge(count: 3), as: strategy, named: "badge",
                       testName: "badgeMatchesTheSwiftTestingReference")
    }
}

/// The same strategies from tests that are not on the main actor, run in parallel with the
/// main-actor ones: each waits on its own thread while the main run loop serves their callbacks,
/// after whatever main-actor test is running (so the timeout allows for a busy machine).
@Suite(.snapshots(record: .never)) struct ParallelMainQueueStrategyTests {
    @Test(arguments: 0..<4) func asyncPullbackOffTheMainActor(_ run: Int) {
        assertSnapshot(of: Badge(count: 3),
                       as: MainActorStrategyTests.onTheNextMainQueueTurn(.image(traits: .init(displayScale: 2))),
                       named: "badge", timeout: 60, testName: "badgeMatchesTheSwiftTestingReference")
    }
}

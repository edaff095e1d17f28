import Foundation
import Testing
@testable import ViewTree

/// Each render's batch of image loads runs on a thread of its own: a loader that blocks its
/// thread holds up no other render's loads (tests running beside it), and a batch's thread ends
/// when the batch is done.
struct ImageLoadingSessionTests {
    /// A gate a loader waits at, opened by the test so its thread ends free.
    final class Gate: @unchecked Sendable {
        let semaphore = DispatchSemaphore(value: 0)
        func wait() { semaphore.wait() }
        func open() { semaphore.signal() }
    }

    @Test func aLoaderBlockingItsThreadHoldsUpNoOtherSessionsLoads() async throws {
        let gate = Gate()
        defer { gate.open() }
        let blocked = ImageLoadingSession(), other = ImageLoadingSession()
        let first = URL(string: "https://example.com/blocks.png")!, second = URL(string: "https://example.com/answers.png")!
        blocked.request(first, from: ViewTreeImageLoader { _ in
            gate.wait()
            return nil
        })
        #expect(blocked.startRequested())
        other.request(second, from: ViewTreeImageLoader { _ in
            await Task.yield()
            return Image(color: .green, width: 2, height: 2)
        })
        #expect(other.startRequested())
        // The other session answers while the first loader still blocks its thread (a shared
        // thread would leave it waiting for the gate: the bound only ends a failing run).
        var waited = 0
        while other.answer(for: second) == nil, waited < 2_000 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        guard case .image? = other.answer(for: second) else {
            Issue.record("the second session's load did not answer: \(String(describing: other.answer(for: second)))")
            return
        }
        #expect(blocked.answer(for: first) == nil && !blocked.isIdle)
    }
}

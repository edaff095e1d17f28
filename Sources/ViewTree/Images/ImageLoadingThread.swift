import Foundation
import Synchronization

/// A thread of its own that runs one batch of image loaders while a render waits for them.
///
/// Renders settle on the main actor, where views are resolved; the loaders run here meanwhile,
/// so waiting for them never depends on the cooperative pool (which parallel tests on a machine
/// with few cores can block entirely). Each batch of loads gets a thread of its own, so a loader
/// that blocks its thread holds up no other render's loads (a shared thread made every test
/// running beside it wait for its deadline); the thread ends when its batch has finished.
final class ImageLoadingThread: TaskExecutor, @unchecked Sendable {
    // Unchecked: `jobs`, `running` and `finishing` are only touched with `condition` locked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    /// The job running now, if any.
    private var running: UnsafeRawPointer?
    /// Whether the thread ends once it has no more jobs.
    private var finishing = false

    init() {
        // The thread keeps its executor for as long as it runs (a blocked one, until its loader returns).
        let thread = Thread { self.run() }
        thread.name = "ViewTree image loading"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// The job this thread is running now (the task it belongs to), if any.
    var runningJob: UnsafeRawPointer? { condition.withLock { running } }

    /// Lets the thread end once the jobs it has are done: its batch has finished.
    func finish() {
        condition.withLock {
            finishing = true
            condition.signal()
        }
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !finishing { condition.wait() }
            guard !jobs.isEmpty else {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            running = unsafeBitCast(job, to: UnsafeRawPointer.self)
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            condition.withLock { running = nil }
        }
    }
}

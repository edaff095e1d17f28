import Foundation
import Synchronization

/// A thread of its own that runs image loaders while a render waits for them.
///
/// Renders settle on the main actor, where views are resolved; the loaders run here meanwhile,
/// so waiting for them never depends on the cooperative pool (which parallel tests on a machine
/// with few cores can block entirely). A loader that blocks the thread past a render's deadline
/// is reported, and the thread is retired: later loads get a new one.
final class ImageLoadingThread: TaskExecutor, @unchecked Sendable {
    // Unchecked: `jobs` and `running` are only touched with `condition` locked.
    private static let current = Mutex(ImageLoadingThread())

    /// The thread loads start on.
    static var shared: ImageLoadingThread { current.withLock { $0 } }

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    /// The job running now, if any.
    private var running: UnsafeRawPointer?

    private init() {
        // The thread keeps its executor for as long as it runs (a blocked one, forever).
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

    /// Gives later loads a new thread, when this one is blocked by a loader.
    func retire() {
        Self.current.withLock { if $0 === self { $0 = ImageLoadingThread() } }
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            running = unsafeBitCast(job, to: UnsafeRawPointer.self)
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            condition.withLock { running = nil }
        }
    }
}

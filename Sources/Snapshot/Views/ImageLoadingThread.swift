import Foundation

/// A thread of its own that runs image loaders for snapshots.
///
/// swift-snapshot-testing waits for a snapshot by blocking the test's thread, which under Swift
/// Testing is a thread of the cooperative pool; on a machine with few cores, parallel tests can
/// block every thread of that pool. Loading on this thread instead never depends on the pool.
final class ImageLoadingThread: TaskExecutor, @unchecked Sendable {
    // Unchecked: `jobs` is only touched with `condition` locked.
    static let shared = ImageLoadingThread()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in self.run() }
        thread.name = "ViewTree image loading"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Runs `work` on this thread, blocking the calling thread until it is done.
    static func run(_ work: @escaping () async -> Void) {
        // Unsafe: the calling thread waits, so `work` never runs concurrently with its owner.
        nonisolated(unsafe) let work = work
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: shared) {
            await work()
            done.signal()
        }
        done.wait()
    }
}

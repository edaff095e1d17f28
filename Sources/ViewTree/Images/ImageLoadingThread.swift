import Foundation

/// A thread of its own that runs image loaders while a synchronous caller waits.
///
/// Snapshot strategies are synchronous and run on the main actor, where views are resolved; the
/// loaders run here meanwhile, so waiting for them never depends on the main actor or on the
/// cooperative pool (which parallel tests on a machine with few cores can block entirely).
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

    /// Runs `work` on this thread, blocking the calling thread until it is done; its result.
    static func run<Result: Sendable>(_ work: @escaping @Sendable () async -> Result) -> Result {
        // Unsafe: written once by the task and read after the semaphore says it is done.
        nonisolated(unsafe) var result: Result?
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: shared) {
            result = await work()
            done.signal()
        }
        done.wait()
        return result!
    }
}

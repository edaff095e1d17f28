import Foundation

/// Runs `.task` bodies while a render settles, on the thread that settles it, which holds the
/// main actor.
///
/// A snapshot strategy is a synchronous call on the main actor, so the main actor's own queue
/// cannot run anything until it returns. Tasks started with this executor as their preference
/// send their jobs here instead, and `run(until:deadline:)` runs them on the calling thread as
/// if on the main actor (which the caller holds): the main-actor parts of a task body, and the
/// nonisolated async functions, actors' methods and continuations it awaits, run in turn until
/// the body finishes. What must come back through the main actor's own queue (work the task
/// hands to `Task {}` or `DispatchQueue.main`, wakes from `Task.sleep`, and an actor's method
/// awaited directly from main-actor code) waits until the render is over, and the task is cut
/// at the deadline; except on the main thread outside the main queue (XCTest on Linux), where
/// the wait runs the main run loop, and with it the main queue.
final class MainActorTaskExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: `jobs` and `wakeups` are only touched with `condition` locked.
    static let shared = MainActorTaskExecutor()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    /// Counts wake-ups from elsewhere (an image load finishing), to end a wait early.
    private var wakeups = 0

    private init() {}

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Wakes a waiting `run(until:deadline:)` to look at its condition again.
    func wake() {
        condition.withLock {
            wakeups += 1
            condition.signal()
        }
    }

    /// Runs this executor's jobs on the calling thread, on the main actor, until `isDone` or
    /// `deadline`; whether `isDone` became true.
    @MainActor func run(until isDone: () -> Bool, deadline: ContinuousClock.Instant) -> Bool {
        while true {
            // Counted before `isDone` is asked: a wake-up between the two then still ends the
            // wait below, instead of being lost until the deadline.
            let seen = condition.withLock { wakeups }
            if isDone() { return true }
            guard let job = nextJob(before: deadline, wakeupsSeen: seen) else { return isDone() }
            if let job {
                job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
            }
        }
    }

    /// The next job, `.some(nil)` when woken (since `wakeupsSeen`) without one, or `nil` once
    /// `deadline` passes.
    private func nextJob(before deadline: ContinuousClock.Instant, wakeupsSeen: Int) -> UnownedJob?? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty && wakeups == wakeupsSeen {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            if Thread.isMainThread {
                // The main queue drains through the run loop here: let it run what it holds.
                condition.unlock()
                _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(min(left.seconds, 0.005)))
                condition.lock()
            } else {
                _ = condition.wait(until: Date().addingTimeInterval(left.seconds))
            }
        }
        return jobs.isEmpty ? .some(nil) : .some(jobs.removeFirst())
    }

    /// Starts `request`'s body with this executor as its preference; the handle to wait for and
    /// cancel it.
    static func start(_ request: TaskRequest) -> RunningTask {
        let running = RunningTask(request: request)
        let action = request.action
        running.handle = Task(executorPreference: shared, priority: request.priority) { [running] in
            await action()
            running.finish()
        }
        return running
    }
}

/// A started `.task`: whether it has finished, and its handle.
final class RunningTask: @unchecked Sendable {
    // Unchecked: `finished` is guarded by `lock`; `handle` is set once, on the main actor.
    let request: TaskRequest
    var handle: Task<Void, Never>?
    private let lock = NSLock()
    private var finished = false

    init(request: TaskRequest) { self.request = request }

    var isFinished: Bool { lock.withLock { finished } }

    func finish() {
        lock.withLock { finished = true }
        MainActorTaskExecutor.shared.wake()
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

import CMainRunLoop
import Foundation

#if os(Linux)
import Synchronization

/// The main actor's executor on Linux once an async `main` (Swift Testing's) has started: jobs
/// run one at a time as blocks on the main thread's run loop, as the main actor's jobs run on
/// Darwin. A job that spins the run loop (a test waiting with XCTWaiter) therefore lets the main
/// queue's blocks run meanwhile, so strategies whose callbacks complete on the main queue finish,
/// where a main-queue job would hold the queue until its timeout. Other main-actor jobs wait for
/// the running one to end rather than run inside its wait, so one test never runs inside another.
/// See CMainRunLoop.
final class MainRunLoopExecutor: SerialExecutor {
    static let shared = MainRunLoopExecutor()

    private let jobs = Mutex<[UnownedJob]>([])
    /// Whether a job is running (touched on the main thread only).
    nonisolated(unsafe) private var running = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        scheduleNext()
    }

    func checkIsolated() {
        precondition(Thread.isMainThread, "Main-actor code ran off the main thread")
    }

    /// Asks the main run loop to run the next job.
    private func scheduleNext() {
        RunLoop.main.perform { MainRunLoopExecutor.shared.runNext() }
        viewtree_wakeMainRunLoop()
    }

    /// Runs `body`, a main-queue block that holds the main actor (a snapshot hopping from another
    /// thread), as if it were a job: main-actor jobs wait for it to end rather than run inside
    /// the run-loop waits it makes while it settles.
    func runAsJob<Result>(_ body: () -> Result) -> Result {
        let wasRunning = running
        running = true
        defer {
            running = wasRunning
            if !wasRunning, jobs.withLock({ !$0.isEmpty }) { scheduleNext() }
        }
        return body()
    }

    /// Runs the oldest job, unless one is running: that one schedules the next when it ends.
    private func runNext() {
        guard !running, let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return }
        running = true
        job.runSynchronously(on: asUnownedSerialExecutor())
        running = false
        if jobs.withLock({ !$0.isEmpty }) { scheduleNext() }
    }
}

/// Called by CMainRunLoop when the async main starts: the executor's two-word reference.
@_cdecl("viewtree_makeMainRunLoopExecutor")
func makeMainRunLoopExecutor(_ identity: UnsafeMutablePointer<UnsafeRawPointer?>,
                             _ implementation: UnsafeMutablePointer<UInt>) {
    let executor = MainRunLoopExecutor.shared.asUnownedSerialExecutor()
    withUnsafeBytes(of: executor) { bytes in
        identity.pointee = bytes.load(as: UnsafeRawPointer?.self)
        implementation.pointee = bytes.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UInt.self)
    }
}
#endif

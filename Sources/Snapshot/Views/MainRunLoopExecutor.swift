import CMainRunLoop
import Foundation

#if os(Linux)
/// The main actor's executor on Linux once an async `main` (Swift Testing's) has started: each
/// job is a block on the main thread's run loop, as the main actor's jobs are on Darwin. A job
/// that spins the run loop (a test waiting with XCTWaiter) therefore lets the main queue's blocks
/// and later main-actor jobs run meanwhile, so strategies whose callbacks complete on the main
/// queue finish, where a main-queue job would hold the queue until its timeout. See CMainRunLoop.
final class MainRunLoopExecutor: SerialExecutor {
    static let shared = MainRunLoopExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        RunLoop.main.perform {
            job.runSynchronously(on: MainRunLoopExecutor.shared.asUnownedSerialExecutor())
        }
        viewtree_wakeMainRunLoop()
    }

    func checkIsolated() {
        precondition(Thread.isMainThread, "Main-actor code ran off the main thread")
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

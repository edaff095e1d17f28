import Dispatch
import Foundation
import Snapshot

// Usage: ParallelAssertions [count] [tasks] (a count of 0 keeps the reference and stops). Records one reference, then asserts `count` times
// sequentially and `count` times from `tasks` concurrent tasks (default: the core count), none of
// them on the main actor, and prints wall and CPU time for both.

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let count = arguments.first ?? 1000
let tasks = arguments.dropFirst().first ?? ProcessInfo.processInfo.activeProcessorCount

/// Where the reference is recorded.
enum Reference {
    /// A fresh folder for this run.
    static let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewtree-parallel-\(getpid())", isDirectory: true).path
}

/// One assertion against the recorded reference; `nil` when it passes.
@Sendable func assertOnce(record: SnapshotTestingConfiguration.Record = .never) -> String? {
    verifySnapshot(of: CardScreen(), as: .image(layout: .device(config: .iPhone13ProMax)), named: "cards",
                   record: record, snapshotDirectory: Reference.directory, testName: "cards")
}

/// Process CPU time (user + system) in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
}

/// The CPU clock of the main thread, where the main actor's work runs (top-level code starts there,
/// and the strategies' hops to the main actor run on the main queue it then serves).
let mainThreadClock: clockid_t = {
    var clock = clockid_t()
    pthread_getcpuclockid(pthread_self(), &clock)
    return clock
}()

/// CPU time (user + system) the main thread has used, in seconds: the main actor's share of an
/// assertion, which unlike wall time does not depend on what else the machine runs.
func mainThreadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(mainThreadClock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Runs `body`, prints its wall and CPU time (and the main thread's part of that CPU), and
/// returns the wall time in seconds.
func measure(_ label: String, _ body: () async -> Int) async -> Double {
    let cpu = cpuSeconds(), mainCPU = mainThreadCPUSeconds()
    let start = ContinuousClock.now
    let failures = await body()
    let elapsed = start.duration(to: .now)
    let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let cpuUsed = cpuSeconds() - cpu, mainUsed = mainThreadCPUSeconds() - mainCPU
    print(String(format: "%@: %d assertions, %.2f s wall (%.1f ms each), %.2f s CPU (%.2f ms each; main actor %.2f ms, %.0f%%), %d failed",
                 label, count, wall, wall * 1000 / Double(count), cpuUsed, cpuUsed * 1000 / Double(count),
                 mainUsed * 1000 / Double(count), 100 * mainUsed / max(cpuUsed, 1e-9), failures))
    return wall
}

_ = mainThreadClock
_ = assertOnce(record: .all)
guard count > 0 else {   // `ParallelAssertions 0` only records the reference, to look at
    print("reference: \(Reference.directory)/cards.cards.png")
    exit(0)
}
for _ in 0..<5 { _ = assertOnce() }   // warm caches (fonts, glyphs, the reference)
var load = [0.0, 0, 0]
getloadavg(&load, 3)
print(String(format: "%d cores, %d tasks, load %.2f", ProcessInfo.processInfo.activeProcessorCount, tasks, load[0]))

let sequential = await measure("sequential") {
    await Task.detached {
        (0..<count).reduce(0) { failures, _ in failures + (assertOnce() == nil ? 0 : 1) }
    }.value
}
let parallel = await measure("parallel  ") {
    await withTaskGroup(of: Int.self) { group in
        for worker in 0..<tasks {
            group.addTask {
                stride(from: worker, to: count, by: tasks).reduce(0) { f, _ in f + (assertOnce() == nil ? 0 : 1) }
            }
        }
        var failures = 0
        for await failed in group { failures += failed }
        return failures
    }
}
print(String(format: "parallel / sequential = %.2f", parallel / sequential))
try? FileManager.default.removeItem(atPath: Reference.directory)

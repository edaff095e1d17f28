import Foundation
@testable import os
import Testing

/// Counts how often a closure or a message's value runs.
private final class RunCounter: @unchecked Sendable {
    var runs = 0
    func run() -> Int {
        runs += 1
        return runs
    }
}

private struct Interrupted: Error {}

struct SignposterTests {
    let signposter = OSSignposter(subsystem: "com.example.trips", category: .pointsOfInterest)

    @Test func intervalsRunTheirClosuresOnceAndReturnTheirResults() throws {
        let counter = RunCounter()
        #expect(signposter.withIntervalSignpost("Load") { counter.run() } == 1)
        #expect(signposter.withIntervalSignpost("Load", id: signposter.makeSignpostID(), "trip \(7)") { counter.run() } == 2)
        #expect(throws: Interrupted.self) {
            try OSSignposter.disabled.withIntervalSignpost("Fail") { () throws -> Int in throw Interrupted() }
        }
        #expect(counter.runs == 2)
    }

    @Test func signpostsWriteNothingAndReadNoMessage() {
        let counter = RunCounter()
        let capture = LogCapture()
        LogOutput.$capture.withValue(capture) {
            let id = signposter.makeSignpostID()
            let state = signposter.beginInterval("Sync", id: id, "items \(counter.run())")
            signposter.emitEvent("Progress", id: id, "done \(counter.run())")
            signposter.endInterval("Sync", state, "end \(counter.run())")
            signposter.endInterval("Sync", signposter.beginAnimationInterval("Fade", "\(counter.run())"))
            let log = OSLog(subsystem: "com.example.trips", category: "perf")
            os_signpost(.begin, log: log, name: "Processing Items", "Begin processing %{public}d items", 3)
            os_signpost(.end, log: log, name: "Processing Items", signpostID: .exclusive)
        }
        #expect(capture.lines.isEmpty && counter.runs == 0)
        #expect(!signposter.isEnabled && !OSLog.default.signpostsEnabled)
    }

    @Test func identifiersAreDistinctPerIntervalAndStablePerObject() throws {
        let object = NSObject()
        #expect(signposter.makeSignpostID() != signposter.makeSignpostID())
        #expect(signposter.makeSignpostID(from: object) == OSSignpostID(log: .default, object: object))
        #expect(OSSignpostID.exclusive.rawValue == 0xEEEE_B0B5_B2B2_EEEE && OSSignpostID.null < OSSignpostID.invalid)
        let state = signposter.beginInterval("Save", id: OSSignpostID(9))
        let decoded = try JSONDecoder().decode(OSSignpostIntervalState.self, from: JSONEncoder().encode(state))
        #expect(decoded.signpostID == OSSignpostID(9) && OSSignpostIntervalState.beginState(id: .null).signpostID == .null)
    }
}

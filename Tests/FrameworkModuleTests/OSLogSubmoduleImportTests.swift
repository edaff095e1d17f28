import os.log
import os.signpost
import Testing

// Only `import os.log` and `import os.signpost` here, as older iOS files write them: they give
// the names of `import os`.
struct OSLogSubmoduleImportTests {
    @Test func submoduleImportsGiveTheLoggingNames() {
        let log = OSLog(subsystem: "com.example.trips", category: "legacy")
        os_log("legacy %d", log: .disabled, 1)
        os_signpost(.event, log: log, name: "Tick")
        #expect(OSLogType.error.rawValue == 0x10 && OSSignpostType.end.rawValue == 2)
        let logger: any Sendable = Logger(log)
        #expect(logger is Logger && OSLog.Category.pointsOfInterest.rawValue == "PointsOfInterest")
    }
}

import Foundation
@testable import os
import Testing

/// The lines `body` logs, read from its task instead of standard error.
private func lines(_ body: () -> Void) -> [String] {
    let capture = LogCapture()
    LogOutput.$capture.withValue(capture, operation: body)
    return capture.lines
}

struct LoggerOutputTests {
    let logger = Logger(subsystem: "com.example.trips", category: "sync")

    @Test func eachMessageIsOneLineUnderItsSubsystemAndCategory() {
        #expect(lines { logger.info("Saved \(3) trips") } == ["[com.example.trips:sync] Saved 3 trips"])
        #expect(lines { Logger().notice("Started") } == ["Started"])
        let log = OSLog(subsystem: "com.example.trips", category: .pointsOfInterest)
        #expect(lines { Logger(log).log("Tapped") } == ["[com.example.trips:PointsOfInterest] Tapped"])
    }

    @Test func everyLevelIsWrittenDebugAndTraceIncluded() {
        let written = lines {
            logger.trace("trace")
            logger.debug("debug")
            logger.info("info")
            logger.notice("notice")
            logger.log("log")
            logger.log(level: .fault, "level")
            logger.warning("warning")
            logger.error("error")
            logger.critical("critical")
            logger.fault("fault")
        }
        #expect(written.map { $0.replacingOccurrences(of: "[com.example.trips:sync] ", with: "") }
                == ["trace", "debug", "info", "notice", "log", "level", "warning", "error", "critical", "fault"])
    }

    @Test func aDisabledLogWritesNothing() {
        #expect(lines {
            Logger(OSLog.disabled).error("lost")
            os_log("lost %d", log: .disabled, 1)
            os_log(.error, log: .disabled, "lost")
        }.isEmpty)
        #expect(!OSLog.disabled.isEnabled(type: .error) && OSLog.default.isEnabled(type: .debug))
    }

    @Test func osLogFormatsItsArgumentsAsPrintfDoes() {
        let log = OSLog(subsystem: "com.example.trips", category: "cache")
        let written = lines {
            os_log("Loaded %d items from %@", log: log, type: .info, 3, "disk")
            os_log("Processed %{public}s with %{public}d items, %{private}@", log: log, "tools", 12, NSString(string: "ok"))
            os_log("[%5d][%-4s][%.2f][%x][%#X][%05.1f]", 42, "ab", 3.14159, 255, 255, 2.25)
            os_log("%u%% done, synced: %{bool}d, %{BOOL}d", 50, 1, 0)
            os_log("%s of %d", "one")
            os_log("width %*d|%-*d|", 4, 7, 3, 8)
            os_log(.error, log: log, "Failed after \(2) tries")
            os_log(.fault, log: log, "%@", "Issue reported")
            os_log(.info, log: log, "plain")
        }
        #expect(written == [
            "[com.example.trips:cache] Loaded 3 items from disk",
            "[com.example.trips:cache] Processed tools with 12 items, ok",
            "[   42][ab  ][3.14][ff][0XFF][002.2]",
            "50% done, synced: true, NO",
            "one of %d",
            "width    7|8  |",
            "[com.example.trips:cache] Failed after 2 tries",
            "[com.example.trips:cache] Issue reported",
            "[com.example.trips:cache] plain",
        ])
    }

    @Test func linesFromManyThreadsAreWrittenWhole() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("oslog-\(UUID().uuidString).txt").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer { unlink(path) }
        let line = String(repeating: "x", count: 3000)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<50 { LogOutput.write(line: "\(task)-\(index) \(line)", toDescriptor: descriptor) }
                }
            }
        }
        close(descriptor)
        let written = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(written.count == 400)
        #expect(written.allSatisfy { $0.hasSuffix(" " + line) && $0.split(separator: " ").count == 2 })
    }
}

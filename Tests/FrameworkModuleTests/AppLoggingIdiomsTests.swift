import Foundation
import OSLog
@testable import os
import SwiftUI
import Testing

// Logging as iOS apps write it, beside SwiftUI: a `Logger` per category in an extension, a
// main-actor view model that logs from isolated, nonisolated and async code, and errors.
extension Logger {
    static let network = Logger(subsystem: "com.example.trips", category: "network")
}

private struct RequestFailed: LocalizedError {
    var errorDescription: String? { "The server did not answer." }
}

@MainActor private final class TripsModel: ObservableObject {
    @Published var trips: [String] = []
    private let logger = Logger(subsystem: "com.example.trips", category: "model")

    func load() async {
        trips = ["Lisbon", "Kyoto"]
        logger.info("Loaded \(self.trips.count) trips")
        await report()
    }

    nonisolated func report() async {
        logger.notice("Report from \(String(describing: Self.self), privacy: .public)")
        Logger.network.error("Request failed: \(RequestFailed().localizedDescription)")
        os_log("%{public}@ left", log: .default, type: .debug, String(describing: Optional("Kyoto")))
    }
}

@MainActor struct AppLoggingIdiomsTests {
    @Test func aViewModelLogsFromEveryIsolation() async {
        let capture = LogCapture()
        let model = TripsModel()
        await LogOutput.$capture.withValue(capture) { await model.load() }
        #expect(capture.lines == [
            "[com.example.trips:model] Loaded 2 trips",
            "[com.example.trips:model] Report from TripsModel",
            "[com.example.trips:network] Request failed: The server did not answer.",
            "Optional(\"Kyoto\") left",
        ])
    }
}

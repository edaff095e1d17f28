import SnapshotTesting
import SwiftUI
import XCTest
@testable import CorpusApp

/// Imports only SnapshotTesting and SwiftUI, as many SwiftUI test files do.
@MainActor
final class NotificationSettingsTests: XCTestCase {
    func testSettingsForm() {
        assertSnapshot(of: NotificationSettingsView(),
                       as: .image(layout: .device(config: .iPhoneSe), traits: .init(displayScale: 1)))
    }

    func testSettingsFormLayout() {
        assertSnapshot(of: NotificationSettingsView(), as: .layoutTree(layout: .device(config: .iPhoneSe)))
    }
}

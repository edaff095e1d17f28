import SnapshotTesting
import SwiftUI
import Testing
@testable import CorpusApp

@MainActor
@Suite(.snapshots(record: .missing))
struct EmptyInboxSnapshotTests {
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func emptyInbox(style: UIUserInterfaceStyle) {
        assertSnapshot(of: EmptyInboxView(),
                       as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .sizeThatFits,
                                  traits: .init(userInterfaceStyle: style)),
                       named: style == .dark ? "dark" : "light")
    }

    @Test func largeText() {
        assertSnapshot(of: EmptyInboxView(),
                       as: .image(traits: .init(preferredContentSizeCategory: .accessibilityLarge)))
    }
}

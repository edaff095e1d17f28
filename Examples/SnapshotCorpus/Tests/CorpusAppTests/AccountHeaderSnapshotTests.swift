import SnapshotTesting
import SwiftUI
import Testing
@testable import CorpusApp

@MainActor
@Suite("Account header")
struct AccountHeaderSnapshotTests {
    private let header = AccountHeaderView(name: "Ana", balance: 12480.55, change: 0.034)

    @Test func lightMode() {
        assertSnapshot(of: header.frame(width: 390), as: .image)
    }

    @Test func darkMode() {
        assertSnapshot(of: header.frame(width: 390),
                       as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func negativeChange() {
        let falling = AccountHeaderView(name: "Ana", balance: 980.10, change: -0.125)
        assertSnapshot(of: falling.frame(width: 390), as: .image(precision: 0.99, perceptualPrecision: 0.98))
    }
}

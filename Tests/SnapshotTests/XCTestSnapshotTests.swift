import Snapshot
import XCTest

/// The same strategy from XCTest, as older test suites use it.
final class XCTestSnapshotTests: XCTestCase {
    func testBadgeMatchesTheSwiftTestingReference() {
        assertSnapshot(of: Badge(count: 3), as: .image(traits: .init(displayScale: 2)),
                       named: "badge")
    }
}

import Combine
import XCTest
@testable import CorpusApp

/// A Combine view model's test as iOS apps write it: it waits on an expectation for the debounce.
@MainActor
final class MerchantSearchModelTests: XCTestCase {
    func testSearchFiltersAfterTheDebounce() {
        let model = MerchantSearchModel(merchants: ["Coffee Corner", "Book Nook", "Corner Shop"])
        let filtered = expectation(description: "filtered")
        let cancellable = model.$visibleMerchants.dropFirst().sink { merchants in
            XCTAssertEqual(merchants, ["Coffee Corner", "Corner Shop"])
            filtered.fulfill()
        }
        model.searchText = "corner"
        XCTAssertEqual(model.visibleMerchants.count, 3)
        wait(for: [filtered], timeout: 5)
        cancellable.cancel()
    }

    func testResetNotificationClearsTheSearch() {
        let model = MerchantSearchModel(merchants: ["Book Nook"])
        model.searchText = "book"
        NotificationCenter.default.post(name: MerchantSearchModel.resetNotification, object: nil)
        XCTAssertEqual(model.searchText, "")
    }
}

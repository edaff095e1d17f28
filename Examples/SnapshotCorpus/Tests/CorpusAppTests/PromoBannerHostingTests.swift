import SnapshotTesting
import SwiftUI
import UIKit
import XCTest
@testable import CorpusApp

@MainActor
final class PromoBannerHostingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        UIView.setAnimationsEnabled(false)
    }

    func testBannerInAHostingController() {
        let controller = UIHostingController(rootView: PromoBanner(title: "Round-ups",
                                                                    message: "Save the change from every card payment.")
            .padding())
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 140)
        assertSnapshot(of: controller, as: .image)
    }

    func testBannerMatchesItsSwiftUISnapshotSize() {
        let banner = PromoBanner(title: "Travel insurance", message: "Covered abroad from today.").padding()
        let controller = UIHostingController(rootView: banner)
        let size = controller.sizeThatFits(in: CGSize(width: 375, height: 0))
        XCTAssertEqual(size.width, 375)
        XCTAssertGreaterThan(size.height, 60)
        assertSnapshot(of: controller, as: .image(size: size))
    }

    func testLongCopyWraps() async throws {
        let banner = PromoBanner(title: "A much longer promotion title that needs two lines",
                                 message: "And a message that goes on for a while, to check the wrapping.")
        let controller = UIHostingController(rootView: banner.padding())
        assertSnapshot(of: controller, as: .image(size: CGSize(width: 320, height: 180)))
    }
}

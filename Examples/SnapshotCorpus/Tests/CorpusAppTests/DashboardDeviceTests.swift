import SnapshotTesting
import SwiftUI
import UIKit
import XCTest
@testable import CorpusApp

/// The home screen on devices. The references are recorded at one pixel a point to keep the
/// repository small; drop the `displayScale` trait to record at the devices' own scale.
@MainActor
final class DashboardDeviceTests: XCTestCase {
    private let oneX = UITraitCollection(displayScale: 1)

    override func setUp() {
        super.setUp()
        UIView.setAnimationsEnabled(false)
    }

    func testDashboardOnIPhone13ProMax() {
        let controller = UIHostingController(rootView: DashboardView())
        assertSnapshot(of: controller, as: .image(on: .iPhone13ProMax, traits: oneX))
    }

    func testDashboardInDarkMode() {
        let controller = UIHostingController(rootView: DashboardView(showsPromo: false))
        controller.overrideUserInterfaceStyle = .dark
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        assertSnapshot(of: controller, as: .image(on: .iPhoneSe, precision: 0.98, perceptualPrecision: 0.98, traits: oneX))
    }

    func testHostingControllerAndViewRecordTheSamePixels() {
        let view = DashboardView(showsPromo: false)
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhoneSe), traits: oneX), named: "device")
        assertSnapshot(of: UIHostingController(rootView: view), as: .image(on: .iPhoneSe, traits: oneX), named: "device")
    }
}

import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import UIKit
@testable import CorpusApp

@MainActor
@Suite struct AsyncStrategyTests {
    @Test func snapshotAfterTheLayoutPass() {
        // Waits a turn of the main queue before snapshotting, as screens that finish their
        // layout asynchronously are snapshotted on iOS.
        let base = Snapshotting<UIViewController, _>.image(on: .iPhoneSe, traits: .init(displayScale: 1))
        let afterLayoutPass = Snapshotting(pathExtension: base.pathExtension, diffing: base.diffing) { (controller: UIViewController) in
            Async { callback in
                DispatchQueue.main.async {
                    controller.view.layoutIfNeeded()
                    base.snapshot(controller).run(callback)
                }
            }
        }
        let controller = UIHostingController(rootView: PromoBanner(title: "Round-ups", message: "Save the change.").padding())
        assertSnapshot(of: controller, as: afterLayoutPass)
    }

    @Test func pulledBackThroughTheMainQueue() {
        let strategy = Snapshotting<AnyView, _>.image(layout: .sizeThatFits).asyncPullback { (name: String) in
            Async { callback in
                DispatchQueue.main.async { callback(AnyView(ProfileAvatar(initials: name))) }
            }
        }
        assertSnapshot(of: "JD", as: strategy)
    }

    @Test func attachAStubImageToTheResults() {
        let stub = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            Palette.brandUIColor.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        Attachment.record(stub, named: "brand-swatch")
        #expect(stub.size == CGSize(width: 8, height: 8))
    }
}

import SnapshotTesting
import SwiftUI
import UIKit
import XCTest
@testable import CorpusApp

@MainActor
final class ProfileAvatarSnapshotTests: XCTestCase {
    override func setUp() {
        super.setUp()
        UIView.setAnimationsEnabled(false)
    }

    /// A flat stub photo, as tests use instead of real pictures.
    private func stubPhoto(_ color: UIColor, size: CGSize = CGSize(width: 120, height: 80)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            UIColor.white.withAlphaComponent(0.6).setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width / 2 - 20, y: 10, width: 40, height: 40)).fill()
        }
    }

    func testInitialsWithoutAPhoto() {
        assertSnapshot(of: ProfileAvatar(initials: "AK"), as: .image)
    }

    func testPhotoIsCroppedToACircle() {
        let avatar = ProfileAvatar(initials: "AK", photo: stubPhoto(.systemTeal), size: 80)
        assertSnapshot(of: avatar, as: .image(traits: .init(displayScale: 2)))
    }

    func testStubImageHasItsPointSize() throws {
        let photo = stubPhoto(.systemOrange, size: CGSize(width: 30, height: 20))
        XCTAssertEqual(photo.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(photo.scale, UIScreen.main.scale)
        let data = try XCTUnwrap(photo.pngData())
        XCTAssertEqual(UIImage(data: data, scale: photo.scale)?.size, photo.size)
    }
}

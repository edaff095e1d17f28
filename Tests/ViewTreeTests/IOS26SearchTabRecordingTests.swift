import Foundation
import Testing
@testable import ViewTree
import Raster

/// A tab bar with a search tab in iOS 26's look against Dimillian/IceCubesApp's iOS 26 screenshots
/// (`screenshots.pco/Images/Default/130D4643-ED26-4CE3-9F27-AEC47ED712DB.png` at 4a47fb7a, 402 by
/// 874 at 3x, safe area 62 above and 34 below): four tabs on a glass capsule 21...311 by
/// 791...853 and the search tab's glass circle 319...381, 8 after it.
@MainActor @Suite struct IOS26SearchTabRecordingTests {
    @Test func theCapsuleAndTheSearchCircleSitAsRecorded() throws {
        let tabs = TabView(selection: .constant(1)) {
            Tab("Timeline", systemImage: "rectangle.stack", value: 0) { Color.white }
            Tab("Notifications", systemImage: "bell.fill", value: 1) { Color.white }
            Tab("Favorites", systemImage: "star", value: 2) { Color.white }
            Tab("Messages", systemImage: "tray", value: 3) { Color.white }
            Tab(value: 4, role: .search) { Color.white }
        }
        let renderer = ImageRenderer(content: tabs.viewTreeOSVersion(.iOS26))
        renderer.window = ViewTreeWindow(size: CGSize(width: 402, height: 874),
                                         safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        renderer.scale = 3
        let canvas = try renderer.canvas
        // The glass's edges across its middle (y 822): where a neighbouring pixel differs by 4
        // levels or more (the glass's light rim against the shadowed page).
        let row = (0..<canvas.width).map { Int(canvas.pixel(x: $0, y: 3 * 822).green) }
        let edges = (1..<canvas.width).filter { abs(row[$0] - row[$0 - 1]) >= 4 }.map { CGFloat($0) / 3 }
        #expect(abs((edges.first ?? 0) - 21) <= 0.34 && abs((edges.last ?? 0) - 381) <= 0.34, "\(edges)")
        let capsuleEnd = try #require(edges.filter { $0 < 316 }.last), circleStart = try #require(edges.first { $0 > 314 })
        #expect(abs(capsuleEnd - 311) <= 0.34 && abs(circleStart - 319) <= 0.34, "\(capsuleEnd) \(circleStart)")
        let column = (3 * 770..<3 * 874).map { Int(canvas.pixel(x: 3 * 350, y: $0).green) }
        let top = try #require((1..<column.count).first { abs(column[$0] - column[$0 - 1]) >= 4 })
        #expect(abs(CGFloat(3 * 770 + top) / 3 - 791) <= 0.34, "\(CGFloat(3 * 770 + top) / 3)")
    }
}

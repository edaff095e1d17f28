import Foundation
import Testing
@testable import ViewTree
import Raster

/// The navigation bar's glass buttons in iOS 26's look against two screen recordings that agree
/// (FIDELITY.md, "Bar glass"): Ranchero-Software/NetNewsWire's App Store screenshot
/// `AppStore/NetNewsWire7/Screenshots/Max/Max-Feeds-Light.png` at f33b77829 (iOS 26, 440 by 956
/// at 3x, a trailing glass circle over a grouped list under a large title) and KeenWill/signalbox's
/// `clients/native/Screenshots/iOS/iphone-17-pro/active-chat.png` (iOS 26.4, a back button). The
/// glass casts the floating glass's shadow and has no darker line along its edge.
@MainActor @Suite struct IOS26BarGlassShadowTests {
    private func canvas<V: View>(_ view: V, size: CGSize) throws -> RasterCanvas {
        let renderer = ImageRenderer(content: view.viewTreeOSVersion(.iOS26))
        renderer.window = ViewTreeWindow(size: size, safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        renderer.scale = 3
        return try renderer.canvas
    }

    /// How much darker than `page` the pixel at (`x`, `y`) points is, in levels of green.
    private func darkening(_ canvas: RasterCanvas, _ x: CGFloat, _ y: CGFloat, page: Int) -> Int {
        page - Int(canvas.pixel(x: Int(x * 3), y: Int(y * 3)).green)
    }

    @Test func theTrailingCircleCastsTheRecordedShadow() throws {
        // Max-Feeds-Light.png: the circle 376...420 by 62...106; the page (243) darkened by 5, 3
        // and 1 levels 1, 9 and 17 points above the circle (at x 398), by 7, 5 and 2 at 1, 9 and
        // 17 points to its left (at y 84), by 11, 8 and 5 at 1, 9 and 17 points below; no darker
        // line: the pixel just outside the edge is the shadow's.
        let feeds = NavigationStack {
            List {
                Section("Smart Feeds") { Text("Today") }
            }
            .navigationTitle("Feeds")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {} label: { Image(systemName: "line.3.horizontal.decrease") }
                }
            }
        }
        let screen = try canvas(feeds, size: CGSize(width: 440, height: 956))
        let page = Int(screen.pixel(x: 3 * 300, y: 3 * 84).green)
        let recorded: [(CGPoint, Int)] = [
            (CGPoint(x: 398, y: 61), 5), (CGPoint(x: 398, y: 53), 3), (CGPoint(x: 398, y: 45), 1),
            (CGPoint(x: 375, y: 84), 7), (CGPoint(x: 367, y: 84), 5), (CGPoint(x: 359, y: 84), 2),
            (CGPoint(x: 398, y: 106.34), 11), (CGPoint(x: 398, y: 115), 8), (CGPoint(x: 398, y: 123), 5),
        ]
        for (point, levels) in recorded {
            let found = darkening(screen, point.x, point.y, page: page)
            #expect(abs(found - levels) <= 2, "\(point): \(found) levels, recorded \(levels)")
        }
        // No outline: the ring of pixels just outside the circle's left edge is no darker than
        // the shadow a point further out.
        #expect(darkening(screen, 375.67, 84, page: page) - darkening(screen, 375, 84, page: page) <= 1)
    }

    @Test func theBackButtonCastsTheRecordedShadow() throws {
        // active-chat.png: the circle 16...60 by 62...106 darkens the page (248) by 4 levels 1
        // point above it, 7 a point to its right and 11 a point below.
        let pushed = NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle("Sessions")
                .navigationDestination(for: Int.self) { _ in
                    Color.white.navigationTitle("Research process protocol").navigationBarTitleDisplayMode(.inline)
                }
        }
        let screen = try canvas(pushed, size: CGSize(width: 402, height: 874))
        let recorded: [(CGPoint, Int)] = [(CGPoint(x: 38, y: 61), 4), (CGPoint(x: 60.34, y: 84), 7), (CGPoint(x: 38, y: 106.34), 11)]
        for (point, levels) in recorded {
            let found = darkening(screen, point.x, point.y, page: 255)
            #expect(abs(found - levels) <= 2, "\(point): \(found) levels, recorded \(levels)")
        }
    }
}

import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 26's chrome against KeenWill/signalbox at e3d0b496c (FIDELITY.md, "signalbox"): the UI
/// test screenshots of a plain SwiftUI app on an iPhone 17 Pro simulator with iOS 26.4
/// (`clients/native/Screenshots/iOS/iphone-17-pro/*.png`, 402 by 874 at 3x, the safe area 62
/// above and 34 below) and its hosted renders with no safe area (`clients/native/Tests/
/// SignalboxAppTests/__Snapshots__/LiveScreenSnapshotTests/*.iphone-portrait.png`, 390 by 844
/// at 2x). The views are our equivalents of its screens. Positions in points.
@MainActor @Suite struct IOS26SignalboxRecordingTests {
    private static let phone = ViewTreeWindow(size: CGSize(width: 402, height: 874),
                                              safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))

    private func renderer<V: View>(_ view: V, window: ViewTreeWindow = phone) -> ImageRenderer<some View> {
        let renderer = ImageRenderer(content: view.viewTreeOSVersion(.iOS26))
        renderer.window = window
        renderer.scale = 3
        return renderer
    }

    /// The box of the pixels in `area` (points) darker than `threshold`, in points.
    private func ink(in canvas: RasterCanvas, _ area: CGRect, below threshold: Int) -> CGRect? {
        var box: CGRect?
        for y in Int(area.minY * 3)..<Int(area.maxY * 3) {
            for x in Int(area.minX * 3)..<Int(area.maxX * 3) {
                let pixel = canvas.pixel(x: x, y: y)
                guard (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3 < threshold else { continue }
                let dot = CGRect(x: CGFloat(x) / 3, y: CGFloat(y) / 3, width: 1.0 / 3, height: 1.0 / 3)
                box = box?.union(dot) ?? dot
            }
        }
        return box
    }

    /// The four tabs of the app, the one at `selection` selected.
    private func tabs(selection: Int, first: some View = Color.white) -> some View {
        TabView(selection: .constant(selection)) {
            first.tabItem { Label("Sessions", systemImage: "bubble.left.and.bubble.right.fill") }.tag(0)
            Color.white.tabItem { Label("Monitor", systemImage: "waveform.path.ecg") }.tag(1)
            Color.white.tabItem { Label("Runners", systemImage: "server.rack") }.tag(2)
            Color.white.tabItem { Label("Settings", systemImage: "gearshape.fill") }.tag(3)
        }
    }

    @Test func theBackButtonIsTheChevronOnA44PointCircleAsRecorded() throws {
        // active-chat.png: the circle from 16 to 60 and 62 to 106; the chevron's ink 31...42 by
        // 75...93.67.
        let pushed = NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle("Sessions")
                .navigationDestination(for: Int.self) { _ in
                    Color.white.navigationTitle("Research process protocol").navigationBarTitleDisplayMode(.inline)
                }
        }
        let image = renderer(pushed)
        #expect(frames(image.layout, named: "Glass") == [CGRect(x: 16, y: 62, width: 44, height: 44)])
        let chevron = try #require(ink(in: try image.canvas, CGRect(x: 20, y: 66, width: 36, height: 36), below: 120))
        #expect(abs(chevron.minX - 31) <= 0.5 && abs(chevron.maxX - 42) <= 0.5, "\(chevron)")
        #expect(abs(chevron.minY - 75) <= 0.5 && abs(chevron.maxY - 93.67) <= 0.5, "\(chevron)")
        // The title's capitals centred 22 below the safe area, as the circle is.
        let title = try #require(image.layout.first(text: "Research process protocol")).frame
        #expect(abs(title.midY - 84) <= 0.5 && abs(title.midX - 201) <= 0.5, "\(title)")
    }

    @Test func twoGlyphItemsShareA98PointCapsuleThePrimaryActionLast() throws {
        // sessions.png: a `.primaryAction` "plus" declared before an `.automatic`
        // "arrow.clockwise", drawn after it on one capsule from 287.67 to 386 and 62 to 106; the
        // plus's ink 17.67 wide (the large image scale), centred at 363.17.
        let screen = NavigationStack {
            Color.white.navigationTitle("Sessions").toolbar {
                ToolbarItem(placement: .primaryAction) { Button {} label: { Label("Create Session", systemImage: "plus") } }
                ToolbarItem(placement: .automatic) { Button {} label: { Label("Refresh", systemImage: "arrow.clockwise") } }
            }
        }
        let layout = renderer(screen).layout
        let capsule = try #require(frames(layout, named: "Glass").first)
        #expect(abs(capsule.minX - 287.67) <= 0.34 && capsule.maxX == 386 && capsule.minY == 62 && capsule.height == 44, "\(capsule)")
        let images = frames(layout, named: "Image").sorted { $0.minX < $1.minX }
        #expect(images.count == 2 && layout.first(text: "Refresh") == nil)
        let plus = try #require(images.last)
        #expect(abs(plus.width - 17.67) <= 1 && abs(plus.midX - 363.17) <= 1, "\(plus)")
    }

    @Test func inATabTheSearchFieldIsA44PointCapsuleBelowTheLargeTitle() throws {
        // sessions.png: the field from 169 to 213 and 16 to 386, fill 239,239,240 on white, the
        // glass's ink from 30, the prompt's from 56.33; the content from 228.
        let screen = NavigationStack {
            Color.white.navigationTitle("Sessions").searchable(text: .constant(""), prompt: "Search sessions")
        }
        let image = renderer(tabs(selection: 0, first: screen))
        let layout = image.layout
        #expect(layout.first(named: "NavigationBar")?.frame == CGRect(x: 0, y: 62, width: 402, height: 166))
        let canvas = try image.canvas
        let fill = canvas.pixel(x: 3 * 200, y: 3 * 191)
        #expect(abs(Int(fill.red) - 239) <= 1 && abs(Int(fill.blue) - 240) <= 1, "\(fill)")
        #expect(canvas.pixel(x: 3 * 200, y: 3 * 169 - 1) != fill && canvas.pixel(x: 3 * 200, y: 3 * 169) == fill)
        #expect(canvas.pixel(x: 3 * 200, y: 3 * 213 - 1) == fill && canvas.pixel(x: 3 * 200, y: 3 * 213) != fill)
        let glyph = try #require(ink(in: canvas, CGRect(x: 20, y: 175, width: 32, height: 32), below: 200))
        #expect(abs(glyph.minX - 30) <= 0.5 && abs(glyph.maxX - 46.33) <= 0.5, "\(glyph)")
        let prompt = try #require(ink(in: canvas, CGRect(x: 50, y: 175, width: 200, height: 32), below: 200))
        #expect(abs(prompt.minX - 56.33) <= 0.5, "\(prompt)")
    }

    @Test func fourTabsOn95PointPillsAsRecorded() throws {
        // sessions.png and settings.png: the capsule from 21 to 381 and 791 to 853; the pill 95
        // by 54, 25...120 (first) and 282...377 (last), black 7% (237 over 255); the titles
        // centred at 72.5, 158.2, 243.9 and 329.4.
        for (selection, pill) in [(0, 25.0...120.0), (3, 282.0...377.0)] {
            let image = renderer(tabs(selection: selection))
            let canvas = try image.canvas
            let grey = RGBA8(red: 237, green: 237, blue: 237, alpha: 255)
            let row = (0..<canvas.width).filter { canvas.pixel(x: $0, y: 3 * 822) == grey }
            let left = CGFloat(try #require(row.first)) / 3, right = CGFloat(try #require(row.last) + 1) / 3
            #expect(abs(left - pill.lowerBound) <= 0.34 && abs(right - pill.upperBound) <= 0.34, "\(selection): \(left)...\(right)")
            let column = (3 * 780..<3 * 860).filter { canvas.pixel(x: Int(3 * (left + right) / 2), y: $0) == grey }
            #expect(column.first == 3 * 795 && column.last == 3 * 849 - 1, "\(selection): \(String(describing: column.first))")
            for (title, centre) in [("Sessions", 72.5), ("Monitor", 158.2), ("Runners", 243.9), ("Settings", 329.4)] {
                let frame = try #require(image.layout.first(text: title)).frame
                #expect(abs(frame.midX - centre) <= 0.5, "\(title) at \(frame.midX)")
            }
        }
    }

    @Test func theTabBarCastsTheRecordedShadow() throws {
        // sessions.png: the white background around the capsule (21...381 by 791...853) darkened
        // by 5, 3, 1 and 0 levels 1, 9, 17 and 25 points above it (at x 200); by 8, 5 and 2 at 1,
        // 9 and 21 points beside it (at y 822); by 12, 9 and 4 at 1, 8 and 20 points below.
        let canvas = try renderer(tabs(selection: 0)).canvas
        func darkening(_ x: CGFloat, _ y: CGFloat) -> Int { 255 - Int(canvas.pixel(x: Int(x * 3), y: Int(y * 3)).green) }
        let recorded: [(CGPoint, Int)] = [
            (CGPoint(x: 200, y: 790), 5), (CGPoint(x: 200, y: 782), 3), (CGPoint(x: 200, y: 774), 1), (CGPoint(x: 200, y: 766), 0),
            (CGPoint(x: 20, y: 822), 8), (CGPoint(x: 12, y: 822), 5), (CGPoint(x: 0, y: 822), 2),
            (CGPoint(x: 200, y: 854), 12), (CGPoint(x: 200, y: 861), 9), (CGPoint(x: 200, y: 873), 4),
        ]
        for (point, levels) in recorded {
            #expect(abs(darkening(point.x, point.y) - levels) <= 2, "\(point): \(darkening(point.x, point.y)) levels, recorded \(levels)")
        }
        // The glass itself stays as light as its tint over white.
        #expect(darkening(200, 800) <= 1)
    }

    @Test func withNoSafeAreaTheCapsuleKeeps21OffTheEdge() throws {
        // testSessionList.iphone-portrait.png (390 by 844, no safe area): the capsule from 761
        // to 823 and 21 to 369; the first pill 25...117.
        let canvasWindow = ViewTreeWindow(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets())
        let canvas = try renderer(tabs(selection: 0), window: canvasWindow).canvas
        let grey = RGBA8(red: 237, green: 237, blue: 237, alpha: 255)
        let row = (0..<canvas.width).filter { canvas.pixel(x: $0, y: 3 * 792) == grey }
        let left = CGFloat(try #require(row.first)) / 3, right = CGFloat(try #require(row.last) + 1) / 3
        #expect(abs(left - 25) <= 0.34 && abs(right - 117) <= 0.34, "\(left)...\(right)")
        // The glass stays within 2 levels of white down to its outline; the shadow below is darker.
        let glass = (3 * 780..<3 * 844).filter { canvas.pixel(x: 3 * 200, y: $0).green >= 253 }
        #expect(abs(CGFloat(try #require(glass.last) + 1) / 3 - 823) <= 0.67, "\(String(describing: glass.last))")
    }

    @Test func aFirstSectionHeaderUnderALargeTitleSitsAsRecorded() throws {
        // settings.png: the large title's capitals from 127; "Process protocol" (the header)
        // from 181.67; the card from 208.33, 16 in.
        let settings = NavigationStack {
            Form {
                Section { Text("signalboxd currently exposes only a local Unix socket.") } header: { Text("Process protocol") }
            }
            .navigationTitle("Settings")
        }
        let screen = try renderer(settings).canvas
        let header = try #require(ink(in: screen, CGRect(x: 20, y: 170, width: 200, height: 30), below: 200))
        #expect(abs(header.minY - 181.67) <= 0.5, "\(header)")
        let card = try #require((3 * 200..<3 * 215).first { screen.pixel(x: 3 * 200, y: $0).red == 255 })
        #expect(abs(CGFloat(card) / 3 - 208.33) <= 0.34, "\(CGFloat(card) / 3)")
        let title = try #require(ink(in: screen, CGRect(x: 10, y: 116, width: 200, height: 52), below: 100))
        #expect(abs(title.minY - 127) <= 1.01, "\(title)")
    }
}

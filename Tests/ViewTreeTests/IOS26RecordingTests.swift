import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 26's chrome against plain recordings of the iOS 26 simulators (FIDELITY.md, "The iOS 26
/// look"): imodeveloper/dskit-swiftui's screens (an iPhone 17 Pro simulator, a 393 by 852 window
/// with 47 above and 34 below) and rckim77/Sudoku's statistics list (iOS 26.1, the key window's
/// 62 above and 34 below). Positions in points, at 3x as recorded.
@MainActor @Suite struct IOS26RecordingTests {
    private static let dskitWindow = ViewTreeWindow(size: CGSize(width: 393, height: 852),
                                                    safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    private func renderer<V: View>(_ view: V, window: ViewTreeWindow = dskitWindow, os: ViewTreeOSVersion = .iOS26,
                                   scheme: ColorScheme = .light) -> ImageRenderer<some View> {
        let renderer = ImageRenderer(content: view.viewTreeOSVersion(os))
        renderer.window = window
        renderer.scale = 3
        renderer.environment.colorScheme = scheme
        return renderer
    }

    /// The runs of `colour` along the row `y` of `canvas` (in device pixels), in points.
    private func runs(of colour: RGBA8, in canvas: RasterCanvas, y: Int) -> [ClosedRange<CGFloat>] {
        var result: [ClosedRange<CGFloat>] = [], start: Int?
        for x in 0...canvas.width {
            let inside = x < canvas.width && canvas.pixel(x: x, y: y) == colour
            if inside, start == nil { start = x }
            if !inside, let first = start { result.append(CGFloat(first) / 3...CGFloat(x) / 3); start = nil }
        }
        return result
    }

    @Test func fourTabsCentreOn94PointPillsSpreadOverTheCapsuleAsRecorded() throws {
        let tabs = TabView(selection: .constant(2)) {
            Color.white.tabItem { Label("Home", systemImage: "house.fill") }.tag(0)
            Color.white.tabItem { Label("Cart", systemImage: "cart.fill") }.tag(1)
            Color.white.tabItem { Label("About", systemImage: "info.circle.fill") }.tag(2)
            Color.white.tabItem { Label("Settings", systemImage: "gearshape") }.tag(3)
        }
        let tree = renderer(tabs).layout
        // AboutUsScreen1: the titles' centres at 72.5, 155, 237.8 and 320.
        for (title, recorded) in [("Home", 72.5), ("Cart", 155), ("About", 237.8), ("Settings", 320)] {
            let frame = try #require(tree.first(text: title)).frame
            #expect(abs(frame.midX - recorded) <= 1.5, "\(title) at \(frame.midX)")
        }
        // The selected pill: 190 to 285.3 wide, 773.2 to 826.8 tall, recorded; 94 by 54 here.
        let canvas = try renderer(tabs).canvas
        let pill = canvas.pixel(x: 3 * 200, y: 3 * 800)
        // Across the middle (the icon splits the pill's runs) and down the centre line (above
        // the icon and below the title).
        let across = runs(of: pill, in: canvas, y: 3 * 800).filter { $0.lowerBound > 180 && $0.upperBound < 300 }
        let left = try #require(across.first?.lowerBound), right = try #require(across.last?.upperBound)
        #expect(abs(left - 190) <= 1 && abs(right - 285.3) <= 1, "\(left)...\(right)")
        #expect(canvas.pixel(x: 3 * 238, y: 3 * 774) == pill && canvas.pixel(x: 3 * 238, y: 3 * 826) == pill)
        #expect(canvas.pixel(x: 3 * 238, y: 3 * 772) != pill && canvas.pixel(x: 3 * 238, y: 3 * 828) != pill)
    }

    @Test func theSwitchSliderAndSegmentedControlHaveTheRecordedSizes() throws {
        // Filters3: the switch 63 by 28 with a 37 by 24 thumb; the slider's thumb 37 by 24 on a
        // 6-point track; AboutUsScreen2_0: the segmented control 32 tall, no line between segments.
        let toggle = Toggle("", isOn: .constant(true)).labelsHidden()
        #expect(renderer(toggle, window: ViewTreeWindow(size: nil)).layout.frame.size == CGSize(width: 63, height: 28))
        #expect(ControlMetrics.switchShape(.iOS26).thumb == CGSize(width: 37, height: 24))
        #expect(ControlMetrics.slider(.iOS26).trackHeight == 6 && ControlMetrics.slider(.iOS26).thumb == CGSize(width: 37, height: 24))
        let slider = Slider(value: .constant(0.5)).frame(width: 200)
        let canvas = try renderer(slider, window: ViewTreeWindow(size: nil)).canvas
        let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        let thumb = try #require(runs(of: white, in: canvas, y: 3 * 12).first { $0.contains(100) })
        #expect(abs(thumb.upperBound - thumb.lowerBound - 37) <= 1, "\(thumb)")
        let picker = Picker("", selection: .constant(0)) { Text("Info").tag(0); Text("Feedback").tag(1); Text("Contacts").tag(2) }
            .pickerStyle(.segmented).frame(width: 361)
        let segmented = try renderer(picker, window: ViewTreeWindow(size: nil)).canvas
        #expect(segmented.height == 3 * 32)
        // Between "Feedback" and "Contacts" (x 240.7): the track's grey, no hairline.
        let track = segmented.pixel(x: 3 * 235, y: 3 * 16)
        #expect((3 * 238..<3 * 244).allSatisfy { segmented.pixel(x: $0, y: 3 * 16) == track })
        let old = try renderer(picker, window: ViewTreeWindow(size: nil), os: .iOS17).canvas
        #expect((3 * 238..<3 * 244).contains { old.pixel(x: $0, y: 3 * 16) != old.pixel(x: 3 * 235, y: 3 * 16) })
    }

    @Test func aLoneBottomBarGroupIsACentred48PointCapsuleAsRecorded() throws {
        // Sudoku's game screen: six glyph buttons in one group, the capsule from 29 to 361.3 and
        // 48 tall in a 390-point window.
        let screen = NavigationStack {
            Color.white.toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("", systemImage: "pause.fill") {}
                    Button("", systemImage: "arrow.uturn.backward") {}
                    Button("", systemImage: "eraser") {}
                    Button("", systemImage: "square.and.pencil") {}
                    Button("", systemImage: "lightbulb") {}
                    Button("", systemImage: "square.and.arrow.down") {}
                }
            }
        }
        let window = ViewTreeWindow(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        let glass = try #require(frames(renderer(screen, window: window).layout, named: "Glass").first)
        #expect(glass.height == 48 && abs(glass.minX - 29) <= 1 && abs(glass.maxX - 361.3) <= 1, "\(glass)")
        // Recorded in the key window, 4 below: the capsule ends there, 792...840; with no inset,
        // 4 above the edge (the 812-point recording's 760...808).
        for (inset, bottom) in [(CGFloat(4), CGFloat(840)), (0, 840)] {
            let keyWindow = ViewTreeWindow(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: inset, trailing: 0))
            let capsule = try #require(frames(renderer(screen, window: keyWindow).layout, named: "Glass").first)
            #expect(capsule.maxY == bottom, "inset \(inset): \(capsule)")
        }
        // iOS 17 keeps the group at the leading margin.
        let old = try #require(frames(renderer(screen, window: window, os: .iOS17).layout, named: "Image").first)
        #expect(abs(old.minX - 16) <= 1, "\(old)")
    }

    @Test func listSeparatorsAreAPointThickInTheRecordedGreys() throws {
        let list = List { Section("Difficulty") { Text("Easy"); Text("Medium"); Text("Hard") } }
        let window = ViewTreeWindow(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        for (scheme, recorded) in [(ColorScheme.light, RGBA8(red: 232, green: 232, blue: 232, alpha: 255)),
                                   (.dark, RGBA8(red: 56, green: 56, blue: 59, alpha: 255))] {
            let canvas = try renderer(list, window: window, scheme: scheme).canvas
            // Down the middle: separator rows between the rows, 3 device pixels each.
            let rows = (0..<canvas.height).filter { canvas.pixel(x: 3 * 195, y: $0) == recorded }
            #expect(rows.count == 2 * 3, "\(scheme): \(rows)")
            // From the text's leading edge (32) to 16 short of the card's end (374).
            let separatorRow = try #require(rows.first)
            let run = try #require(runs(of: recorded, in: canvas, y: separatorRow).first)
            #expect(run == 32...358, "\(run)")
        }
        // iOS 17: two hairlines of one device pixel, darker than the grouped background's 242.
        let old = try renderer(list, window: window, os: .iOS17).canvas
        #expect((0..<old.height).filter { (150..<235).contains(old.pixel(x: 3 * 195, y: $0).red) }.count == 2)
    }

    @Test func listsAndBarsShareOneLayoutMarginRule() throws {
        // Cards 16 in on 375, 390 and 402-point screens in iOS 26, 20 on 428 and on iPads; iOS 18,
        // 20 at 402.
        let recorded: [(width: CGFloat, margin: CGFloat)] = [(375, 16), (390, 16), (402, 16), (428, 20), (834, 20), (1366, 20)]
        for (width, margin) in recorded {
            #expect(ChromeMetrics.layoutMargin(forWidth: width, in: .iOS26) == margin)
            #expect(ListStyleMetrics(kind: .insetGrouped, width: width, os: .iOS26).cardMargin == margin)
        }
        #expect(ChromeMetrics.layoutMargin(forWidth: 402, in: .iOS18) == 20)
        #expect(ChromeMetrics.layoutMargin(forWidth: 393, in: .iOS18) == 16)
        // A bar's trailing item keeps the same margin as the list's cards below it.
        let screen = NavigationStack {
            List { Text("Row") }.navigationTitle("T").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
        }
        let screens: [(os: ViewTreeOSVersion, width: CGFloat)] = [(.iOS18, 402), (.iOS26, 402), (.iOS26, 428)]
        for (os, width) in screens {
            let window = ViewTreeWindow(size: CGSize(width: width, height: 874), safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
            let tree = renderer(screen, window: window, os: os).layout
            let edit = try #require(tree.first(text: "Edit")).frame, row = try #require(tree.first(text: "Row")).frame
            let margin = ChromeMetrics.layoutMargin(forWidth: width, in: os)
            let padding = os.hasLiquidGlass ? LiquidGlassMetrics.barButtonPadding : 0
            #expect(abs(width - margin - padding - edit.maxX) <= 0.5, "\(os) \(width): Edit ends at \(edit.maxX)")
            #expect(row.minX == 2 * margin, "\(os) \(width): row text at \(row.minX)")
        }
    }
}

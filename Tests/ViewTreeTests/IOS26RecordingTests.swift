import Foundation
import Testing
@testable import ViewTree
import Raster

/// iOS 26's chrome against plain recordings of the iOS 26 simulators (FIDELITY.md, "The iOS 26
/// look"): imodeveloper/dskit-swiftui's screens (an iPhone 17 Pro simulator, a 393 by 852 window
/// with 47 above and 34 below), rckim77/Sudoku's statistics list (iOS 26.1, the key window's
/// 62 above and 34 below) and home-assistant/iOS's settings screens (iOS 26.0 and 26.4, key
/// windows). Positions in points, at 3x as recorded.
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

    @Test func fourTabsCentreOnPillsSpreadOverTheCapsuleAsRecorded() throws {
        let tabs = TabView(selection: .constant(0)) {
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
        // BookingScreen1: the first tab's pill from 25 to 117.7 and 773.2 to 826.8 tall; 92.75
        // by 54 here (an even share of the capsule's 343 inside, plus 7).
        let canvas = try renderer(tabs).canvas
        let pill = canvas.pixel(x: 3 * 30, y: 3 * 800)
        let across = runs(of: pill, in: canvas, y: 3 * 800).filter { $0.upperBound < 130 }
        let left = try #require(across.first?.lowerBound), right = try #require(across.last?.upperBound)
        #expect(abs(left - 25) <= 0.5 && abs(right - 117.7) <= 0.5, "\(left)...\(right)")
        #expect(canvas.pixel(x: 3 * 71, y: 3 * 774) == pill && canvas.pixel(x: 3 * 71, y: 3 * 826) == pill)
        #expect(canvas.pixel(x: 3 * 71, y: 3 * 772) != pill && canvas.pixel(x: 3 * 71, y: 3 * 828) != pill)
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
            let padding = os.hasLiquidGlass ? LiquidGlassMetrics.barTextButtonPadding : 0
            #expect(abs(width - margin - padding - edit.maxX) <= 0.5, "\(os) \(width): Edit ends at \(edit.maxX)")
            #expect(row.minX == 2 * margin, "\(os) \(width): row text at \(row.minX)")
        }
    }

    /// home-assistant/iOS's key-window recordings at d722d78 (390 by 844 windows of an iPhone 16,
    /// iOS 26.0, safe area 59 above, and of an iPhone 17, iOS 26.4, 62 above).
    private static func keyWindow(top: CGFloat) -> ViewTreeWindow {
        ViewTreeWindow(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: 4, trailing: 0))
    }

    @Test func barItemsAndTheInlineTitleCentre22BelowTheSafeAreaAsRecorded() throws {
        // GesturesSetupView (iOS 26.4): the trailing "Reset" capsule from 62 to 106 and from
        // 298.3 to 374.3 (16 from the edge), its label padded 16 a side where a glyph's is 11.
        let gestures = NavigationView {
            List { Text("Shake") }
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Reset") {} } }
        }
        let tree = renderer(gestures, window: Self.keyWindow(top: 62)).layout
        let capsule = try #require(tree.allViews.first { $0.name == "Glass" }).frame
        #expect(capsule.minY == 62 && capsule.maxY == 106 && capsule.maxX == 374, "\(capsule)")
        let reset = try #require(tree.first(text: "Reset")).frame
        #expect(abs(reset.midY - 84) <= 0.5)
        #expect(abs(capsule.minX - 298.3) <= 1, "\(capsule)")
        let glyph = NavigationView {
            List { Text("Shake") }
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } } }
        }
        let circle = try #require(renderer(glyph, window: Self.keyWindow(top: 62)).layout.allViews.first { $0.name == "Glass" }).frame
        #expect(circle.size == CGSize(width: 44, height: 44), "\(circle)")
        // ListPickerTests' content (iOS 26.0): the inline title's capitals centred 22 below the
        // safe area (its baseline 28.3 below); rows 51 apart; "Section 1" from 126 (ink).
        let picker = NavigationView {
            List {
                Section("Section 1") { Text("Abc"); Text("aaaa"); Text("bbbb") }
            }
            .navigationBarTitleDisplayMode(.inline)
            .navigationTitle("Title 1")
        }
        .dynamicTypeSize(.medium)  // swift-snapshot-testing's phone traits
        let listTree = renderer(picker, window: Self.keyWindow(top: 59)).layout
        let title = try #require(listTree.first(text: "Title 1")).frame
        #expect(abs(title.midY - (59 + 22)) <= 0.5 && abs(title.midX - 195) <= 0.5, "\(title)")
        let first = try #require(listTree.first(text: "Abc")).frame, second = try #require(listTree.first(text: "aaaa")).frame
        #expect(second.minY - first.minY == 51)
        // The first card: 152.33 recorded, within a point (the header's text is the stand-in font's).
        let canvas = try renderer(picker, window: Self.keyWindow(top: 59)).canvas
        let cardTop = try #require((3 * 140..<3 * 170).first { canvas.pixel(x: 3 * 200, y: $0).red == 255 })
        #expect(abs(CGFloat(cardTop) / 3 - 152.33) <= 1.01, "\(CGFloat(cardTop) / 3)")
    }

    @Test func threeTabsMakeA274PointCapsuleAsUIKitLaysItsButtonsOut() throws {
        // cashapp/AccessibilitySnapshot issue #272 (iOS 26): three tab buttons 94 by 54 at x 4,
        // 90 and 176 in their platter, so 274 wide; centred on a 393-point screen: 59.5...333.5.
        // The items centre on 95-point pills (as signalbox's are drawn), within a point of the
        // buttons' centres.
        let tabs = TabView(selection: .constant(1)) {
            Color.white.tabItem { Label("Home", systemImage: "house.fill") }.tag(0)
            Color.white.tabItem { Label("Cart", systemImage: "cart.fill") }.tag(1)
            Color.white.tabItem { Label("About", systemImage: "info.circle.fill") }.tag(2)
        }
        let tree = renderer(tabs).layout
        for (title, centre) in [("Home", 59.5 + 4 + 47), ("Cart", 59.5 + 90 + 47), ("About", 59.5 + 176 + 47)] {
            let frame = try #require(tree.first(text: title)).frame
            #expect(abs(frame.midX - centre) <= 1, "\(title) at \(frame.midX)")
        }
        // The glass across the capsule's middle, white over the white page up to the shadow it
        // casts (from inside its ends, clear of the pills): its ends at 59.5 and 333.5.
        let canvas = try renderer(tabs).canvas
        func isGlass(_ x: Int) -> Bool { canvas.pixel(x: x, y: 3 * 800).red >= 253 }
        var first = 3 * 61, last = 3 * 331
        while isGlass(first - 1) { first -= 1 }
        while isGlass(last + 1) { last += 1 }
        let left = CGFloat(first) / 3, right = CGFloat(last + 1) / 3
        #expect(abs(left - 59.5) <= 0.7 && abs(right - 333.5) <= 0.7, "\(left)...\(right)")
    }
}

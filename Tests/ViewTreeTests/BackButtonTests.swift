import Foundation
import Testing
@testable import ViewTree
import Raster

/// Pushed screens: a navigation stack whose path holds values shows the screen
/// `navigationDestination(for:)` makes for the last one (or the one a true
/// `navigationDestination(isPresented:)` pushes), with iOS's back button at the leading end of
/// its bar: a chevron, then the previous screen's title, in the tint. At 1x (frames) and 3x
/// (pixels) on an iPhone 13 Pro Max (safe area 47...892).
@MainActor @Suite struct BackButtonTests {
    private func inbox(path: [Int], message: @escaping (Int) -> some View) -> some View {
        NavigationStack(path: .constant(path)) {
            List { Text("Row") }
                .navigationTitle("Inbox")
                .navigationDestination(for: Int.self) { message($0) }
        }
    }

    /// The pixels of `frame` (in points) on a canvas drawn at `scale`.
    private func inks(_ canvas: RasterCanvas, _ frame: CGRect, scale: CGFloat) -> [RGBA8] {
        (Int(frame.minY * scale)..<Int(frame.maxY * scale)).flatMap { y in
            (Int(frame.minX * scale)..<Int(frame.maxX * scale)).map { canvas.pixel(x: $0, y: y) }
        }
    }

    @Test func aPathShowsItsLastValuesScreenWithABackButton() throws {
        let tree = windowLayout(inbox(path: [3]) { Color.red.navigationTitle("Message \($0)") })
        #expect(tree.first(text: "Row") == nil)
        // The pushed screen inherits the root's large title (automatic display modes follow the
        // screen below), so its bar is 96 and the screen starts below it.
        #expect(tree.first(named: "NavigationBar")?.frame == CGRect(x: 0, y: 47, width: 428, height: 96))
        #expect(tree.first(text: "Message 3")?.frame.origin == CGPoint(x: 20, y: 94))
        #expect(tree.first(named: "Color")?.frame == CGRect(x: 0, y: 143, width: 428, height: 749))
        // The chevron: 13 by 21, 8 from the edge, centred in the 44-point bar (11.5 down, on the
        // grid); the previous title 6 after it in body text.
        #expect(tree.first(named: "DisclosureChevron")?.frame == CGRect(x: 8, y: 59, width: 13, height: 21))
        let back = try #require(tree.first(text: "Inbox")).frame
        #expect(back == CGRect(x: 27, y: 59, width: try idealWidth("Inbox"), height: 21))
    }

    @Test func aNavigationPathPushesEveryValueAndTheBackButtonNamesTheOneBelow() {
        let stack = NavigationStack(path: .constant(NavigationPath([1, 2]))) {
            Color.clear
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { Color.clear.navigationTitle("Level \($0)") }
        }
        let tree = windowLayout(stack)
        #expect(tree.first(text: "Level 2") != nil)
        #expect(tree.first(text: "Level 1")?.frame.minX == 27)
        #expect(tree.first(text: "Root") == nil)
        // A value no screen has a destination for stops the stack there.
        let unknown = windowLayout(NavigationStack(path: .constant(NavigationPath(["text"]))) {
            Color.clear.navigationTitle("Root").navigationDestination(for: Int.self) { Text("\($0)") }
        })
        #expect(unknown.first(text: "Root")?.frame.origin == CGPoint(x: 20, y: 94))
        #expect(unknown.first(named: "DisclosureChevron") == nil)
    }

    @Test func automaticDisplayModesFollowTheScreenBelow() throws {
        // Large below: the pushed screen asks for inline, its title centred in a 44-point bar.
        let inline = windowLayout(inbox(path: [1]) { _ in Color.red.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) })
        #expect(inline.first(named: "NavigationBar")?.frame.height == 44)
        let width = try idealWidth("Detail", font: .headline)
        #expect(inline.first(text: "Detail")?.frame == CGRect(x: ((428 - width) / 2).rounded(), y: 59, width: width, height: 21))
        // Inline below: an automatic pushed screen stays inline; asking for large makes it large.
        func pushed(_ mode: NavigationBarItem.TitleDisplayMode) -> ViewTreeLayout {
            windowLayout(NavigationStack(path: .constant([1])) {
                Color.clear.navigationTitle("Root").navigationBarTitleDisplayMode(.inline)
                    .navigationDestination(for: Int.self) { _ in Color.clear.navigationTitle("Pushed").navigationBarTitleDisplayMode(mode) }
            })
        }
        #expect(pushed(.automatic).first(named: "NavigationBar")?.frame.height == 44)
        #expect(pushed(.large).first(named: "NavigationBar")?.frame.height == 96)
        #expect(pushed(.large).first(text: "Pushed")?.frame.origin == CGPoint(x: 20, y: 94))
    }

    @Test func theBackTitleFallsBackToBackThenToTheChevronAlone() throws {
        // No title below: "Back".
        let untitled = windowLayout(NavigationStack(path: .constant([1])) {
            Color.clear.navigationDestination(for: Int.self) { _ in Color.clear.navigationTitle("Detail") }
        })
        #expect(untitled.first(text: "Back")?.frame.minX == 27)
        // A previous title that would run into the centred title: "Back".
        let long = "A Previous Screen With A Very Long Title"
        let crowded = windowLayout(NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle(long)
                .navigationDestination(for: Int.self) { _ in Color.clear.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }
        })
        #expect(crowded.first(text: long) == nil)
        #expect(crowded.first(text: "Back")?.frame.minX == 27)
        // With a large title the room runs to the trailing items, so the long title fits.
        let roomy = windowLayout(NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle(long)
                .navigationDestination(for: Int.self) { _ in Color.clear.navigationTitle("Detail") }
        })
        #expect(roomy.first(text: long)?.frame.minX == 27)
        // A centred title too wide even for "Back": the chevron alone.
        let wide = windowLayout(NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle("Root")
                .navigationDestination(for: Int.self) { _ in
                    Color.clear.navigationTitle("An Extremely Long Title For This Detail Screen").navigationBarTitleDisplayMode(.inline)
                }
        })
        #expect(wide.first(text: "Back") == nil && wide.first(text: "Root") == nil)
        #expect(wide.first(named: "DisclosureChevron")?.frame.minX == 8)
    }

    @Test func hidingTheBackButtonAndLeadingItemsBesideIt() throws {
        let hidden = windowLayout(inbox(path: [1]) { _ in Color.clear.navigationTitle("Detail").navigationBarBackButtonHidden() })
        #expect(hidden.first(named: "DisclosureChevron") == nil && hidden.first(text: "Inbox") == nil)
        // SwiftUI shows a leading item after the back button, not instead of it.
        let both = windowLayout(inbox(path: [1]) { _ in
            Color.clear.navigationTitle("Detail").toolbar { ToolbarItem(placement: .topBarLeading) { Button("Mark") {} } }
        })
        let back = try #require(both.first(text: "Inbox")).frame
        #expect(both.first(text: "Mark")?.frame.minX == back.maxX + 16)
        let replaced = windowLayout(inbox(path: [1]) { _ in
            Color.clear.navigationBarBackButtonHidden(true).toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") {} } }
        })
        #expect(replaced.first(text: "Close")?.frame.minX == 20)
        #expect(replaced.first(named: "DisclosureChevron") == nil)
    }

    @Test func presentedDestinationsArePushedAboveThePath() {
        func presenting(_ isPresented: Bool) -> some View {
            NavigationStack {
                Color.clear.navigationTitle("Root")
                    .navigationDestination(isPresented: .constant(isPresented)) { Color.blue.navigationTitle("Sheet") }
            }
        }
        #expect(windowLayout(presenting(true)).first(text: "Sheet") != nil)
        #expect(windowLayout(presenting(true)).first(text: "Root")?.frame.minX == 27)
        #expect(windowLayout(presenting(false)).first(text: "Sheet") == nil)
        let item = windowLayout(NavigationStack(path: .constant([1])) {
            Color.clear.navigationTitle("Root")
                .navigationDestination(for: Int.self) { Color.clear.navigationTitle("Level \($0)") }
                .navigationDestination(item: .constant(Optional("x"))) { Text("Item \($0)").navigationTitle("Item") }
        })
        #expect(item.first(text: "Item x") != nil)
        #expect(item.first(text: "Level 1")?.frame.minX == 27)
        // A screen that presents itself again stops at the depth limit instead of recurring.
        struct Endless: View {
            var body: some View {
                Color.clear.navigationDestination(isPresented: .constant(true)) { Endless() }
            }
        }
        #expect(windowLayout(NavigationStack { Endless() }).first(named: "NavigationStack") != nil)
    }

    @Test func aPushedScreenCanHideItsBar() {
        let tree = windowLayout(inbox(path: [1]) { _ in Color.red.toolbar(.hidden, for: .navigationBar) })
        #expect(tree.first(named: "NavigationBar") == nil)
        #expect(tree.first(named: "Color")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
    }

    @Test func theBackButtonIsTintedInLightAndDark() throws {
        let view = inbox(path: [1]) { _ in Color.clear.navigationTitle("Detail") }
        for (scheme, tint, window) in [(ColorScheme.light, opaque(0, 122, 255), opaque(255, 255, 255)),
                                       (.dark, opaque(10, 132, 255), opaque(0, 0, 0))] {
            let canvas = try windowRender(view, scale: 3, scheme: scheme)
            let chevron = inks(canvas, CGRect(x: 8, y: 59, width: 13, height: 21), scale: 3)
            #expect(chevron.contains(tint))          // the stroke covers whole pixels
            #expect(chevron.contains(window))        // and leaves the box's inside open
            let label = inks(canvas, CGRect(x: 27, y: 59, width: 44, height: 21), scale: 3)
            #expect(label.contains(tint))
            #expect(!label.contains { $0.red > 100 && $0.blue < 200 })   // nothing but the tint
        }
        let orange = try windowRender(view.tint(.orange), scale: 3)
        #expect(inks(orange, CGRect(x: 8, y: 59, width: 13, height: 21), scale: 3).contains(opaque(255, 149, 0)))
    }

    @Test func theChevronPointsRightInRightToLeftLayouts() throws {
        let view = inbox(path: [1]) { _ in Color.clear.navigationTitle("Detail") }
        let tree = windowLayout(view, direction: .rightToLeft)
        #expect(tree.first(named: "DisclosureChevron")?.frame == CGRect(x: 407, y: 59, width: 13, height: 21))
        let renderer = ImageRenderer(content: view)
        renderer.environment.viewTreeOSVersion = .iOS17  // iOS 17's back button, as the layout above
        renderer.window = SafeAreaLayoutTests.phone
        renderer.scale = 3
        renderer.environment.layoutDirection = .rightToLeft
        let canvas = try renderer.canvas
        // The tip is at the trailing (right) side: the right third of the box holds its middle row.
        let middleRow = inks(canvas, CGRect(x: 407, y: 69, width: 13, height: 1 / 3.0), scale: 3)
        let inked = middleRow.indices.filter { middleRow[$0] != opaque(255, 255, 255) }
        #expect(inked.allSatisfy { $0 >= 26 })
        #expect(!inked.isEmpty)
    }
}

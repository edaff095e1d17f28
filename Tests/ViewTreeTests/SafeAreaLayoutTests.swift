import Foundation
import Raster
import Testing
@testable import ViewTree

/// Safe areas: a window lays its root view out in the safe rectangle; `ignoresSafeArea` and
/// shape-style backgrounds grow over the unsafe margins where a view reaches them.
@Suite @MainActor struct SafeAreaLayoutTests {
    /// An iPhone 13 Pro Max in portrait: 428x926 with 47 on top and 34 at the bottom.
    static let phone = ViewTreeWindow(size: CGSize(width: 428, height: 926),
                                     safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    /// The same phone in landscape, with margins on every side but the top.
    static let landscape = ViewTreeWindow(size: CGSize(width: 926, height: 428),
                                         safeAreaInsets: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))

    @Test func rootViewIsCentredInTheSafeArea() {
        let tree = windowLayout(Rectangle().frame(width: 100, height: 50))
        #expect(tree.name == "window")
        #expect(tree.frame == CGRect(x: 0, y: 0, width: 428, height: 926))
        // Safe rect: y 47...892, centre y 469.5; 444.5 snaps to the @1x pixel grid.
        #expect(tree.first(named: "Rectangle")?.frame == CGRect(x: 164, y: 445, width: 100, height: 50))
    }

    @Test func flexibleRootFillsTheSafeRectOnly() {
        let tree = windowLayout(Color.red)
        #expect(tree.first(named: "Color")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
        let landscape = windowLayout(Color.red, window: Self.landscape)
        #expect(landscape.first(named: "Color")?.frame == CGRect(x: 47, y: 0, width: 832, height: 407))
    }

    @Test func ignoresSafeAreaGrowsOverEveryMargin() {
        let tree = windowLayout(Color.red.ignoresSafeArea())
        #expect(tree.first(named: "ignoresSafeArea")?.frame == CGRect(x: 0, y: 0, width: 428, height: 926))
        #expect(tree.first(named: "Color")?.frame == CGRect(x: 0, y: 0, width: 428, height: 926))
        let landscape = windowLayout(Color.red.ignoresSafeArea(), window: Self.landscape)
        #expect(landscape.first(named: "Color")?.frame == CGRect(x: 0, y: 0, width: 926, height: 428))
    }

    @Test func ignoresSafeAreaOnChosenEdgesOnly() {
        let top = windowLayout(Color.red.ignoresSafeArea(edges: .top))
        #expect(top.first(named: "Color")?.frame == CGRect(x: 0, y: 0, width: 428, height: 892))
        let bottom = windowLayout(Color.red.edgesIgnoringSafeArea(.bottom))
        #expect(bottom.first(named: "Color")?.frame == CGRect(x: 0, y: 47, width: 428, height: 879))
        let keyboardOnly = windowLayout(Color.red.ignoresSafeArea(.keyboard))
        #expect(keyboardOnly.first(named: "Color")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let leftToRight = windowLayout(Color.red.ignoresSafeArea(edges: .leading), window: Self.landscape)
        #expect(leftToRight.first(named: "Color")?.frame == CGRect(x: 0, y: 0, width: 879, height: 407))
        let rightToLeft = windowLayout(Color.red.ignoresSafeArea(edges: .leading), window: Self.landscape,
                                       direction: .rightToLeft)
        #expect(rightToLeft.first(named: "Color")?.frame == CGRect(x: 47, y: 0, width: 879, height: 407))
    }

    @Test func onlyViewsThatReachTheSafeEdgeGrow() {
        // The red bar touches the top of the safe area; the blue square sits between spacers
        // (47 + 40 + 785 / 2 = 479.5, snapped to 480).
        let tree = windowLayout(VStack(spacing: 0) {
            Color.red.frame(height: 40).ignoresSafeArea()
            Spacer()
            Color.blue.frame(width: 20, height: 20).ignoresSafeArea()
            Spacer()
        })
        let grown = frames(tree, named: "ignoresSafeArea")
        #expect(grown.count == 2)
        #expect(grown.first == CGRect(x: 0, y: 0, width: 428, height: 87))
        #expect(grown.last == CGRect(x: 204, y: 480, width: 20, height: 20))
    }

    @Test func paddingKeepsContentOffTheEdgeUnlessTheGrownViewHoldsIt() {
        // Padding inside: the padded view reaches the edges and grows; its content keeps 16 clear.
        let inside = windowLayout(Color.red.padding().ignoresSafeArea())
        #expect(inside.first(named: "Color")?.frame == CGRect(x: 16, y: 16, width: 396, height: 894))
        // Padding outside: the view is 16 inside the safe area, so it does not grow.
        let outside = windowLayout(Color.red.ignoresSafeArea().padding())
        #expect(outside.first(named: "Color")?.frame == CGRect(x: 16, y: 63, width: 396, height: 813))
    }

    @Test func contentInsideAGrownViewSeesNoMarginThere() {
        // The grown VStack puts its text at the very top, under the status bar, as SwiftUI does.
        let tree = windowLayout(VStack(spacing: 0) {
            Color.red.frame(height: 10).ignoresSafeArea()
            Spacer()
        }.ignoresSafeArea())
        #expect(tree.first(named: "VStack")?.frame == CGRect(x: 0, y: 0, width: 428, height: 926))
        #expect(tree.first(named: "frame")?.frame == CGRect(x: 0, y: 0, width: 428, height: 10))
    }

    @Test func shapeStyleBackgroundsFillTheScreenButViewBackgroundsDoNot() {
        let styled = windowLayout(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(.red))
        #expect(styled.first(named: "Rectangle")?.frame == CGRect(x: 0, y: 0, width: 428, height: 926))
        let kept = windowLayout(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.red, ignoresSafeAreaEdges: []))
        #expect(kept.first(named: "Rectangle")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
        let view = windowLayout(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { Rectangle().fill(.red) })
        #expect(view.first(named: "Rectangle")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
    }

    @Test func colorBackgroundTakesTheShapeStyleOverloadAsInSwiftUI() {
        let tree = windowLayout(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.red))
        #expect(tree.first(named: "Color") == nil)
        #expect(tree.first(named: "Rectangle")?.frame == CGRect(x: 0, y: 0, width: 428, height: 926))
    }

    @Test func withoutAWindowThereIsNoSafeAreaToIgnore() {
        let tree = layout(Color.red.ignoresSafeArea().frame(width: 30, height: 20))
        #expect(tree.first(named: "Color")?.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test func sizeThatFitsWindowWrapsTheViewAndPaintsTheSystemBackground() throws {
        for (scheme, expected) in [(ColorScheme.light, RGBA8(red: 255, green: 255, blue: 255, alpha: 255)),
                                   (.dark, RGBA8(red: 0, green: 0, blue: 0, alpha: 255))] {
            let renderer = ImageRenderer(content: Circle().frame(width: 20, height: 10))
            renderer.window = ViewTreeWindow(size: nil)
            renderer.environment.colorScheme = scheme
            let canvas = try renderer.canvas
            #expect(canvas.width == 20 && canvas.height == 10)
            #expect(canvas.pixel(x: 0, y: 0) == expected)
        }
    }

    @Test func deviceWindowRendersAtTheDevicePixelSize() throws {
        let renderer = ImageRenderer(content: Color.red.ignoresSafeArea(edges: .top))
        renderer.window = Self.phone
        renderer.scale = 3
        let canvas = try renderer.canvas
        #expect(canvas.width == 1284 && canvas.height == 2778)
        let red = Color.red.resolved(in: .light, os: .default).premultiplied
        #expect(canvas.pixel(x: 640, y: 2) == red)
        #expect(canvas.pixel(x: 640, y: 2000) == red)
        // Below the safe area: the white window background.
        #expect(canvas.pixel(x: 640, y: 2770) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }
}

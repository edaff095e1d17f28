import Foundation
import Testing
@testable import ViewTree

/// The bottom toolbar: `bottomBar` and `status` toolbar items in a 44-point bar above the home
/// indicator, its material background with a hairline on top running under the indicator, the
/// screen's safe area ending above it. At 1x on an iPhone 13 Pro Max (safe area 47...892).
@MainActor @Suite struct BottomToolbarTests {
    private func notes(scheme: ColorScheme = .light) -> some View {
        NavigationStack {
            List { Text("Shopping") }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button { } label: { Image(systemName: "folder.badge.plus") }
                        Spacer()
                        Text("2 Notes").font(.caption)
                        Spacer()
                        Button { } label: { Image(systemName: "square.and.pencil") }
                    }
                }
        }
    }

    @Test func theBarSitsAboveTheHomeIndicatorAndTheScreenAboveIt() throws {
        let tree = windowLayout(notes())
        #expect(tree.first(named: "BottomToolbar")?.frame == CGRect(x: 0, y: 848, width: 428, height: 44))
        #expect(tree.first(named: "List")?.frame == CGRect(x: 0, y: 143, width: 428, height: 705))
        // Spacers in a group are flexible spaces: the buttons at the margins, the text between
        // them in the middle (equal spaces either side of it, as the two symbols differ a little).
        let images = frames(tree, named: "Image")
        #expect(images.count == 2)
        #expect(images.first?.minX == 20 && images.last?.maxX == 408)
        let status = try #require(tree.first(text: "2 Notes")).frame
        #expect(abs((status.minX - images[0].maxX) - (images[1].minX - status.maxX)) <= 1)
        #expect(images.allSatisfy { abs($0.midY - 870) <= 0.5 } && abs(status.midY - 870) <= 0.5)
    }

    @Test func separateItemsAreSpreadAndALoneItemStaysLeading() throws {
        let three = windowLayout(NavigationStack {
            Color.clear.toolbar {
                ToolbarItem(placement: .bottomBar) { Button("One") {} }
                ToolbarItem(placement: .bottomBar) { Button("Two") {} }
                ToolbarItem(placement: .bottomBar) { Button("Three") {} }
            }
        })
        let one = try #require(three.first(text: "One")).frame, two = try #require(three.first(text: "Two")).frame
        let last = try #require(three.first(text: "Three")).frame
        #expect(one.minX == 20 && last.maxX == 408)
        #expect(abs((two.minX - one.maxX) - (last.minX - two.maxX)) <= 1)
        // A group without spacers: side by side, 16 apart, from the leading margin.
        let group = windowLayout(NavigationStack {
            Color.clear.toolbar { ToolbarItemGroup(placement: .bottomBar) { Button("Left") {}; Button("Right") {} } }
        })
        let left = try #require(group.first(text: "Left")).frame
        #expect(left.minX == 20 && group.first(text: "Right")?.frame.minX == left.maxX + 16)
        let lone = windowLayout(NavigationStack { Color.clear.toolbar { ToolbarItem(placement: .bottomBar) { Button("Add") {} } } })
        #expect(lone.first(text: "Add")?.frame.minX == 20)
        // A status item is centred.
        let status = windowLayout(NavigationStack {
            Color.clear.toolbar { ToolbarItem(placement: .status) { Text("Updated Just Now") } }
        })
        let width = try idealWidth("Updated Just Now")
        #expect(status.first(text: "Updated Just Now")?.frame.minX == ((428 - width) / 2).rounded())
    }

    @Test func theBackgroundRunsUnderTheHomeIndicatorWithAHairlineInBothSchemes() throws {
        let view = NavigationStack { Color.clear.toolbar { ToolbarItem(placement: .bottomBar) { Button("Add") {} } } }
        for (scheme, window) in [(ColorScheme.light, opaque(255, 255, 255)), (.dark, opaque(0, 0, 0))] {
            let canvas = try windowRender(view, scheme: scheme)
            let bar = composite(MaterialLook.of(.bar, in: scheme).tint, over: window)
            #expect(canvas.pixel(x: 5, y: 920) == bar)
            #expect(canvas.pixel(x: 5, y: 860) == bar)
            #expect(close(canvas.pixel(x: 5, y: 848), composite(ChromeMetrics.barHairline.resolved(in: scheme, os: .default), over: bar)))
            #expect(canvas.pixel(x: 5, y: 847) == window)
        }
        // The buttons are in the tint.
        let canvas = try windowRender(view, scale: 3)
        let add = try #require(windowLayout(view).first(text: "Add")).frame
        let inks = (Int(add.minY * 3)..<Int(add.maxY * 3)).flatMap { y in (Int(add.minX * 3)..<Int(add.maxX * 3)).map { canvas.pixel(x: $0, y: y) } }
        #expect(inks.contains(opaque(0, 122, 255)))
    }

    @Test func theBarCanBeHiddenOrRestyled() throws {
        func toolbar(_ modifier: (AnyView) -> AnyView) -> some View {
            NavigationStack {
                modifier(AnyView(Color.clear.toolbar { ToolbarItem(placement: .bottomBar) { Button("Add") {} } }))
            }
        }
        let hidden = windowLayout(toolbar { AnyView($0.toolbar(.hidden, for: .bottomBar)) })
        #expect(hidden.first(named: "BottomToolbar") == nil && hidden.first(text: "Add") == nil)
        #expect(hidden.first(named: "Color")?.frame.maxY == 892)
        // Hiding the navigation bar leaves the bottom toolbar.
        let topHidden = windowLayout(toolbar { AnyView($0.toolbar(.hidden, for: .navigationBar)) })
        #expect(topHidden.first(named: "BottomToolbar") != nil && topHidden.first(named: "NavigationBar") == nil)
        let clear = try windowRender(toolbar { AnyView($0.toolbarBackground(.hidden, for: .bottomBar)) })
        #expect(clear.pixel(x: 5, y: 920) == opaque(255, 255, 255))
        let indigo = try windowRender(toolbar { AnyView($0.toolbarBackground(Color.indigo, for: .bottomBar)) })
        #expect(indigo.pixel(x: 5, y: 920) == opaque(88, 86, 214))
        #expect(indigo.pixel(x: 5, y: 20) == opaque(255, 255, 255))   // the navigation bar keeps none
    }

    @Test func itBelongsToTheScreenThatAsksForIt() {
        let tree = windowLayout(NavigationStack(path: .constant([1])) {
            Color.clear
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Root Action") {} } }
                .navigationDestination(for: Int.self) { _ in Color.red }
        })
        #expect(tree.first(named: "BottomToolbar") == nil)
        #expect(tree.first(named: "Color")?.frame.maxY == 892)
    }

    @Test func inATabViewItSitsOnTheTabBar() throws {
        let view = TabView {
            NavigationStack {
                Color.clear.toolbar { ToolbarItem(placement: .bottomBar) { Button("Add") {} } }
            }
            .tabItem { Label("Home", systemImage: "house") }
        }
        let tree = windowLayout(view)
        #expect(tree.first(named: "BottomToolbar")?.frame == CGRect(x: 0, y: 799, width: 428, height: 44))
        #expect(tree.first(named: "TabBar")?.frame == CGRect(x: 0, y: 843, width: 428, height: 49))
        // The toolbar's background stops at the tab bar: the tab bar's material over the window,
        // not over the toolbar's.
        let canvas = try windowRender(view)
        let bar = composite(MaterialLook.of(.bar, in: .light).tint, over: opaque(255, 255, 255))
        #expect(canvas.pixel(x: 5, y: 820) == bar)
        #expect(canvas.pixel(x: 5, y: 870) == bar)
        #expect(canvas.pixel(x: 5, y: 920) == bar)
    }
}

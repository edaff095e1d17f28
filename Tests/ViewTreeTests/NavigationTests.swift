import Foundation
import Testing
@testable import ViewTree

/// Navigation stacks at rest: the bar below the status bar with large and inline titles and
/// toolbar items, the root laid out below it, backgrounds running up under it, and links in
/// lists with their chevrons. At 1x on an iPhone 13 Pro Max (safe area from 47).
@MainActor @Suite struct NavigationTests {
    @Test func aLargeTitleSitsBelowTheBarAndTheRootBelowIt() throws {
        let tree = windowLayout(NavigationStack { Color.red.navigationTitle("Title") })
        #expect(tree.first(named: "NavigationStack")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
        #expect(tree.first(named: "NavigationBar")?.frame == CGRect(x: 0, y: 47, width: 428, height: 96))
        // largeTitle bold: one 41-point line, 20 from the edge, 3 into the 52 below the bar.
        let title = try #require(tree.first(text: "Title"))
        #expect(title.frame == CGRect(x: 20, y: 94, width: try idealWidth("Title", font: .largeTitle.bold()), height: 41))
        #expect(tree.first(named: "Color")?.frame == CGRect(x: 0, y: 143, width: 428, height: 749))
    }

    @Test func anInlineTitleIsCentredInTheBar() throws {
        let tree = windowLayout(NavigationView {
            Color.red
                .navigationTitle(Text("Settings"))
                .navigationBarTitleDisplayMode(.inline)
        })
        #expect(tree.first(named: "NavigationBar")?.frame.height == 44)
        let width = try idealWidth("Settings", font: .headline)
        // Headline is 21 points at 1x: 11.5 down the bar, on the pixel grid.
        #expect(tree.first(text: "Settings")?.frame == CGRect(x: ((428 - width) / 2).rounded(), y: 59, width: width, height: 21))
        #expect(tree.first(named: "Color")?.frame.minY == 91)
        let toolbarMode = windowLayout(NavigationStack { Color.red.navigationTitle("T").toolbarTitleDisplayMode(.inline) })
        #expect(toolbarMode.first(named: "NavigationBar")?.frame.height == 44)
    }

    @Test func withoutATitleTheBarIsFortyFourPoints() {
        let tree = windowLayout(NavigationStack { Color.red })
        #expect(tree.first(named: "NavigationBar")?.frame == CGRect(x: 0, y: 47, width: 428, height: 44))
        #expect(tree.first(named: "Color")?.frame == CGRect(x: 0, y: 91, width: 428, height: 801))
    }

    @Test func aHiddenBarLeavesTheWholeSafeArea() {
        let hidden = windowLayout(NavigationStack { Color.red.navigationTitle("T").toolbar(.hidden, for: .navigationBar) })
        #expect(hidden.first(named: "NavigationBar") == nil)
        #expect(hidden.first(named: "Color")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
        let older = windowLayout(NavigationStack { Color.red.navigationBarHidden(true) })
        #expect(older.first(named: "Color")?.frame.minY == 47)
    }

    @Test func toolbarItemsSitAtTheEndsOfTheBar() throws {
        let stack = NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { Button("Filter") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                    ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                    ToolbarItem(placement: .keyboard) { Button("Hidden") {} }
                }
        }
        let tree = windowLayout(stack)
        let filter = try #require(tree.first(text: "Filter")), edit = try #require(tree.first(text: "Edit"))
        let add = try #require(tree.first(text: "Add"))
        #expect(filter.frame.origin == CGPoint(x: 20, y: 59))
        #expect(add.frame.maxX == 408 && add.frame.minY == 59)
        #expect(edit.frame.maxX == add.frame.minX - 16)
        #expect(tree.first(text: "Hidden") == nil)
        // Buttons in the bar are in the tint.
        let canvas = try windowRender(stack, scale: 2)
        let inks = (Int(add.frame.minY * 2)..<Int(add.frame.maxY * 2)).flatMap { y in
            (Int(add.frame.minX * 2)..<Int(add.frame.maxX * 2)).map { canvas.pixel(x: $0, y: y) }
        }
        #expect(inks.contains { $0.blue == 255 && $0.red < 40 && $0.green < 140 })
    }

    @Test func aPlainViewBuilderToolbarGoesTrailingAndConfirmationIsSemibold() throws {
        let tree = windowLayout(NavigationStack {
            Color.clear.toolbar { Button("Save") {} }
        })
        #expect(tree.first(text: "Save")?.frame.maxX == 408)
        let done = windowLayout(NavigationStack {
            Color.clear.toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
        })
        #expect(done.first(text: "Done")?.frame.width == (try idealWidth("Done", font: .body.weight(.semibold))))
    }

    @Test func aListsBackgroundRunsUpUnderTheBar() throws {
        let stack = NavigationStack {
            List { Text("Row") }.navigationTitle("Settings")
        }
        let tree = windowLayout(stack)
        #expect(tree.first(named: "List")?.frame == CGRect(x: 0, y: 143, width: 428, height: 749))
        #expect(tree.first(text: "Row")?.frame.minY == 190)   // 143 + 35 + 11.5
        for scheme in [ColorScheme.light, .dark] {
            let canvas = try windowRender(stack, scheme: scheme)
            let background = scheme == .light ? opaque(242, 242, 247) : opaque(0, 0, 0)
            #expect(canvas.pixel(x: 5, y: 20) == background)
            #expect(canvas.pixel(x: 300, y: 100) == background)
        }
    }

    @Test func aVisibleBarBackgroundCoversTheStatusBarWithAHairline() throws {
        let stack = NavigationStack {
            Color.clear.navigationTitle("T").navigationBarTitleDisplayMode(.inline).toolbarBackground(.visible, for: .navigationBar)
        }
        let light = try windowRender(stack)
        #expect(light.pixel(x: 5, y: 20) == composite(MaterialLook.of(.bar, in: .light).tint, over: opaque(255, 255, 255)))
        #expect(close(light.pixel(x: 5, y: 90), composite(ChromeMetrics.barHairline.resolved(in: .light, os: .default),
                                                         over: composite(MaterialLook.of(.bar, in: .light).tint, over: opaque(255, 255, 255)))))
        #expect(light.pixel(x: 5, y: 91) == opaque(255, 255, 255))
        let dark = try windowRender(stack, scheme: .dark)
        #expect(dark.pixel(x: 5, y: 20) == composite(MaterialLook.of(.bar, in: .dark).tint, over: opaque(0, 0, 0)))
        let tinted = try windowRender(NavigationStack {
            Color.clear.toolbarBackground(Color.indigo, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
        })
        #expect(tinted.pixel(x: 5, y: 20) == opaque(88, 86, 214))
        // Without `.visible` the bar shows no background at rest.
        let atRest = try windowRender(NavigationStack { Color.clear.navigationTitle("T") })
        #expect(atRest.pixel(x: 5, y: 20) == opaque(255, 255, 255))
    }

    @Test func linksInListRowsShowAChevronAndElsewhereATintedLabel() throws {
        let list = NavigationStack {
            List {
                NavigationLink("Wi-Fi", destination: Text("Networks"))
                NavigationLink(value: 3) { Text("Bluetooth") }
            }
        }
        let tree = windowLayout(list)
        let chevrons = frames(tree, named: "DisclosureChevron")
        // 7 by 12, its trailing edge at the row's trailing inset (408 - 20), centred on the
        // label: the row's content is at 138 (126 + 11.5 on the grid), the chevron 4.5 below that.
        #expect(chevrons.first == CGRect(x: 381, y: 143, width: 7, height: 12))
        #expect(chevrons.count == 2)
        #expect(tree.first(text: "Wi-Fi")?.frame.minX == 40)
        #expect(tree.first(text: "Networks") == nil)
        let canvas = try windowRender(list, scale: 2)
        let chevronInk = (284..<308).flatMap { y in (762..<776).map { canvas.pixel(x: $0, y: y) } }.min { $0.red < $1.red }
        #expect(chevronInk.map { $0.red > 150 && $0.red < 230 } == true)   // grey, tertiary
        // The row label is the primary colour, not the tint.
        let text = try #require(tree.first(text: "Wi-Fi")).frame
        let labelInk = (Int(text.minY * 2)..<Int(text.maxY * 2)).flatMap { y in (Int(text.minX * 2)..<Int(text.maxX * 2)).map { canvas.pixel(x: $0, y: y) } }
        #expect(labelInk.contains { $0.red < 30 && $0.blue < 30 })
        let bare = try windowRender(NavigationLink("Open", destination: Text("x")), scale: 2)
        #expect((0..<bare.height).contains { y in (0..<bare.width).contains { bare.pixel(x: $0, y: y).blue == 255 && bare.pixel(x: $0, y: y).red < 40 } })
    }
}

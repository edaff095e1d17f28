import Foundation
import Testing
@testable import ViewTree
import Raster

/// Lists and forms as iOS draws them: rows, sections with headers and footers, the plain,
/// grouped and inset grouped styles in light and dark, separators, and the row modifiers.
/// Frames are at 1x on an iPhone 13 Pro Max (428 wide, safe area from 47), where one line of
/// body text is 21 points and of footnote 16.
@MainActor @Suite struct ListTests {
    private let groupedBackground = opaque(242, 242, 247)
    private let white = opaque(255, 255, 255)
    private let darkRow = opaque(28, 28, 30)
    private var lightSeparator: RGBA8 { composite(Color.separator.resolved(in: .light, os: .iOS17), over: white) }

    /// An iPhone 13 in portrait: 390 wide, so 16-point margins.
    private let narrowPhone = ViewTreeWindow(size: CGSize(width: 390, height: 844),
                                            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    private var twoRows: some View {
        List {
            Text("One")
            Text("Two")
        }
    }

    @Test func insetGroupedRowsSitOnACardInsetFromTheEdges() {
        let tree = windowLayout(twoRows)
        #expect(tree.first(named: "List")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
        // 35 above the first section; rows 44 tall (21 + 2 x 11 is less); text 20 + 20 in,
        // centred: 82 + 11 + 0.5, on the pixel grid.
        #expect(tree.first(text: "One")?.frame == CGRect(x: 40, y: 94, width: tree.first(text: "One")?.frame.width ?? 0, height: 21))
        #expect(tree.first(text: "Two")?.frame.minY == 138)
        #expect(tree.first(named: "ListContent")?.frame == CGRect(x: 0, y: 47, width: 428, height: 35 + 88 + 35))
    }

    @Test func insetGroupedPixelsInLightAndDark() throws {
        let light = try windowRender(twoRows)
        #expect(light.pixel(x: 5, y: 20) == groupedBackground)        // under the status bar
        #expect(light.pixel(x: 5, y: 100) == groupedBackground)       // the margin beside the card
        #expect(light.pixel(x: 30, y: 100) == white)                  // the card
        #expect(close(light.pixel(x: 20, y: 82), groupedBackground, tolerance: 3))  // its rounded corner
        // The hairline between the rows: the last pixel row of the first, from the text to the card's edge.
        #expect(close(light.pixel(x: 200, y: 125), lightSeparator))
        #expect(light.pixel(x: 39, y: 125) == white)
        #expect(close(light.pixel(x: 407, y: 125), lightSeparator))
        #expect(light.pixel(x: 200, y: 126) == white)
        // None under the last row of a grouped section.
        #expect(light.pixel(x: 200, y: 169) == white)
        #expect(light.pixel(x: 200, y: 171) == groupedBackground)
        let dark = try windowRender(twoRows, scheme: .dark)
        #expect(dark.pixel(x: 5, y: 100) == opaque(0, 0, 0))
        #expect(dark.pixel(x: 30, y: 100) == darkRow)
        #expect(close(dark.pixel(x: 200, y: 125), composite(Color.separator.resolved(in: .dark, os: .iOS17), over: darkRow)))
    }

    @Test func narrowPhonesHaveSixteenPointMargins() throws {
        let tree = windowLayout(twoRows, window: narrowPhone)
        #expect(tree.first(text: "One")?.frame.minX == 36)
        let canvas = try windowRender(twoRows, window: narrowPhone)
        #expect(canvas.pixel(x: 15, y: 100) == groupedBackground)
        #expect(canvas.pixel(x: 17, y: 100) == white)
        #expect(canvas.pixel(x: 372, y: 100) == white && canvas.pixel(x: 374, y: 100) == groupedBackground)
    }

    @Test func sectionHeadersAndFootersInGroupedStyles() throws {
        let list = List {
            Section {
                Text("Row")
            } header: {
                Text("Title")
            } footer: {
                Text("Footnote")
            }
            Section("Second") { Text("Row 2") }
        }
        let tree = windowLayout(list)
        // The header is uppercased footnote text 16 below the top, aligned with the rows' text.
        let header = try #require(tree.first(text: "TITLE"))
        #expect(header.frame == CGRect(x: 40, y: 63, width: try idealWidth("TITLE", font: .footnote), height: 16))
        // The card starts 7 below it; the footer 7 below the card.
        #expect(tree.first(text: "Row")?.frame.minY == 98)       // 86 + 11.5
        #expect(tree.first(text: "Footnote")?.frame == CGRect(x: 40, y: 137, width: try idealWidth("Footnote", font: .footnote), height: 16))
        // The next section: 27 below the footer (33.67 below a card, less what a footer saves),
        // then its header and card.
        #expect(tree.first(text: "SECOND")?.frame.minY == 180)
        #expect(tree.first(text: "Row 2")?.frame.minY == 215)    // 180 + 16 + 7 + 11.5
        // Headers are in the secondary colour: grey, not black.
        let canvas = try windowRender(list, scale: 2)
        let inks = (126..<158).flatMap { y in (80..<140).map { canvas.pixel(x: $0, y: y) } }
        let darkest = try #require(inks.min { Int($0.red) < Int($1.red) })
        #expect(darkest.red > 100 && darkest.red < 160)
    }

    @Test func compactSectionSpacingAndProminentHeaders() throws {
        let tree = windowLayout(List {
            Section { Text("A") }
            Section { Text("B") }
        }.listSectionSpacing(.compact))
        #expect(tree.first(text: "A")?.frame.minY == 94)
        #expect(tree.first(text: "B")?.frame.minY == 158)       // 94 + 44 + 20
        let custom = windowLayout(List {
            Section { Text("A") }
            Section { Text("B") }
        }.listSectionSpacing(50))
        #expect(custom.first(text: "B")?.frame.minY == 188)     // 94 + 44 + 50
        let prominent = windowLayout(List { Section("Big") { Text("A") } }.headerProminence(.increased))
        // Title 3: one 24-point line, not uppercased.
        #expect(prominent.first(text: "Big")?.frame.height == 24)
    }

    @Test func plainListsRunEdgeToEdgeWithASeparatorUnderEveryRow() throws {
        let list = twoRows.listStyle(.plain)
        let tree = windowLayout(list)
        #expect(tree.first(text: "One")?.frame.origin == CGPoint(x: 20, y: 59))
        #expect(tree.first(text: "Two")?.frame.minY == 103)
        let canvas = try windowRender(list)
        #expect(canvas.pixel(x: 5, y: 60) == white)
        #expect(close(canvas.pixel(x: 300, y: 90), lightSeparator))
        #expect(close(canvas.pixel(x: 427, y: 134), lightSeparator))
        #expect(canvas.pixel(x: 19, y: 134) == white)
        let dark = try windowRender(list, scheme: .dark)
        #expect(dark.pixel(x: 5, y: 60) == opaque(0, 0, 0))
        #expect(close(dark.pixel(x: 300, y: 90), composite(Color.separator.resolved(in: .dark, os: .iOS17), over: opaque(0, 0, 0))))
    }

    @Test func groupedRowsSpanTheWidth() throws {
        let list = twoRows.listStyle(.grouped)
        #expect(windowLayout(list).first(text: "One")?.frame.minX == 20)
        let canvas = try windowRender(list)
        #expect(canvas.pixel(x: 1, y: 100) == white)
        #expect(canvas.pixel(x: 1, y: 60) == groupedBackground)
        let dark = try windowRender(list, scheme: .dark)
        #expect(dark.pixel(x: 1, y: 100) == darkRow)
    }

    @Test func separatorsStartAtTheRowsText() throws {
        let list = List {
            HStack {
                Color.orange.frame(width: 29, height: 29)
                Text("Photos")
            }
            Text("Next")
        }
        let canvas = try windowRender(list)
        // The icon is at 40...69, the text from 77: the hairline starts there, at the bottom of
        // the row (29 + 22 = 51 tall).
        #expect(canvas.pixel(x: 76, y: 132) == white)
        #expect(close(canvas.pixel(x: 77, y: 132), lightSeparator))
        let guided = List {
            HStack {
                Color.orange.frame(width: 29, height: 29)
                Text("Photos")
            }
            .alignmentGuide(.listRowSeparatorLeading) { _ in 0 }
            Text("Next")
        }
        #expect(close(try windowRender(guided).pixel(x: 41, y: 132), lightSeparator))
    }

    @Test func rowModifiersChangeInsetsSeparatorsAndBackgrounds() throws {
        let list = List {
            Text("Inset").listRowInsets(EdgeInsets(top: 20, leading: 60, bottom: 20, trailing: 0))
            Text("Hidden").listRowSeparator(.hidden)
            Text("Yellow").listRowBackground(Color.yellow)
            Text("Tinted").listRowSeparatorTint(.red)
            Text("Last")
        }
        let tree = windowLayout(list)
        // 21 + 40 = 61 tall, text 60 into the card.
        #expect(tree.first(text: "Inset")?.frame.origin == CGPoint(x: 80, y: 102))
        #expect(tree.first(text: "Hidden")?.frame.minY == 155)  // 82 + 61 + 11.5
        let canvas = try windowRender(list)
        // A hidden separator hides the hairlines above and below its row.
        #expect(canvas.pixel(x: 200, y: 142) == white)
        #expect(canvas.pixel(x: 200, y: 186) == white)
        #expect(canvas.pixel(x: 30, y: 200) == opaque(255, 204, 0))       // the yellow row
        // A tint colours the hairlines above and below its row.
        #expect(canvas.pixel(x: 200, y: 230) == opaque(255, 59, 48))
        #expect(canvas.pixel(x: 200, y: 274) == opaque(255, 59, 48))
        #expect(close(canvas.pixel(x: 200, y: 318), lightSeparator) == false)   // the last row has none
    }

    @Test func rowBackgroundsAreClippedToTheCardsCorners() throws {
        let list = List { Text("Only").listRowBackground(Color.yellow) }
        let canvas = try windowRender(list)
        #expect(canvas.pixel(x: 30, y: 100) == opaque(255, 204, 0))
        #expect(close(canvas.pixel(x: 20, y: 82), groupedBackground, tolerance: 3))
        #expect(close(canvas.pixel(x: 407, y: 125), groupedBackground, tolerance: 3))
    }

    @Test func aClearRowBackgroundShowsTheListsBackgroundThroughItsCard() throws {
        // As home-assistant/iOS's ServerSwitchingHowItWorksView draws its introduction (iOS 26.4,
        // `Tests/App/Settings/__Snapshots__/ServerSwitchingHowItWorksView.test`): no card behind
        // the row; the other rows of the section keep theirs, rounded at the card's ends.
        let list = List {
            Section {
                Text("Clear").listRowBackground(Color.clear)
                Text("Card")
            }
        }
        let canvas = try windowRender(list)
        #expect(close(canvas.pixel(x: 200, y: 100), groupedBackground, tolerance: 1))   // the clear row
        #expect(canvas.pixel(x: 200, y: 140) == white)                                    // the next row
        #expect(close(canvas.pixel(x: 21, y: 169), groupedBackground, tolerance: 3))      // the card's corner
        let clearFirst = try windowRender(List { Text("Clear").listRowBackground(Color.clear) })
        #expect(close(clearFirst.pixel(x: 200, y: 100), groupedBackground, tolerance: 1))
    }

    @Test func rowsGrowWithTheirContentAndTheMinimumHeight() {
        let long = String(repeating: "A long row of text that wraps ", count: 4)
        let tree = windowLayout(List {
            Text(long)
            Text("Short")
        })
        let text = tree.first(text: long)?.frame ?? .zero
        #expect(text.height > 21)
        // The long row is its text and 11 above and below; "Short" sits 11.5 into its 44.
        #expect(tree.first(text: "Short")?.frame.minY == text.maxY + 23)
        let tall = windowLayout(twoRows.environment(\.defaultMinListRowHeight, 60))
        #expect(tall.first(text: "Two")?.frame.minY == 162)     // 82 + 60 + 19.5
    }

    @Test func dataInitialisersMakeOneRowEach() {
        struct Item: Identifiable { let id: Int; let name: String }
        let items = [Item(id: 1, name: "Apple"), Item(id: 2, name: "Pear")]
        let identified = windowLayout(List(items) { Text($0.name) })
        #expect(identified.first(text: "Pear")?.frame.minY == 138)
        let keyed = windowLayout(List(["x", "y", "z"], id: \.self) { Text($0) })
        #expect(keyed.first(text: "z")?.frame.minY == 182)
        let ranged = windowLayout(List(0..<3) { Text("Row \($0)") })
        #expect(ranged.first(text: "Row 2")?.frame.minY == 182)
        let selectable = windowLayout(List(selection: .constant(Set<Int>())) { Text("One"); Text("Two") })
        #expect(selectable.first(text: "Two")?.frame.minY == 138)
    }

    @Test func hiddenContentBackgroundShowsWhatIsBehind() throws {
        let canvas = try windowRender(twoRows.scrollContentBackground(.hidden).background(Color.indigo))
        #expect(canvas.pixel(x: 5, y: 100) == opaque(88, 86, 214))
        #expect(canvas.pixel(x: 30, y: 100) == white)
    }

    @Test func sizeThatFitsShowsEveryRow() {
        let tree = layout(List { ForEach(0..<30) { Text("Row \($0)") } })
        #expect(tree.frame.height == 1390)                     // 35 + 30 x 44 + 35
        // The widest row, its insets and the card margins (16 with no width to go by).
        #expect(tree.frame.width == (tree.first(text: "Row 29")?.frame.width ?? 0) + 40 + 32)
    }

    @Test func formsAreInsetGroupedWhateverTheListStyle() {
        let form = windowLayout(Form { Section("Name") { Text("Ada") } }.listStyle(.plain))
        #expect(form.first(text: "NAME")?.frame.minX == 40)
        #expect(form.first(text: "Ada")?.frame.origin == CGPoint(x: 40, y: 98))
    }

    @Test func sectionRowModifiersApplyToEveryRow() throws {
        let list = List {
            Section {
                Text("A")
                Text("B")
                Text("C")
            }
            .listRowSeparator(.hidden)
        }
        let canvas = try windowRender(list)
        #expect(canvas.pixel(x: 200, y: 125) == white)
        #expect(canvas.pixel(x: 200, y: 169) == white)
    }
}

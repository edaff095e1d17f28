import Foundation
import Testing
@testable import ViewTree

/// Lazy stacks (stacks that fill their cross axis), lazy grids with fixed, flexible and adaptive
/// items, and `Grid` with rows, spans, column alignment and dividers.
@MainActor @Suite struct LazyStackAndGridTests {
    private func swatch(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
        color.frame(width: width, height: height)
    }

    // MARK: Lazy stacks

    @Test func lazyVStackTakesTheProposedWidthAndAlignsItsViewsInIt() {
        let content = Group { swatch(.red, 50, 10); swatch(.blue, 80, 10) }
        let lazy = layout(LazyVStack { content }, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(lazy.name == "LazyVStack")
        #expect(lazy.frame == CGRect(x: 0, y: 0, width: 300, height: 28))
        #expect(frames(lazy, named: "Color") == [CGRect(x: 125, y: 0, width: 50, height: 10), CGRect(x: 110, y: 18, width: 80, height: 10)])
        let leading = layout(LazyVStack(alignment: .leading, spacing: 4) { content }, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(frames(leading, named: "Color") == [CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 0, y: 14, width: 80, height: 10)])
        // A VStack is as wide as its widest view.
        #expect(layout(VStack { content }, proposal: ProposedViewSize(width: 300, height: nil)).frame.width == 80)
        // With no width proposed, a lazy stack is as wide as its views.
        #expect(layout(LazyVStack { content }).frame == CGRect(x: 0, y: 0, width: 80, height: 28))
    }

    @Test func lazyHStackTakesTheProposedHeight() {
        let tree = layout(LazyHStack(alignment: .bottom) { swatch(.red, 20, 10); swatch(.blue, 20, 30) },
                          proposal: ProposedViewSize(width: nil, height: 100))
        #expect(tree.frame == CGRect(x: 0, y: 0, width: 48, height: 100))
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 90, width: 20, height: 10), CGRect(x: 28, y: 70, width: 20, height: 30)])
    }

    @Test func aLazyVStackInAScrollViewSpansTheScreen() {
        let tree = windowLayout(ScrollView { LazyVStack { ForEach(0..<3) { _ in swatch(.red, 40, 40) } } })
        #expect(tree.first(named: "ScrollView")?.frame == CGRect(x: 0, y: 47, width: 428, height: 845))
        #expect(tree.first(named: "LazyVStack")?.frame == CGRect(x: 0, y: 47, width: 428, height: 136))
    }

    @Test func sectionsOutsideListsAreTheirHeaderContentAndFooterInARow() {
        let tree = layout(LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
            Section {
                swatch(.red, 10, 10)
                swatch(.blue, 10, 10)
            } header: {
                swatch(.green, 30, 5)
            } footer: {
                swatch(.gray, 30, 5)
            }
            Section("Title") { swatch(.red, 10, 10) }
        }, proposal: ProposedViewSize(width: 100, height: nil))
        // Header, two rows, footer, then the second section's title and row.
        let title = tree.first(text: "Title")?.frame
        #expect(title?.minY == 30)
        #expect(frames(tree, named: "Color").map(\.minY) == [0, 5, 15, 25, title?.maxY ?? 0])
    }

    // MARK: Lazy grids

    @Test func flexibleColumnsShareTheWidth() {
        let tree = layout(LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
            ForEach(0..<7) { _ in Color.red.frame(height: 50) }
        }, proposal: ProposedViewSize(width: 316, height: nil))
        #expect(tree.name == "LazyVGrid")
        // (316 - 2 x 8) / 3 = 100 a column; three rows of 50, 8 apart.
        #expect(tree.frame == CGRect(x: 0, y: 0, width: 316, height: 166))
        let cells = frames(tree, named: "Color")
        #expect(cells.prefix(4) == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 108, y: 0, width: 100, height: 50),
                                    CGRect(x: 216, y: 0, width: 100, height: 50), CGRect(x: 0, y: 58, width: 100, height: 50)])
        #expect(cells.last == CGRect(x: 0, y: 116, width: 100, height: 50))
    }

    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() {
        // floor((400 + 8) / (80 + 8)) = 4 columns of (400 - 3 x 8) / 4 = 94.
        let tree = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<5) { _ in Color.blue.frame(height: 30) }
        }, proposal: ProposedViewSize(width: 400, height: nil))
        #expect(frames(tree, named: "Color").map(\.minX) == [0, 102, 204, 306, 0])
        #expect(frames(tree, named: "Color").map(\.width) == [94, 94, 94, 94, 94])
        // A maximum caps the columns, which then leave room over.
        let capped = layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80, maximum: 90), spacing: 10)]) {
            ForEach(0..<4) { _ in Color.blue.frame(height: 30) }
        }, proposal: ProposedViewSize(width: 400, height: nil))
        #expect(frames(capped, named: "Color").map(\.minX) == [0, 100, 200, 300])
        #expect(capped.frame.width == 390)
    }

    @Test func fixedColumnsComeFirstAndFlexibleOnesRespectTheirLimits() {
        let fixed = layout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(frames(fixed, named: "Color") == [CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 58, y: 0, width: 242, height: 10)])
        // 292 shared: the first is offered 146 and keeps 100, the second takes the 192 left.
        let limited = layout(LazyVGrid(columns: [GridItem(.flexible(maximum: 100)), GridItem(.flexible())]) {
            Color.red.frame(height: 10)
            Color.blue.frame(height: 10)
        }, proposal: ProposedViewSize(width: 300, height: nil))
        #expect(frames(limited, named: "Color") == [CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 108, y: 0, width: 192, height: 10)])
    }

    @Test func cellsAlignInTheirCells() {
        let tree = layout(LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .bottomTrailing)],
                                    alignment: .leading) {
            swatch(.red, 20, 10)
            swatch(.blue, 20, 30)
            swatch(.green, 20, 10)
        }, proposal: ProposedViewSize(width: 300, height: nil))
        // The first row is 30 tall (the blue cell); the grid is as wide as its columns.
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 10, width: 20, height: 10), CGRect(x: 188, y: 0, width: 20, height: 30),
                                                 CGRect(x: 0, y: 38, width: 20, height: 10)])
        #expect(tree.frame.size == CGSize(width: 208, height: 48))
    }

    @Test func lazyHGridFillsColumnByColumn() {
        let tree = layout(LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
            ForEach(0..<5) { _ in Color.green.frame(width: 60) }
        })
        #expect(tree.frame == CGRect(x: 0, y: 0, width: 200, height: 88))
        #expect(frames(tree, named: "Color").map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 48), CGPoint(x: 70, y: 0),
                                                               CGPoint(x: 70, y: 48), CGPoint(x: 140, y: 0)])
    }

    @Test func aPhotoGridInAScrollViewRendersItsFirstScreenful() throws {
        let grid = ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 2), count: 3), spacing: 2) {
                ForEach(0..<60) { index in
                    (index.isMultiple(of: 2) ? Color.orange : Color.indigo).aspectRatio(1, contentMode: .fill)
                }
            }
        }
        let light = try windowRender(grid, scheme: .light)
        let dark = try windowRender(grid, scheme: .dark)
        // (428 - 4) / 3 = 141.33 a square: the first one is orange, the second indigo.
        #expect(light.pixel(x: 70, y: 47 + 70) == opaque(255, 149, 0))
        #expect(light.pixel(x: 213, y: 47 + 70) == opaque(88, 86, 214))
        #expect(dark.pixel(x: 213, y: 47 + 70) == opaque(94, 92, 230))
        // The gap between them shows the window: white, or black in the dark.
        #expect(light.pixel(x: 142, y: 100) == opaque(255, 255, 255))
        #expect(dark.pixel(x: 142, y: 100) == opaque(0, 0, 0))
    }

    // MARK: Grid

    private var table: some View {
        Grid {
            GridRow {
                swatch(.red, 30, 10)
                swatch(.blue, 60, 10)
            }
            Divider()
            GridRow {
                swatch(.green, 50, 20)
                swatch(.orange, 40, 10)
            }
        }
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() {
        let tree = layout(table)
        #expect(tree.name == "Grid")
        // Columns 50 and 60, 8 apart; rows 10, the divider (1) and 20, 8 apart.
        #expect(tree.frame == CGRect(x: 0, y: 0, width: 118, height: 47))
        #expect(frames(tree, named: "Color") == [CGRect(x: 10, y: 0, width: 30, height: 10), CGRect(x: 58, y: 0, width: 60, height: 10),
                                                 CGRect(x: 0, y: 27, width: 50, height: 20), CGRect(x: 68, y: 32, width: 40, height: 10)])
        #expect(tree.first(named: "Divider")?.frame == CGRect(x: 0, y: 18, width: 118, height: 1))
    }

    @Test func columnAlignmentSpansAndGridAlignment() {
        let trailing = layout(Grid {
            GridRow {
                swatch(.red, 30, 10).gridColumnAlignment(.trailing)
                swatch(.blue, 60, 10)
            }
            GridRow {
                swatch(.green, 50, 20)
                swatch(.orange, 40, 10)
            }
            GridRow { Color.purple.frame(height: 4).gridCellColumns(2) }
        })
        #expect(frames(trailing, named: "Color").first == CGRect(x: 20, y: 0, width: 30, height: 10))
        #expect(frames(trailing, named: "Color").last == CGRect(x: 0, y: 46, width: 118, height: 4))
        let topLeading = layout(Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 2) {
            GridRow {
                swatch(.red, 30, 10)
                swatch(.blue, 60, 30)
            }
            GridRow(alignment: .bottom) {
                swatch(.green, 50, 20)
                swatch(.orange, 40, 10).gridCellAnchor(.center)
            }
        })
        #expect(frames(topLeading, named: "Color") == [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 50, y: 0, width: 60, height: 30),
                                                       CGRect(x: 0, y: 32, width: 50, height: 20), CGRect(x: 60, y: 37, width: 40, height: 10)])
    }

    @Test func flexibleColumnsTakeTheRestLikeAStack() {
        let tree = layout(Grid {
            GridRow {
                swatch(.red, 40, 10)
                Color.blue.frame(height: 10)
            }
        }, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frames(tree, named: "Color").last == CGRect(x: 48, y: 0, width: 252, height: 10))
    }

    @Test func aGridOfLabelsAndValuesLinesUpItsColumns() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
                Text("Name").foregroundStyle(.secondary)
                Text("Ada Lovelace")
            }
            GridRow {
                Text("Born").foregroundStyle(.secondary)
                Text("1815")
            }
        }
        let tree = layout(grid)
        let name = try #require(tree.first(text: "Name")), born = try #require(tree.first(text: "Born"))
        let value = try #require(tree.first(text: "Ada Lovelace")), year = try #require(tree.first(text: "1815"))
        #expect(name.frame.minX == 0 && born.frame.minX == 0)
        // The values start 12 after the wider label, at the same x.
        #expect(value.frame.minX == max(name.frame.width, born.frame.width) + 12)
        #expect(year.frame.minX == value.frame.minX)
        #expect(tree.frame.width == value.frame.maxX)
    }
}

/// Bad numbers in scroll views, grids and lists are clamped, never a crash.
@MainActor @Suite struct ChromeBadInputTests {
    @Test func notANumberAndNegativeSizesAreClamped() {
        let scroll = layout(ScrollView { Color.red.frame(height: 100) }.contentMargins(.all, .nan).defaultScrollAnchor(UnitPoint(x: .nan, y: 1)),
                            proposal: ProposedViewSize(width: 100, height: 50))
        #expect(scroll.first(named: "Color")?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        let grid = layout(LazyVGrid(columns: [GridItem(.fixed(-5)), GridItem(.adaptive(minimum: 0), spacing: .nan),
                                              GridItem(.flexible(minimum: .nan, maximum: -1))], spacing: .infinity) {
            ForEach(0..<4) { _ in Color.red.frame(height: 10) }
        }, proposal: ProposedViewSize(width: 100, height: nil))
        #expect(grid.frame.width.isFinite && grid.frame.height.isFinite)
        let table = layout(Grid(horizontalSpacing: .nan, verticalSpacing: -.infinity) {
            GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(-3) }
        })
        #expect(table.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        let list = layout(List { Text("Row") }.listSectionSpacing(.nan).environment(\.defaultMinListRowHeight, .nan),
                          proposal: ProposedViewSize(width: 300, height: 400))
        // No minimum height: the row is its text and insets, 35 + 11 down.
        #expect(list.first(text: "Row")?.frame.minY == 46)
    }
}

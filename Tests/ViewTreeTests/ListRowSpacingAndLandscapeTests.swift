import Foundation
import Testing
@testable import ViewTree
import Raster

/// `listRowSpacing` (spaced rows of grouped lists are cards of their own, *unverified*) and lists
/// in landscape, where plain and grouped rows run under the safe-area margins to the screen's
/// edges while their content stays inset, and inset-grouped cards stay inside the safe area.
/// At 1x on an iPhone 13 Pro Max.
@MainActor @Suite struct ListRowSpacingAndLandscapeTests {
    private let groupedBackground = opaque(242, 242, 247)
    private let white = opaque(255, 255, 255)
    private let darkRow = opaque(28, 28, 30)
    private let yellow = opaque(255, 204, 0)

    private func separator(_ scheme: ColorScheme, over row: RGBA8) -> RGBA8 {
        composite(Color.separator.resolved(in: scheme, os: .iOS17), over: row)
    }

    private var rows: some View {
        List {
            Text("One")
            Text("Two").listRowBackground(Color.yellow)
            Text("Three")
        }
    }

    // MARK: Row spacing

    @Test func spacedInsetGroupedRowsAreCardsOfTheirOwn() throws {
        let list = rows.listRowSpacing(10)
        let tree = windowLayout(list)
        #expect(tree.first(text: "One")?.frame.minY == 94)
        #expect(tree.first(text: "Two")?.frame.minY == 148)       // 94 + 44 + 10
        #expect(tree.first(text: "Three")?.frame.minY == 202)
        for (scheme, background, row) in [(ColorScheme.light, groupedBackground, white), (.dark, opaque(0, 0, 0), darkRow)] {
            let canvas = try windowRender(list, scheme: scheme)
            #expect(canvas.pixel(x: 200, y: 100) == row, "\(scheme)")
            // No separator at the bottom of the first row, then the gap.
            #expect(canvas.pixel(x: 200, y: 125) == row, "\(scheme)")
            #expect(canvas.pixel(x: 200, y: 131) == background, "\(scheme)")
            // The first row's card is rounded at the bottom too.
            #expect(close(canvas.pixel(x: 20, y: 125), background, tolerance: 3), "\(scheme)")
            // A row background fills its own card.
            #expect(canvas.pixel(x: 30, y: 150) == (scheme == .light ? yellow : opaque(255, 214, 10)))
            #expect(close(canvas.pixel(x: 20, y: 136), background, tolerance: 3), "\(scheme)")
        }
    }

    @Test func spacedGroupedAndPlainRows() throws {
        let grouped = try windowRender(rows.listRowSpacing(10).listStyle(.grouped))
        #expect(grouped.pixel(x: 1, y: 100) == white)
        #expect(grouped.pixel(x: 200, y: 125) == white)            // no separator
        #expect(grouped.pixel(x: 1, y: 131) == groupedBackground)  // the gap
        let plain = rows.listRowSpacing(10).listStyle(.plain)
        #expect(windowLayout(plain).first(text: "Three")?.frame.minY == 167)     // 59 + 2 x (44 + 10)
        // Plain rows keep their separators.
        #expect(close(try windowRender(plain).pixel(x: 200, y: 90), separator(.light, over: white)))
    }

    @Test func noOrBadSpacingSpacesNothing() {
        for spacing in [nil, -5, CGFloat.nan, CGFloat.infinity] as [CGFloat?] {
            #expect(windowLayout(rows.listRowSpacing(spacing)).first(text: "Two")?.frame.minY == 138, "\(String(describing: spacing))")
        }
    }

    // MARK: Landscape

    private let landscape = SafeAreaLayoutTests.landscape

    @Test func plainRowsRunToTheScreensEdgesInLandscape() throws {
        let list = rows.listStyle(.plain)
        // The content: the safe area (47) and the margin (20).
        #expect(windowLayout(list, window: landscape).first(text: "One")?.frame.minX == 67)
        for (scheme, window) in [(ColorScheme.light, white), (.dark, opaque(0, 0, 0))] {
            let canvas = try windowRender(list, window: landscape, scheme: scheme)
            // The separator under the first row, from its text to the screen's right edge.
            #expect(canvas.pixel(x: 66, y: 43) == window, "\(scheme)")
            #expect(close(canvas.pixel(x: 67, y: 43), separator(scheme, over: window)), "\(scheme)")
            #expect(close(canvas.pixel(x: 925, y: 43), separator(scheme, over: window)), "\(scheme)")
            // A row background from edge to edge.
            let rowYellow = scheme == .light ? yellow : opaque(255, 214, 10)
            #expect(canvas.pixel(x: 0, y: 60) == rowYellow && canvas.pixel(x: 925, y: 60) == rowYellow, "\(scheme)")
        }
    }

    @Test func groupedRowsRunToTheScreensEdgesInLandscape() throws {
        let list = rows.listStyle(.grouped)
        for (scheme, background, row) in [(ColorScheme.light, groupedBackground, white), (.dark, opaque(0, 0, 0), darkRow)] {
            let canvas = try windowRender(list, window: landscape, scheme: scheme)
            #expect(canvas.pixel(x: 1, y: 20) == background, "\(scheme)")       // above the section
            #expect(canvas.pixel(x: 1, y: 50) == row && canvas.pixel(x: 924, y: 50) == row, "\(scheme)")
            #expect(close(canvas.pixel(x: 925, y: 78), separator(scheme, over: row)), "\(scheme)")
        }
    }

    @Test func insetGroupedCardsStayInsideTheSafeAreaInLandscape() throws {
        let tree = windowLayout(rows, window: landscape)
        #expect(tree.first(text: "One")?.frame.minX == 87)       // 47 + 20 + 20
        for (scheme, background, row) in [(ColorScheme.light, groupedBackground, white), (.dark, opaque(0, 0, 0), darkRow)] {
            let canvas = try windowRender(rows, window: landscape, scheme: scheme)
            #expect(canvas.pixel(x: 66, y: 50) == background && canvas.pixel(x: 68, y: 50) == row, "\(scheme)")
            #expect(canvas.pixel(x: 858, y: 50) == row && canvas.pixel(x: 860, y: 50) == background, "\(scheme)")
        }
    }
}

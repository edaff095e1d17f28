import Foundation
import Testing
@testable import ViewTree

/// iOS 26's list rows, sections and footers against plain recordings of SwiftUI lists
/// (FIDELITY.md, "Re-measured after the spacing and line-height rules"): home-assistant/iOS at
/// d722d78 (iOS 26.0 to 26.4, content size `.medium`) and KeenWill/signalbox at e3d0b496c
/// (iOS 26.4, `.large`). Our own equivalents of the recorded rows, laid out at 3x in a 390 by
/// 844 window; lines are broken by hand so that the stand-in font's widths do not matter.
@MainActor @Suite struct IOS26ListRowRecordingTests {
    private static let window = ViewTreeWindow(size: CGSize(width: 390, height: 844),
                                               safeAreaInsets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))

    private func layout<V: View>(_ view: V, size: DynamicTypeSize, os: ViewTreeOSVersion = .iOS26) -> ViewTreeLayout {
        let renderer = ImageRenderer(content: view.dynamicTypeSize(size).viewTreeOSVersion(os))
        renderer.window = Self.window
        renderer.scale = 3
        return renderer.layout
    }

    /// The distance from the first view showing `first` to the first showing `second`, top to top.
    private func pitch(_ tree: ViewTreeLayout, _ first: String, _ second: String) throws -> CGFloat {
        try #require(tree.first(text: second)).frame.minY - #require(tree.first(text: first)).frame.minY
    }

    /// Rows of several lines: 15 points above and below their content, where 11 made each 8
    /// points shorter than recorded.
    @Test func rowsOfSeveralLinesAreAsTallAsRecorded() throws {
        // signalbox's settings form: a row of three body lines, 94.33 tall with its separator.
        let form = List { Section { Text("One\nTwo\nThree"); Text("Four\nFive\nSix") } }
        let formPitch = try pitch(layout(form, size: .large), "One\nTwo\nThree", "Four\nFive\nSix")
        #expect(abs(formPitch - 94.33) <= 1.0 / 3, "\(formPitch)")
        // home-assistant's How it works: a headline over a subheadline paragraph, padded 4, and
        // its SensorRow: a body line over a subheadline (68.67 tall).
        func step(_ title: String, _ body: String) -> some View {
            HStack(alignment: .top, spacing: 16) {
                Image(systemName: "wifi").font(.title3).frame(width: 32)
                VStack(alignment: .leading, spacing: 4) {
                    Text(title).font(.headline)
                    Text(body).font(.subheadline)
                }
            }
            .padding(.vertical, 4)
        }
        let steps = List { step("First", "1\n2\n3\n4"); step("Second", "1\n2\n3"); step("Third", "1") }
        let stepsTree = layout(steps, size: .medium)
        #expect(abs(try pitch(stepsTree, "First", "Second") - 135.33) <= 1.0 / 3)
        #expect(abs(try pitch(stepsTree, "Second", "Third") - 116.33) <= 1.0 / 3)
        let sensor = VStack(alignment: .leading) { Text("Sensor 1"); Text("false").font(.subheadline) }
        let sensors = List { sensor; sensor }
        let sensorRows = layout(sensors, size: .medium).allViews.filter { $0.text == "Sensor 1" }.map(\.frame.minY)
        #expect(sensorRows.count == 2 && abs(sensorRows[1] - sensorRows[0] - 68.67) <= 1.0 / 3, "\(sensorRows)")
        // One line still makes the least row height: 52 at `.large` (signalbox's settings and
        // AccessibilitySnapshot), 51 at `.medium` (home-assistant, Sudoku).
        let one = List { Text("A"); Text("B") }
        for (size, recorded) in [(DynamicTypeSize.large, 52.0), (.medium, 51)] {
            let onePitch = try pitch(layout(one, size: size), "A", "B")
            #expect(abs(onePitch - recorded) <= 0.5, "\(size): \(onePitch)")  // centred text snaps to the pixel grid
        }
        // iOS 18's look keeps 11-point insets.
        #expect(abs(try pitch(layout(form, size: .large, os: .iOS18), "One\nTwo\nThree", "Four\nFive\nSix") - 86.33) <= 1.0 / 3)
    }

    /// home-assistant's toggle rows at `.medium`: 51 tall, the 28-point switch centred 11.5 from
    /// the row's edges; at `.large` the least row height, 52.
    @Test func aToggleRowKeepsTheLeastRowHeightAsRecorded() throws {
        for (size, least) in [(DynamicTypeSize.medium, 51.0), (.large, 52)] {
            let tree = layout(List { Toggle("Alerts", isOn: .constant(true)); Toggle("Sounds", isOn: .constant(true)) }, size: size)
            let togglePitch = try pitch(tree, "Alerts", "Sounds")
            #expect(abs(togglePitch - least) < 0.01, "\(size): \(togglePitch)")
        }
    }

    /// Sections without a header: 35 between a card and the next (home-assistant's How it works
    /// and Privacy screens), less what a footer between them takes (26.67 from the footer's last
    /// baseline to the next card in Privacy).
    @Test func aSectionWithoutHeaderIs35BelowThePreviousCard() throws {
        let plain = List { Section { Text("A") }; Section { Text("B") } }
        #expect(abs(try pitch(layout(plain, size: .medium), "A", "B") - (51 + 35)) <= 1.0 / 3)
        let footed = List {
            Section { Text("A") } footer: { Text("One\nTwo") }
            Section { Text("B") }
        }
        let tree = layout(footed, size: .medium)
        let footer = try #require(tree.first(text: "One\nTwo")).frame, next = try #require(tree.first(text: "B")).frame
        let lastBaseline = footer.maxY - 12 * 0.241211  // the footnote's descent at .medium
        let nextCard = next.minY - (51 - next.height) / 2
        #expect(abs(nextCard - lastBaseline - 26.67) <= 0.5, "\(nextCard - lastBaseline)")
        // Sections with headers keep their spacing: 27.67 from the card to the header's text.
        let headed = List { Section("H1") { Text("A") }; Section("H2") { Text("B") } }
        let headedTree = layout(headed, size: .medium)
        let a = try #require(headedTree.first(text: "A")).frame, h2 = try #require(headedTree.first(text: "H2")).frame
        #expect(abs(h2.minY - (a.minY - (51 - a.height) / 2 + 51) - 27.67) <= 1.0 / 3)
    }

    /// Footers of two lines: 14.0 apart at `.medium` (home-assistant) and 16.0 at `.large`
    /// (signalbox), 2 less than the footnote's line heights; earlier looks keep the style's.
    @Test func footerLinesAreTwoPointsCloserAsRecorded() throws {
        for (size, os, recorded) in [(DynamicTypeSize.medium, ViewTreeOSVersion.iOS26, 14.0), (.large, .iOS26, 16),
                                     (.large, .iOS18, 18)] {
            let list = List {
                Section { Text("A") } footer: { Text("One") }
                Section { Text("B") } footer: { Text("One\nTwo") }
            }
            let tree = layout(list, size: size, os: os)
            let one = try #require(tree.first(text: "One")).frame, two = try #require(tree.first(text: "One\nTwo")).frame
            #expect(abs(two.height - one.height - recorded) <= 1.0 / 3, "\(size) \(os): \(two.height - one.height)")
        }
    }

    /// Labels' symbols in list rows: as large as the large image scale draws them beside 16-point
    /// text (home-assistant's `arrow.left.arrow.right` and `plus`, signalbox's
    /// `checkmark.circle.fill`), within a point; earlier looks keep the medium scale.
    @Test func labelSymbolsInListRowsAreAsLargeAsRecorded() throws {
        let recorded: [(String, Font, DynamicTypeSize, CGSize)] = [
            ("arrow.left.arrow.right", .body, .medium, CGSize(width: 19.33, height: 23.67)),
            ("plus", .body, .medium, CGSize(width: 16.67, height: 16.67)),
            ("checkmark.circle.fill", .callout.weight(.semibold), .large, CGSize(width: 21, height: 21)),
        ]
        for (name, font, size, ink) in recorded {
            func symbol(in view: some View, os: ViewTreeOSVersion) throws -> CGSize {
                try #require(layout(view, size: size, os: os).allViews.first { $0.name == "Image" }).frame.size
            }
            let large = try symbol(in: List { Label("Title", systemImage: name).font(font) }, os: .iOS26)
            #expect(abs(large.width - ink.width) <= 1 && abs(large.height - ink.height) <= 1, "\(name): \(large)")
            let old = try symbol(in: List { Label("Title", systemImage: name).font(font) }, os: .iOS18)
            #expect(old == (try symbol(in: Image(systemName: name).font(font), os: .iOS18)), "\(name): \(old)")
        }
    }

    /// Labels in list rows: the icon centred 12 from the label's leading edge and the title 39.33
    /// from it, beside 16-point and 12-point text (home-assistant's and signalbox's titles' ink
    /// from 39.0 to 41.0); earlier looks keep a column of 1.5 times the point size and 8 after it.
    @Test func labelTitlesInListRowsStartWhereRecorded() throws {
        for (font, size) in [(Font.body, DynamicTypeSize.medium), (.callout.weight(.semibold), .large), (.caption, .large)] {
            let tree = layout(List { Label("Server", systemImage: "plus").font(font) }, size: size)
            let title = try #require(tree.first(text: "Server")).frame
            let icon = try #require(tree.allViews.first { $0.name == "Image" }).frame
            // The row's content starts 32 in: the card's 16-point margin and inset.
            #expect(abs(title.minX - 32 - 39.33) < 0.01 && abs(icon.midX - 32 - 12) <= 1.0 / 3, "\(font): \(title.minX), \(icon.midX)")
        }
        let old = layout(List { Label("Server", systemImage: "plus").font(.caption) }, size: .large, os: .iOS18)
        let metrics = ListStyleMetrics(kind: .insetGrouped, width: 390, os: .iOS18)
        let content = metrics.cardMargin + metrics.rowInsets.leading
        #expect(abs(try #require(old.first(text: "Server")).frame.minX - (content + 18 + 8)) < 0.01)
    }
}

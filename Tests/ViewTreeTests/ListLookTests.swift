import Foundation
import Testing
@testable import ViewTree

/// Inset-grouped lists in iOS 18's and iOS 26's looks against the same view recorded by the
/// iOS 18.5 and 26.2 simulators on an iPhone 17 Pro (cashapp/AccessibilitySnapshot's
/// `SwiftUIListSectionTests` references; figures in ListStyleMetrics).
@MainActor @Suite struct ListLookTests {
    private let accounts = List {
        Section { Text("Checking"); Text("Savings") } header: { Text("Accounts") } footer: { Text("Tap an account to view details") }
        Section { Text("Electric"); Text("Internet") } header: { Text("Bills") } footer: { Text("Due this month") }
    }
    private let fruits = List {
        Section("Fruits") { Text("Apple"); Text("Banana"); Text("Cherry") }
        Section("Vegetables") { Text("Carrot"); Text("Peas") }
    }

    private func renderer<V: View>(_ view: V, os: ViewTreeOSVersion) -> ImageRenderer<some View> {
        let renderer = ImageRenderer(content: view.viewTreeOSVersion(os))
        renderer.window = ViewTreeDevice.iPhone17Pro.window
        renderer.scale = 3
        return renderer
    }

    /// The rows' backgrounds down the middle of the screen: the white runs, in points.
    private func cards<V: View>(_ view: V, os: ViewTreeOSVersion) throws -> [ClosedRange<CGFloat>] {
        let canvas = try renderer(view, os: os).canvas
        var runs: [ClosedRange<CGFloat>] = [], start: Int?
        for y in 0..<canvas.height {
            let white = canvas.pixel(x: 600, y: y).red >= 250
            if white, start == nil { start = y }
            if !white, let first = start {
                if y - first > 30 { runs.append(CGFloat(first) / 3...CGFloat(y) / 3) }
                start = nil
            }
        }
        return runs
    }

    private func isNear(_ ranges: [ClosedRange<CGFloat>], _ expected: [ClosedRange<CGFloat>]) -> Bool {
        ranges.count == expected.count && zip(ranges, expected).allSatisfy {
            abs($0.lowerBound - $1.lowerBound) <= 0.5 && abs($0.upperBound - $1.upperBound) <= 0.5
        }
    }

    @Test func rowsAndSectionsSitWhereTheSimulatorsPutThem() throws {
        // Rows are one card per section; a separator splits the runs of white: iOS 26's a point
        // thick (3 device pixels, as both iOS 26 corpora show), older ones a hairline. iOS 26's
        // rows are 52 at this default text size (51 at `.medium`, ListStyleMetrics.minimumRowHeight),
        // as these accessibility snapshots draw them (iOS 26.2).
        #expect(isNear(try cards(accounts, os: .iOS26), [102.3...153.3, 154.3...206.3, 276.3...327.3, 328.3...380.3]))
        #expect(isNear(try cards(accounts, os: .iOS18), [100.7...144.3, 144.7...188.7, 261...304.7, 305...349]))
        #expect(isNear(try cards(fruits, os: .iOS26), [102.3...153.3, 154.3...205.3, 206.3...258.3, 316.3...367.3, 368.3...420.3]))
        #expect(isNear(try cards(fruits, os: .iOS18), [100.7...144.3, 144.7...188.3, 188.7...232.7, 289...332.7, 333...377]))
    }

    @Test func iOS26InsetsCardsAndTextBy16AndHeadsSectionsInHeadlineAsWritten() throws {
        let new = renderer(accounts, os: .iOS26).layout, old = renderer(accounts, os: .iOS18).layout
        #expect(new.first(text: "Checking")?.frame.minX == 32 && old.first(text: "Checking")?.frame.minX == 40)
        #expect(old.first(text: "ACCOUNTS") != nil && new.first(text: "Accounts") != nil)
        let header = try #require(new.first(text: "Accounts")).frame, row = try #require(new.first(text: "Checking")).frame
        #expect(header.height == row.height)  // headline, the body's 17 points
        // The separator stops 16 short of the card's trailing edge.
        let canvas = try renderer(accounts, os: .iOS26).canvas
        let separatorRow = (0..<canvas.height).first { canvas.pixel(x: 300, y: $0).red < 240 && $0 > 3 * 140 && $0 < 3 * 160 }
        let y = try #require(separatorRow)
        #expect(canvas.pixel(x: 3 * 369, y: y).red < 240 && canvas.pixel(x: 3 * 371, y: y).red == 255)
        #expect(canvas.pixel(x: 3 * 33, y: y).red < 240 && canvas.pixel(x: 3 * 31, y: y).red == 255)
    }

    @Test func theLeastRowHeightIs52Or51FromIOS26OnUnlessTheEnvironmentSays() {
        var environment = EnvironmentValues()
        environment.viewTreeOSVersion = .iOS26
        #expect(environment.defaultMinListRowHeight == 52)
        environment.dynamicTypeSize = .medium
        #expect(environment.defaultMinListRowHeight == 51)
        environment.viewTreeOSVersion = .iOS17
        #expect(environment.defaultMinListRowHeight == 44)
        environment.defaultMinListRowHeight = 30
        environment.viewTreeOSVersion = .iOS26
        #expect(environment.defaultMinListRowHeight == 30)
    }

    @Test func aToggleRowIsTheLeastRowHeightAsRecorded() throws {
        // home-assistant/iOS's ServerSwitchingSettingsView (iOS 26.4): two toggle rows, each 51
        // with its separator (168...219...270), the 28-point switch reaching into the rows'
        // 15-point insets (LiquidGlassMetrics.rowSwitchOverhang) under the least height.
        let list = List {
            Toggle("Switch Server by Location", isOn: .constant(false))
            Toggle("Remember Last Page", isOn: .constant(true))
        }
        .dynamicTypeSize(.medium)  // swift-snapshot-testing's phone traits
        // The card from its first white row to its last, down a column between labels and switches.
        let canvas = try renderer(list, os: .iOS26).canvas
        let white = (0..<canvas.height).filter { canvas.pixel(x: 3 * 290, y: $0).red == 255 }
        let height = CGFloat(try #require(white.last) + 1 - #require(white.first)) / 3
        #expect(abs(height - 102) <= 0.4, "\(height)")
    }

    @Test func anExplicitLeastRowHeightWinsOverTheLook() throws {
        // One caption line (14.33) and iOS 26's 15-point insets: 44.33, under its 52.
        let rows = try cards(List { Text("A").font(.caption) }.environment(\.defaultMinListRowHeight, 30), os: .iOS26)
        #expect(rows.count == 1 && abs((rows.first?.upperBound ?? 0) - (rows.first?.lowerBound ?? 0) - 44.33) <= 0.4)
        let tall = try cards(List { Text("A") }, os: .iOS26)
        #expect(tall.count == 1 && abs((tall.first?.upperBound ?? 0) - (tall.first?.lowerBound ?? 0) - 52) <= 0.4)
    }
}

import Foundation
import Testing
@testable import ViewTreePreviews

/// Layout warnings across devices: found on the devices where they happen, merged across
/// schemes, as a table per device and as JSON.
@MainActor @Suite struct WarningReportTests {
    enum OverflowCatalog: ViewTreePreviewCatalog {
        static var previews: [Preview] {
            Preview("Row") { WideRow() }
            Preview("Title") { Text("A title far too long for this").lineLimit(1).frame(width: 50) }
        }
        /// None: the test bundle links the gallery's `#Preview`s too.
        static var declaredPreviews: [Preview] { [] }
        static var defaultDevices: [ViewTreeDevice] { [testPhone, testWidePhone] }
    }

    @Test func anOverflowingPreviewIsCaughtOnTheSmallDeviceOnly() async throws {
        let report = try await WarningsCommand<OverflowCatalog>.warnings(previews: ["Row"],
                                                                         choice: ViewTreeMatrixChoice(colorSchemes: [.light, .dark]))
        #expect(report.entries.count == 1)
        let entry = report.entries.first
        #expect(entry?.device == "testPhone" && entry?.preview == "Row")
        #expect(entry?.colorSchemes == ["light", "dark"])
        #expect(entry?.kind == "overflowsScreen")
        #expect(entry?.path == ["window", "HStack"])
        #expect(entry?.frame == .init(x: -20, y: 45, width: 100, height: 20))
        #expect(entry?.overflow == .init(top: 0, left: 20, bottom: 0, right: 20))
        #expect(report.devices == [testPhone, testWidePhone])
    }

    @Test func theTableHasOneSectionPerDevice() async throws {
        let report = try await WarningsCommand<OverflowCatalog>.warnings(previews: [], choice: ViewTreeMatrixChoice())
        #expect(report.table == """
            testPhone (60×100 pt): 2 layout warnings
              PREVIEW  APPEARANCE  KIND             MESSAGE
              Row      light       overflowsScreen  HStack in WideRow reaches past the screen by 20 pt on the left and 20 pt on the right.
              Title    light       truncatedText    Text "A title far too long for this" is truncated to 1 line by its line limit of 1.
            testWidePhone (120×100 pt): 1 layout warning
              PREVIEW  APPEARANCE  KIND           MESSAGE
              Title    light       truncatedText  Text "A title far too long for this" is truncated to 1 line by its line limit of 1.
            """)
    }

    @Test func theJSONHasEveryFact() async throws {
        let report = try await WarningsCommand<OverflowCatalog>.warnings(previews: ["Title"],
                                                                         choice: ViewTreeMatrixChoice(devices: [testPhone]))
        let json = try JSONSerialization.jsonObject(with: report.jsonData()) as? [[String: Any]]
        #expect(json?.count == 1)
        let entry = json?.first
        #expect(entry?["kind"] as? String == "truncatedText")
        #expect(entry?["device"] as? String == "testPhone")
        #expect(entry?["text"] as? String == "A title far too long for this")
        #expect(entry?["colorSchemes"] as? [String] == ["light"])
        #expect(entry?["dynamicTypeSize"] as? String == "large")
        #expect(entry?["layoutDirection"] as? String == "leftToRight")
        #expect(((entry?["frame"] as? [String: Double])?["width"] ?? 0) > 40)
        #expect(Set((entry?["overflow"] as? [String: Double])?.keys ?? [:].keys) == ["top", "left", "bottom", "right"])
        let decoded = try JSONDecoder().decode([ViewTreeWarningReport.Entry].self, from: report.jsonData())
        #expect(decoded == report.entries)
    }

    @Test func noWarningsIsSaidPerDevice() async throws {
        let report = try await WarningsCommand<OverflowCatalog>.warnings(previews: ["Row"],
                                                                         choice: ViewTreeMatrixChoice(devices: [testWidePhone]))
        #expect(report.entries.isEmpty)
        #expect(report.table == "testWidePhone (120×100 pt): no layout warnings")
    }
}

import Foundation
import Testing
@testable import ViewTreePreviews
import Raster

/// HTML reports: a run's images, sheets, warnings and failures; what changed since an earlier
/// run; and snapshot failures found in a folder.
@MainActor @Suite struct HTMLReportTests {
    @Test func aRunsReportShowsItsImagesSheetsWarningsAndFailures() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let previews = [Preview("Row <1>") { WideRow() }, Preview("Empty", traits: .sizeThatFitsLayout) { Color.red.frame(width: 0, height: 0) },
                        Preview("Nothing") { EmptyView() }]
        let matrix = ViewTreeRenderMatrix(previews: previews, choice: ViewTreeMatrixChoice(devices: [testPhone, testWidePhone]))
        let run = try await ViewTreePreviewRenderer(output: folder.url).render(matrix, previews: previews)
        let html = HTMLReport(run: run, comparison: nil).html
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<p>4 images of 2 previews on 2 devices · 2 failed · 1 layout warning</p>"))
        #expect(html.contains("<h2>Row &lt;1&gt;</h2>"))
        #expect(html.contains("<img class=\"sheet\" src=\"row-1/contact-sheet-light.png\""))
        #expect(html.contains("<img src=\"row-1/testPhone-light.png\" loading=\"lazy\" alt=\"testPhone · light\">"))
        #expect(html.contains("<li>HStack in WideRow reaches past the screen by 20 pt on the left and 20 pt on the right.</li>"))
        #expect(html.contains("<figure class=\"problem\"><figcaption>testPhone · light</figcaption><ul><li>Failed: "))
        #expect(html.contains("<li>Nothing: its view has no views to preview</li>"))
        // Offline: nothing is loaded from elsewhere.
        #expect(!html.contains("http"))
    }

    @Test func aComparedRunShowsExpectedActualAndDifferenceWithASlider() async throws {
        let before = TemporaryFolder(), after = TemporaryFolder()
        defer { before.remove(); after.remove() }
        let old = [Preview("Row") { WideRow() }, Preview("Same") { Color.green }]
        let new = [Preview("Row") { WideRow().padding(.top, 30) }, Preview("Same") { Color.green },
                   Preview("Added") { Color.blue }]
        let choice = ViewTreeMatrixChoice(devices: [testPhone])
        _ = try await ViewTreePreviewRenderer(output: before.url).render(ViewTreeRenderMatrix(previews: old, choice: choice), previews: old)
        let run = try await ViewTreePreviewRenderer(output: after.url).render(ViewTreeRenderMatrix(previews: new, choice: choice), previews: new)
        let comparison = try await RunComparison(run: run, previous: before.url)
        #expect(comparison.unchanged == 1)
        #expect(comparison.changes.map(\.title) == ["row/testPhone-light.png", "added/testPhone-light.png"])
        let changed = comparison.changes[0]
        #expect(changed.expected == "report-files/expected/row/testPhone-light.png")
        #expect(changed.actual == "row/testPhone-light.png")
        #expect(changed.difference == "report-files/difference/row/testPhone-light.png")
        #expect(changed.message.contains(" of 6000 pixels differ ("))
        #expect(changed.message.contains("the largest difference is Delta E "))
        let difference = try Bitmap(pngData: Data(contentsOf: after.file("report-files/difference/row/testPhone-light.png")))
        #expect(difference.width == 60 && difference.pixels.contains(0xFF00_00FF))
        #expect(comparison.changes[1].expected == nil)
        let html = HTMLReport(run: run, comparison: comparison).html
        #expect(html.contains("1 unchanged"))
        #expect(html.contains("<h3>Expected</h3><a href=\"report-files/expected/row/testPhone-light.png\">"))
        #expect(html.contains("<h3>Difference</h3>"))
        #expect(html.contains("<input type=\"range\" min=\"0\" max=\"100\" value=\"50\""))
        #expect(html.contains("clip-path:inset(0 0 0 var(--split))"))
    }

    @Test func snapshotFailuresAreFoundByTheirReferences() throws {
        let root = TemporaryFolder()
        defer { root.remove() }
        let files = FileManager.default
        func png(_ color: RGBAColor) throws -> Data {
            let canvas = try RasterCanvas(width: 4, height: 4)
            try canvas.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), color: color)
            return try canvas.pngData()
        }
        try files.write(try png(.white), to: "Tests/AppTests/__Snapshots__/ProfileTests/header.1.png", in: root.url)
        try files.write(try png(.white), to: "Tests/AppTests/__Snapshots__/ProfileTests/same.1.png", in: root.url)
        try files.write(try png(.black), to: "artifacts/ProfileTests/header.1.png", in: root.url)
        try files.write(try png(.white), to: "artifacts/ProfileTests/same.1.png", in: root.url)
        try files.write(try png(.black), to: "artifacts/NewTests/first (dark).1.png", in: root.url)
        try files.write(try png(.black), to: "artifacts/ViewTree/difference-1234.png", in: root.url)
        try files.write(try png(.black), to: "artifacts/ProfileTests/header.1.difference.png", in: root.url)
        let output = root.file("report")
        let failures = try SnapshotFailures(artifacts: root.file("artifacts"), references: root.file("Tests"), output: output)
        #expect(failures.changes.map(\.title) == ["NewTests › first (dark).1.png", "ProfileTests › header.1.png"])
        #expect(failures.changes[0].expected == nil)
        #expect(failures.changes[0].message.hasPrefix("No reference __Snapshots__/NewTests/first (dark).1.png was found"))
        #expect(failures.changes[1].message == "16 of 16 pixels differ (100.00%); the largest difference is Delta E 100.0 at pixel (0, 0).")
        #expect(files.fileExists(atPath: output.appendingPathComponent("difference/ProfileTests/header.1.png").path))
        #expect(failures.testFiles["ProfileTests › header.1.png"]?.hasSuffix("/Tests/AppTests/ProfileTests.swift") == true)
        let html = HTMLReport(snapshotFailures: failures, artifacts: root.file("artifacts")).html
        #expect(html.contains("<h2>Failed snapshots</h2>"))
        #expect(html.contains("src=\"actual/NewTests/first%20(dark).1.png\""))
        #expect(throws: ViewTreePreviewToolError.missingFolder(path: root.file("nowhere").path)) {
            try SnapshotFailures(artifacts: root.file("nowhere"), references: root.url, output: output)
        }
    }
}

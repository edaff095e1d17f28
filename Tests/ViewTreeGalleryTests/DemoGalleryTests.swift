import Foundation
import Testing
@testable import ViewTreeGallery
@testable import ViewTreePreviews
import Raster

/// The demo gallery `viewtree` renders: every screen renders without render issues, looks
/// opaque, and lays out without warnings on a large phone but the one truncation it shows off.
@MainActor @Suite struct DemoGalleryTests {
    @Test func everyPreviewRendersOnASmallPhone() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previews = DemoGallery.renderedPreviews
        #expect(previews.suffix(2).map(\.name) == ["Empty state", "Profile form"])
        let matrix = ViewTreeRenderMatrix(previews: previews, choice: ViewTreeMatrixChoice(devices: [.iPhoneSe], colorSchemes: [.dark]),
                                  defaultDevices: DemoGallery.defaultDevices)
        let run = try await ViewTreePreviewRenderer(output: folder, contactSheetScale: nil).render(matrix, previews: previews)
        #expect(run.succeeded)
        #expect(run.outcomes.count == previews.count)
        #expect(run.outcomes.flatMap(\.issues).isEmpty)
        for outcome in run.outcomes {
            let bitmap = try Bitmap(pngData: Data(contentsOf: folder.appendingPathComponent(outcome.job.path)))
            #expect(bitmap.width == outcome.pixelWidth && bitmap.height == outcome.pixelHeight)
            #expect(bitmap.pixels.allSatisfy { $0 >> 24 == 255 }, "\(outcome.job.path) has transparent pixels")
            if outcome.job.layout == .device { #expect(bitmap.width == 640 && bitmap.height == 1136) }
        }
    }

    @Test func theScreensFitALargePhone() async throws {
        let report = try await WarningsCommand<DemoGallery>.warnings(previews: [], choice: ViewTreeMatrixChoice())
        #expect(report.entries.map(\.message) == [
            "Text \"Walnut desk organiser with three trays\" in OrderCard is truncated to 1 line by its line limit of 1.",
        ])
        #expect(report.entries.first?.colorSchemes == ["light", "dark"])
    }

    @Test func theToolIsTheGallerysPreviewRenderer() throws {
        #expect(ViewTreePreviewCommand<DemoGallery>.configuration.commandName == "viewtree")
        let command = try ViewTreePreviewCommand<DemoGallery>.parseAsRoot(["--out", "gallery"])
        #expect((command as? RenderCommand<DemoGallery>)?.out == "gallery")
        #expect(DemoGallery.defaultDevices == [.iPhone13ProMax] && DemoGallery.defaultColorSchemes == [.light, .dark])
    }
}

import Foundation
import Testing
@testable import ViewTreePreviews
import Raster

/// Contact sheets: tiles side by side at one scale, labelled, top-aligned.
@MainActor @Suite struct ContactSheetTests {
    @Test func tilesSitSideBySideTopAlignedAfterTheTitleAndLabels() {
        let layout = ViewTreeContactSheetLayout(imageSizes: [CGSize(width: 320, height: 568), CGSize(width: 428, height: 926)],
                                        scale: 1)
        // Margin 32, title 44, labels 64: screens start at y 140; tiles are 32 apart.
        #expect(layout.title == CGRect(x: 32, y: 32, width: 780, height: 44))
        #expect(layout.tiles.map(\.label) == [CGRect(x: 32, y: 76, width: 320, height: 64),
                                              CGRect(x: 384, y: 76, width: 428, height: 64)])
        #expect(layout.tiles.map(\.screen) == [CGRect(x: 32, y: 140, width: 320, height: 568),
                                               CGRect(x: 384, y: 140, width: 428, height: 926)])
        #expect(layout.size == CGSize(width: 32 + 320 + 32 + 428 + 32, height: 140 + 926 + 32))
    }

    @Test func smallScreensKeepRoomForTheirLabelsAndTheScaleGrowsEverything() {
        let small = ViewTreeContactSheetLayout(imageSizes: [CGSize(width: 40, height: 20), CGSize(width: 50, height: 30)], scale: 1)
        #expect(small.tiles.map(\.screen.minX) == [32, 32 + 160 + 32])
        #expect(small.tiles[0].label.width == 160)
        #expect(small.size.width == 416)
        let doubled = ViewTreeContactSheetLayout(imageSizes: [CGSize(width: 640, height: 1136)], scale: 2)
        #expect(doubled.tiles[0].screen == CGRect(x: 64, y: 280, width: 640, height: 1136))
        #expect(doubled.size == CGSize(width: 64 + 640 + 64, height: 280 + 1136 + 64))
        #expect(ViewTreeContactSheetLayout(imageSizes: [], scale: 1).size == CGSize(width: 224, height: 172))
    }

    @Test func thumbnailsShrinkToTheSheetsScale() throws {
        let canvas = try RasterCanvas(width: 30, height: 60)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 60)), color: RGBAColor(red8: 0, green8: 122, blue8: 255))
        let thumbnail = try ContactSheet.thumbnail(of: canvas.bitmap, scale: 3, sheetScale: 1)
        #expect(thumbnail.width == 10 && thumbnail.height == 20)
        #expect(Set(thumbnail.pixels) == [RGBA8(red: 0, green: 122, blue: 255, alpha: 255).packed])
        #expect(try ContactSheet.thumbnail(of: canvas.bitmap, scale: 1, sheetScale: 1) == canvas.bitmap)
    }

    @Test func theSheetShowsEachScreenAtItsTileWithItsLabel() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let previews = [Preview("Row") { WideRow() }]
        let matrix = ViewTreeRenderMatrix(previews: previews, choice: ViewTreeMatrixChoice(devices: [testPhone, testWidePhone]))
        let run = try await ViewTreePreviewRenderer(output: folder.url, contactSheetScale: 1).render(matrix, previews: previews)
        #expect(run.contactSheets == ["row/contact-sheet-light.png"])
        let sheet = try Bitmap(pngData: Data(contentsOf: folder.file("row/contact-sheet-light.png")))
        // Both phones at 1 pixel a point: 60 and 120 wide tiles, each at least 160 wide.
        let layout = ViewTreeContactSheetLayout(imageSizes: [CGSize(width: 60, height: 100), CGSize(width: 120, height: 100)], scale: 1)
        #expect(sheet.width == Int(layout.size.width) && sheet.height == Int(layout.size.height))
        func pixel(_ point: CGPoint) -> RGBA8 { RGBA8(packed: sheet.pixels[Int(point.y) * sheet.width + Int(point.x)]) }
        let red = RGBA8(red: 255, green: 56, blue: 60, alpha: 255), blue = RGBA8(red: 0, green: 136, blue: 255, alpha: 255)  // iOS 26's
        // On the small phone the row's red is at its left edge, 55 points down; on the wide
        // phone the row is centred, red then blue.
        let small = layout.tiles[0].screen, wide = layout.tiles[1].screen
        #expect(pixel(CGPoint(x: small.minX + 2, y: small.minY + 55)) == red)
        #expect(pixel(CGPoint(x: wide.minX + 30, y: wide.minY + 50)) == red)
        #expect(pixel(CGPoint(x: wide.minX + 90, y: wide.minY + 50)) == blue)
        // The label is drawn in the label band: some dark text pixels there, none in the gap.
        let label = layout.tiles[0].label
        let inLabel = (Int(label.minY)..<Int(label.minY + 22)).flatMap { y in
            (Int(label.minX)..<Int(label.minX + 80)).map { pixel(CGPoint(x: $0, y: y)) }
        }
        #expect(inLabel.contains { $0.red < 100 })
        #expect(pixel(CGPoint(x: small.maxX + 10, y: small.minY + 50)) == RGBA8(red: 242, green: 242, blue: 247, alpha: 255))
    }
}

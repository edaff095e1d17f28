import Foundation
import Testing
@testable import Raster
import ViewTreeResources

/// Drawing laid-out text: cached glyph masks, subpixel positions, transforms, clips and layers.
struct TextRenderingTests {
    static func layout(_ text: String = "Hamburgefonstiv 0123", size: CGFloat = 17, face: Typeface? = nil) throws -> TextLayout {
        let face = try face ?? FontLibrary.shared.typeface(family: "Inter", file: "Inter-Regular.otf")
        return ShapedText(text, font: TextFont(typeface: face, size: size)).layout(width: nil)
    }

    static func render(_ layout: TextLayout, at origin: CGPoint = CGPoint(x: 4, y: 4), width: Int = 200,
                       height: Int = 30, transform: CGAffineTransform = .identity) throws -> RasterCanvas {
        let canvas = try RasterCanvas(width: width, height: height)
        canvas.transform = transform
        try canvas.draw(layout, at: origin, color: coverageColor)
        return canvas
    }

    static var inter: Typeface {
        get throws { try FontLibrary.shared.typeface(family: "Inter", file: "Inter-Regular.otf") }
    }

    @Test func cachedGlyphMasksMatchFillingTheOutlines() throws {
        let face = try Self.inter
        let glyphs = try "gO&a".unicodeScalars.map { try #require(face.glyph(for: $0)) }
        // Positions on the quarter-pixel grid, where masks are exact.
        let positions = [CGPoint(x: 4, y: 20), CGPoint(x: 20.25, y: 20.5), CGPoint(x: 40.5, y: 20.75),
                         CGPoint(x: 60.75, y: 21)]
        let canvas = try RasterCanvas(width: 80, height: 30)
        try canvas.drawGlyphs(glyphs, at: positions, typeface: face, size: 17, paint: .color(coverageColor))
        let drawn = alphaGrid(canvas)
        let filled = try coverage(of: Typeface.outlines(of: glyphs, at: positions, typeface: face, size: 17),
                                  width: 80, height: 30)
        var worst = 0.0
        for y in 0..<30 { for x in 0..<80 { worst = max(worst, abs(drawn[y][x] - filled[y][x])) } }
        #expect(worst <= 2.0 / 255, "worst difference \(worst)")
        #expect(totalCoverage(drawn) > 100)
    }

    @Test func glyphPositionsRoundToTheNearestQuarterPixel() throws {
        let layout = try Self.layout("l")
        let at = { (x: CGFloat) in try Self.render(layout, at: CGPoint(x: x, y: 4), width: 20).bitmap }
        let quarter = try at(4.25)
        // Compared as Bools: a failing bitmap comparison would print every pixel.
        let roundsUp = try at(4.2) == quarter, roundsDown = try at(4.3) == quarter
        let differsFromWhole = try at(4) != quarter, differsFromHalf = try at(4.5) != quarter
        #expect(roundsUp && roundsDown)
        #expect(differsFromWhole && differsFromHalf)
    }

    @Test func scaledTransformsDrawGlyphsAtThePixelSize() throws {
        let run = TextShaper.shape("H", typeface: try Self.inter)
        let atThree = try RasterCanvas(width: 60, height: 40)
        atThree.transform = CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0)
        try atThree.draw(run, size: 17, at: CGPoint(x: 1, y: 11), color: coverageColor)
        let large = try RasterCanvas(width: 60, height: 40)
        try large.draw(run, size: 51, at: CGPoint(x: 3, y: 33), color: coverageColor)
        let same = atThree.bitmap == large.bitmap
        #expect(same)
        #expect(totalCoverage(alphaGrid(large)) > 300)
    }

    @Test func rotatedTextIsFilledAsOutlines() throws {
        let layout = try Self.layout()
        let upright = totalCoverage(alphaGrid(try Self.render(layout, width: 200, height: 200)))
        let turn = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 100, y: 0))
        let rotated = try Self.render(layout, at: CGPoint(x: 4, y: 4), width: 200, height: 200, transform: turn)
        let total = totalCoverage(alphaGrid(rotated))
        #expect(abs(total - upright) / upright < 0.02)
        // A quarter turn maps (x, y) to (100 - y, x): the line runs down columns 75 to 96.
        let grid = alphaGrid(rotated)
        #expect(grid.allSatisfy { row in row.indices.allSatisfy { (70..<100).contains($0) || row[$0] == 0 } })
        #expect(grid[100...].contains { row in row.contains { $0 > 0.5 } })
    }

    @Test func textIsClippedAndFadedLikeAnyFill() throws {
        let layout = try Self.layout()
        let canvas = try RasterCanvas(width: 200, height: 30)
        try canvas.withClip(Path(CGRect(x: 0, y: 0, width: 60, height: 30))) {
            try canvas.draw(layout, at: CGPoint(x: 4, y: 4), color: coverageColor)
        }
        let grid = alphaGrid(canvas)
        #expect(grid.allSatisfy { row in row[60...].allSatisfy { $0 == 0 } })
        #expect(grid.contains { row in row[..<60].contains { $0 > 0.9 } })

        let faded = try RasterCanvas(width: 200, height: 30)
        try faded.withLayer(opacity: 0.5) { try faded.draw(layout, at: CGPoint(x: 4, y: 4), color: coverageColor) }
        let full = alphaGrid(try Self.render(layout))
        let half = alphaGrid(faded)
        for y in 0..<30 { for x in 0..<200 { #expect(abs(half[y][x] - full[y][x] / 2) <= 1.0 / 255) } }
    }

    @Test func nonFinitePositionsAreAnError() throws {
        let layout = try Self.layout()
        let canvas = try RasterCanvas(width: 10, height: 10)
        #expect(throws: RasterError.self) { try canvas.draw(layout, at: CGPoint(x: CGFloat.nan, y: 0), color: .black) }
        // Far off the canvas is simply not drawn.
        try canvas.draw(layout, at: CGPoint(x: 1e12, y: -1e12), color: .black)
        #expect(canvas.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func drawnTextIsTheSameFromManyThreadsAtOnce() async throws {
        // Two separate loads of the face, so the threads start on an empty glyph cache.
        let url = try #require(ResourceLocator.resourcesDirectory()).appendingPathComponent("Fonts/Inter/Inter-Regular.otf")
        func layouts(_ face: Typeface) throws -> [TextLayout] {
            try (0..<4).map { try Self.layout("Thread \($0): Hamburgefonstiv", size: 13 + CGFloat($0) * 3.3, face: face) }
        }
        let serial = try layouts(Typeface(contentsOf: url)), parallel = try layouts(Typeface(contentsOf: url))
        func render(_ layout: TextLayout) throws -> Bitmap {
            try Self.render(layout, at: CGPoint(x: 2.3, y: 1.7), width: 300, height: 40).bitmap
        }
        let reference = try serial.map(render)
        let results = try await withThrowingTaskGroup(of: (Int, Bitmap).self) { group in
            for index in 0..<32 { group.addTask { (index, try render(parallel[index % 4])) } }
            return try await group.reduce(into: [(Int, Bitmap)]()) { $0.append($1) }
        }
        #expect(results.count == 32)
        #expect(results.allSatisfy { $0.1 == reference[$0.0 % 4] })
    }
}

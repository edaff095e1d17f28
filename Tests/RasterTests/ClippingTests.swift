import Foundation
import Testing
@testable import Raster

/// Paths that leave the canvas, clip masks, layers and transforms.
struct ClippingTests {
    @Test func pathLeavingTheCanvasKeepsCoverageAtTheBorders() throws {
        let grid = try coverage(of: Path(CGRect(x: -50, y: -40.5, width: 60.5, height: 50)), width: 32, height: 32)
        // x -50...10.5, y -40.5...9.5: columns 0...9 full, column 10 half; rows 0...8 full, row 9 half.
        #expect(grid[0][0] == 1)
        #expect(grid[8][9] == 1)
        #expect(abs(grid[0][10] - 0.5) <= 0.5 / 255)
        #expect(abs(grid[9][10] - 0.25) <= 0.5 / 255)
        #expect(grid[0][11] == 0)
        #expect(grid[10][0] == 0)
    }

    @Test func pathCrossingEveryBorderCoversTheWholeCanvas() throws {
        let grid = try coverage(of: Path(ellipseIn: CGRect(x: -1000, y: -1000, width: 2064, height: 2064)),
                                width: 16, height: 16)
        #expect(totalCoverage(grid) == 256)
    }

    @Test func diagonalEdgeCrossingTheLeftBorderIsClippedNotMoved() throws {
        // A triangle whose hypotenuse enters the canvas through its left border.
        var path = Path()
        path.addLines([CGPoint(x: -16, y: 0), CGPoint(x: 16, y: 32), CGPoint(x: -16, y: 32)])
        path.closeSubpath()
        let grid = try coverage(of: path, width: 32, height: 32)
        // Inside the canvas the triangle is x < y - 16: row y (16...31) covers y - 15.5 pixels.
        #expect(abs(totalCoverage(grid) - 128) < 0.05)
        #expect(grid[10][0] == 0)
        #expect(grid[31][14] == 1)
    }

    @Test func pathWhollyOutsideDrawsNothing() throws {
        let grid = try coverage(of: Path(CGRect(x: 100, y: 100, width: 10, height: 10)), width: 16, height: 16)
        #expect(totalCoverage(grid) == 0)
    }

    @Test func hugeCoordinatesAreClippedWithoutOverflow() throws {
        var path = Path()
        path.addLines([CGPoint(x: -1e12, y: -1e12), CGPoint(x: 1e12, y: -1e12), CGPoint(x: 1e12, y: 1e12)])
        path.closeSubpath()
        let grid = try coverage(of: path, width: 16, height: 16)
        // The half plane above the diagonal y = x: 16*16/2 square pixels.
        #expect(abs(totalCoverage(grid) - 128) < 0.05)
    }

    /// Records where spans land.
    private struct SpanRecorder: SpanSink {
        var reached = PixelRect.empty
        mutating func span(y: Int, x: Int, count: Int, coverage: UInt8) { record(y: y, x: x, count: count) }
        mutating func span(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) { record(y: y, x: x, count: count) }
        private mutating func record(y: Int, x: Int, count: Int) {
            reached = reached.union(PixelRect(minX: x, minY: y, maxX: x + count, maxY: y + 1))
        }
    }

    @Test(arguments: [Path(CGRect(x: 0, y: 0, width: 60, height: 30)), Path(CGRect(x: 3.5, y: 2.25, width: 20, height: 9)),
                      Path(ellipseIn: CGRect(x: 1, y: 1, width: 40, height: 40))])
    func spansStayInsideThePixelsAClipMaskIsSizedFor(path: Path) throws {
        // Clip masks are sized from `reachedPixels`; a span outside it would write past the mask.
        let scratch = RasterizerScratch()
        var edges = EdgeList(clip: PixelRect(minX: 0, minY: 0, maxX: 200, maxY: 200))
        path.flatten(transform: .identity, tolerance: flatteningTolerance, into: &edges)
        var recorder = SpanRecorder()
        CellRasterizer.rasterize(edges, rule: .nonZero, scratch: scratch, into: &recorder)
        #expect(recorder.reached.union(edges.reachedPixels) == edges.reachedPixels)
    }

    @Test func clipMaskLimitsDrawingWithAntiAliasedEdges() throws {
        let canvas = try RasterCanvas(width: 64, height: 64)
        let clipCircle = Path(ellipseIn: CGRect(x: 12.3, y: 11.7, width: 40, height: 40))
        try canvas.withClip(clipCircle) {
            try canvas.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)), color: coverageColor)
        }
        let clipped = alphaGrid(canvas)
        let reference = try coverage(of: clipCircle)
        for y in 0..<64 {
            for x in 0..<64 {
                #expect(clipped[y][x] == reference[y][x], "pixel \(x),\(y)")
            }
        }
    }

    @Test func nestedClipsIntersectAndAreRestoredAfterwards() throws {
        let canvas = try RasterCanvas(width: 32, height: 32)
        try canvas.withClip(Path(CGRect(x: 0, y: 0, width: 20, height: 32))) {
            try canvas.withClip(Path(CGRect(x: 10, y: 0, width: 22, height: 16))) {
                try canvas.fill(Path(CGRect(x: 0, y: 0, width: 32, height: 32)), color: coverageColor)
            }
        }
        try canvas.fill(Path(CGRect(x: 0, y: 30, width: 2, height: 2)), color: coverageColor)
        let grid = alphaGrid(canvas)
        #expect(totalCoverage(grid) == 10 * 16 + 4)
        #expect(grid[5][15] == 1)
        #expect(grid[5][25] == 0)
        #expect(grid[20][15] == 0)
    }

    @Test func layerOpacityAppliesToTheGroupNotEachShape() throws {
        let canvas = try RasterCanvas(width: 32, height: 32)
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        try canvas.withLayer(opacity: 0.5) {
            try canvas.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), color: red)
            try canvas.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), color: red)
        }
        // Overlap and single coverage look the same: one layer at 50%.
        #expect(canvas.pixel(x: 15, y: 15) == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
        #expect(canvas.pixel(x: 5, y: 5) == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
        #expect(canvas.pixel(x: 25, y: 5) == .clear)
    }

    @Test func translucentFillsCompositeSourceOver() throws {
        let canvas = try RasterCanvas(width: 4, height: 4)
        let square = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        try canvas.fill(square, color: RGBAColor(red: 0, green: 0, blue: 1))
        try canvas.fill(square, color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        // Red 64 over opaque blue: blue keeps 191/255 of itself.
        #expect(canvas.pixel(x: 1, y: 1) == RGBA8(red: 64, green: 0, blue: 191, alpha: 255))
    }

    @Test func transformMapsDrawingCoordinatesToPixels() throws {
        let canvas = try RasterCanvas(width: 32, height: 32)
        try canvas.withTransform(CGAffineTransform(scaleX: 3, y: 3).translatedBy(x: 1, y: 2)) {
            try canvas.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 1)), color: coverageColor)
        }
        let grid = alphaGrid(canvas)
        #expect(totalCoverage(grid) == 18)
        #expect(grid[6][3] == 1 && grid[8][8] == 1)
        #expect(grid[5][3] == 0 && grid[9][3] == 0)
        #expect(canvas.transform == .identity)
    }
}

import Foundation
import Testing
@testable import Raster

/// Invalid sizes, coordinates and parameters are thrown as descriptive errors.
struct BadInputTests {
    @Test(arguments: [(0, 10), (10, 0), (-5, 10), (10, -1)])
    func canvasSizeBelowOnePixelIsRefused(width: Int, height: Int) {
        #expect(throws: RasterError.invalidSize(width: Double(width), height: Double(height))) {
            try RasterCanvas(width: width, height: height)
        }
    }

    @Test(arguments: [(RasterCanvas.maximumDimension + 1, 1), (1, RasterCanvas.maximumDimension + 1), (20_000, 20_000)])
    func canvasBeyondTheLimitIsRefusedBeforeAllocating(width: Int, height: Int) throws {
        let error = try #require(throws: RasterError.self) { try RasterCanvas(width: width, height: height) }
        #expect(error == .sizeExceedsLimit(width: width, height: height))
        #expect(error.description.contains("exceeds the limit"))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteCoordinatesAreRefused(value: CGFloat) throws {
        let canvas = try RasterCanvas(width: 8, height: 8)
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: value, y: 4))
        path.addLine(to: CGPoint(x: 1, y: 6))
        #expect(throws: RasterError.nonFiniteCoordinates("a path")) {
            try canvas.fill(path, color: coverageColor)
        }
        #expect(throws: RasterError.self) { try canvas.stroke(path, color: coverageColor) }
        #expect(throws: RasterError.self) { try canvas.withClip(path) {} }
        #expect(canvas.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func transformThatOverflowsToInfinityIsRefused() throws {
        let canvas = try RasterCanvas(width: 8, height: 8)
        canvas.withTransform(CGAffineTransform(scaleX: 1e308, y: 1e308)) {
            #expect(throws: RasterError.self) {
                try canvas.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: coverageColor)
            }
        }
    }

    @Test func nanParametersAreRefusedAndNanColoursDrawNothing() throws {
        let canvas = try RasterCanvas(width: 8, height: 8)
        let square = Path(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(throws: RasterError.self) { try canvas.withLayer(opacity: .nan) {} }
        #expect(throws: RasterError.self) {
            try canvas.stroke(square, color: coverageColor, style: StrokeStyle(lineWidth: .nan))
        }
        try canvas.fill(square, color: RGBAColor(red: 1, green: 1, blue: 1, alpha: .nan))
        #expect(canvas.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func pixelDataOfTheWrongLengthIsRefused() {
        #expect(throws: RasterError.pixelCountMismatch(expected: 4, actual: 3)) {
            try Bitmap(width: 2, height: 2, pixels: [0, 0, 0])
        }
    }

    @Test func errorsDescribeTheProblem() {
        #expect(RasterError.invalidSize(width: 0, height: 3).description.contains("0.0 x 3.0"))
        #expect(RasterError.nonFiniteCoordinates("a path").description.contains("NaN or infinite"))
    }

    /// Dash patterns finer than a line could ever be cut into (or below its coordinates'
    /// precision, where a cut would not move along it) leave the line solid instead of cutting forever.
    @Test(arguments: [[CGFloat(1e-20), 1e-20], [1e-300], [0, 1e-300], [0.0001, 0.0001]])
    func tooFineDashesDrawASolidLine(_ pattern: [CGFloat]) throws {
        let circle = Path(ellipseIn: CGRect(x: 10, y: 10, width: 200, height: 200))
        let dashed = try RasterCanvas(width: 220, height: 220), solid = try RasterCanvas(width: 220, height: 220)
        try dashed.stroke(circle, color: coverageColor, style: StrokeStyle(lineWidth: 2, dash: pattern))
        try solid.stroke(circle, color: coverageColor, style: StrokeStyle(lineWidth: 2))
        #expect(dashed.bitmap.pixels == solid.bitmap.pixels)
    }

    /// Dashes of no length are dots: round caps draw them, butt caps draw nothing, and neither
    /// makes a coordinate NaN (which was thrown).
    @Test func zeroLengthDashesAreDots() throws {
        var line = Path()
        line.move(to: CGPoint(x: 2, y: 5))
        line.addLine(to: CGPoint(x: 30, y: 5))
        let round = try RasterCanvas(width: 32, height: 10), butt = try RasterCanvas(width: 32, height: 10)
        try round.stroke(line, color: coverageColor, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 8]))
        try butt.stroke(line, color: coverageColor, style: StrokeStyle(lineWidth: 4, dash: [0, 8]))
        // Dots at x = 10, 18 and 26 (a pattern's leading empty dash is skipped), nothing between them.
        #expect([10, 18, 26].allSatisfy { RGBA8(packed: round.bitmap.pixels[5 * 32 + $0]).alpha > 0 })
        #expect(RGBA8(packed: round.bitmap.pixels[5 * 32 + 14]).alpha == 0)
        #expect(butt.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    /// An image drawn far larger than any canvas (scaled up 1e300 times) draws the part over the
    /// canvas, instead of trapping on pixel indices past `Int`'s range.
    @Test(arguments: [CGFloat(1e300), 1e20, 1e9])
    func imageDrawnHugeDrawsThePartOverTheCanvas(_ size: CGFloat) throws {
        let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255).packed
        let image = try Bitmap(width: 3, height: 3, pixels: [UInt32](repeating: red, count: 9))
        let canvas = try RasterCanvas(width: 8, height: 8)
        try canvas.draw(image, in: CGRect(x: -size / 2, y: -size / 3, width: size, height: size))
        #expect(canvas.bitmap.pixels.allSatisfy { $0 == red })
    }
}

import Foundation
import Testing
@testable import Raster

/// Invalid sizes, coordinates and parameters are thrown as descriptive errors.
struct BadInputTests {
    @Test(arguments: [(0, 10), (10, 0), (-5, 10), (10, -1)])
    func canvasSizeBelowOnePixelIsRefused(width: Int, height: Int) {
        #expect(throws: RasterError.invalidSize(width: Double(width), height: Double(height))) {
            try Canvas(width: width, height: height)
        }
    }

    @Test(arguments: [(Canvas.maximumDimension + 1, 1), (1, Canvas.maximumDimension + 1), (20_000, 20_000)])
    func canvasBeyondTheLimitIsRefusedBeforeAllocating(width: Int, height: Int) throws {
        let error = try #require(throws: RasterError.self) { try Canvas(width: width, height: height) }
        #expect(error == .sizeExceedsLimit(width: width, height: height))
        #expect(error.description.contains("exceeds the limit"))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteCoordinatesAreRefused(value: CGFloat) throws {
        let canvas = try Canvas(width: 8, height: 8)
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
        let canvas = try Canvas(width: 8, height: 8)
        canvas.withTransform(CGAffineTransform(scaleX: 1e308, y: 1e308)) {
            #expect(throws: RasterError.self) {
                try canvas.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: coverageColor)
            }
        }
    }

    @Test func nanParametersAreRefusedAndNanColoursDrawNothing() throws {
        let canvas = try Canvas(width: 8, height: 8)
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
}

import Foundation
import Testing
@testable import Raster

/// The rasterizer's coverage against analytic areas.
struct CoverageAccuracyTests {
    @Test func circleMatchesExactDiscAreaPerPixel() throws {
        let center = CGPoint(x: 32.4, y: 31.7), radius = 20.3
        let grid = try coverage(of: Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                           width: 2 * radius, height: 2 * radius)))
        var squaredError = 0.0, edgePixels = 0, worst = 0.0
        for y in 0..<64 {
            for x in 0..<64 {
                let exact = discArea(inPixelX: x, y: y, center: center, radius: radius)
                let error = abs(grid[y][x] - exact)
                worst = max(worst, error)
                if exact > 0, exact < 1 {
                    squaredError += error * error
                    edgePixels += 1
                } else {
                    // Pixels wholly inside or outside are exact.
                    #expect(error < 0.5 / 255, "pixel \(x),\(y): \(grid[y][x]) vs \(exact)")
                }
            }
        }
        let rms = (squaredError / Double(edgePixels)).squareRoot()
        #expect(edgePixels > 120)
        #expect(rms <= 0.02, "RMS \(rms)")
        #expect(worst <= 0.06, "worst \(worst)")
    }

    @Test(arguments: [
        CGRect(x: 10.25, y: 5.5, width: 20.5, height: 7.75),
        CGRect(x: 0.125, y: 0.375, width: 0.5, height: 0.25),
        CGRect(x: 3.75, y: 60.5, width: 59.5, height: 3.5),
    ])
    func rectangleOnTheFixedPointGridIsExactToEightBitRounding(rect: CGRect) throws {
        let grid = try coverage(of: Path(rect))
        for y in 0..<64 {
            for x in 0..<64 {
                let expected = (rectArea(inPixelX: x, y: y, rect: rect) * 255).rounded()
                #expect(grid[y][x] * 255 == expected, "pixel \(x),\(y)")
            }
        }
    }

    @Test func rectangleWithArbitraryEdgesIsWithinOneLevel() throws {
        let rect = CGRect(x: 7.3, y: 11.91, width: 33.33, height: 17.07)
        let grid = try coverage(of: Path(rect))
        for y in 0..<64 {
            for x in 0..<64 {
                let expected = rectArea(inPixelX: x, y: y, rect: rect) * 255
                #expect(abs(grid[y][x] * 255 - expected) <= 1, "pixel \(x),\(y)")
            }
        }
    }

    @Test(arguments: [(128.0, 64.0, 12.0), (60.0, 60.0, 9.5), (200.0, 40.0, 13.0)])
    func continuousRoundedRectangleCoversItsAnalyticArea(width: Double, height: Double, radius: Double) throws {
        let rect = CGRect(x: 3.3, y: 2.6, width: width, height: height)
        let path = Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
        let grid = try coverage(of: path, width: 208, height: 72)
        let exact = enclosedArea(of: path)
        #expect(abs(totalCoverage(grid) - exact) / exact < 0.001, "coverage \(totalCoverage(grid)) vs \(exact)")
        // Apple's corner removes 0.2253 r^2 per corner (REFERENCE section 5).
        #expect(abs((width * height - exact) / (4 * radius * radius) - 0.2253) < 0.0005)
    }

    @Test func circularCornerRemovesAQuarterCircleDeficit() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10, style: .circular)
        let removed = (100 * 50 - enclosedArea(of: path)) / 400
        #expect(abs(removed - (1 - Double.pi / 4)) < 0.0005)
    }
}

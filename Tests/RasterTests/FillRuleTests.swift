import Foundation
import Testing
@testable import Raster

/// Non-zero and even-odd filling of overlapping and self-intersecting paths.
struct FillRuleTests {
    /// Two squares wound the same way, overlapping in 10...20 x 10...20.
    private var overlappingSquares: Path {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        return path
    }

    @Test func nonZeroFillsTheOverlapOfSameWaySubpaths() throws {
        let grid = try coverage(of: overlappingSquares, rule: .nonZero)
        #expect(grid[15][15] == 1)
        #expect(grid[5][5] == 1)
        #expect(grid[25][25] == 1)
        #expect(grid[5][25] == 0)
    }

    @Test func evenOddLeavesTheOverlapEmpty() throws {
        let grid = try coverage(of: overlappingSquares, rule: .evenOdd)
        #expect(grid[15][15] == 0)
        #expect(grid[5][5] == 1)
        #expect(grid[25][25] == 1)
    }

    @Test func nonZeroCancelsAnOppositelyWoundHole() throws {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 10)])
        path.closeSubpath()
        let grid = try coverage(of: path, rule: .nonZero)
        #expect(grid[15][15] == 0)
        #expect(grid[5][15] == 1)
    }

    /// A five-pointed star drawn in one stroke crosses itself; its centre pentagon has winding 2.
    @Test func selfIntersectingStarDiffersOnlyInItsCentre() throws {
        let points = (0..<5).map { i -> CGPoint in
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            return CGPoint(x: 32 + 28 * cos(angle), y: 32 + 28 * sin(angle))
        }
        var star = Path()
        star.addLines(points)
        star.closeSubpath()
        let nonZero = try coverage(of: star, rule: .nonZero)
        let evenOdd = try coverage(of: star, rule: .evenOdd)
        #expect(nonZero[32][32] == 1)
        #expect(evenOdd[32][32] == 0)
        // A point inside one tip has winding 1 under both rules.
        #expect(nonZero[10][32] == 1)
        #expect(evenOdd[10][32] == 1)
        // The rules agree outside the centre pentagon.
        #expect(nonZero[60][5] == 0 && evenOdd[60][5] == 0)
    }

    @Test func openSubpathsAreClosedForFilling() throws {
        var path = Path()
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)])
        let grid = try coverage(of: path)
        #expect(totalCoverage(grid) == 100)
    }
}

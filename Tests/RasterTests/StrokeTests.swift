import Foundation
import Testing
@testable import Raster

/// Stroke outlines: widths, joins, caps and dashes.
struct StrokeTests {
    /// A right-angle corner at (20, 20): right along y = 20, then down along x = 20.
    private var corner: Path {
        var path = Path()
        path.addLines([CGPoint(x: 5, y: 20), CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 35)])
        return path
    }

    private func stroked(_ path: Path, _ style: StrokeStyle, size: Int = 48) throws -> [[Double]] {
        let canvas = try RasterCanvas(width: size, height: size)
        try canvas.stroke(path, color: coverageColor, style: style)
        return alphaGrid(canvas)
    }

    @Test func miterJoinFillsTheSquareCorner() throws {
        let grid = try stroked(corner, StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(grid[15][24] == 1)
        // Two 15 x 10 arms that share a 5 x 5 square, plus the 5 x 5 outer corner.
        #expect(abs(totalCoverage(grid) - (275 + 25)) < 0.05)
    }

    @Test func bevelJoinCutsTheCornerDiagonally() throws {
        let grid = try stroked(corner, StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(grid[15][24] == 0)
        // The bevel runs from (20, 15) to (25, 20): pixel (22, 17) is split in half by it.
        #expect(abs(grid[17][22] - 0.5) <= 1 / 255)
        #expect(abs(totalCoverage(grid) - (275 + 12.5)) < 0.05)
    }

    @Test func roundJoinIsAQuarterDisc() throws {
        let grid = try stroked(corner, StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(grid[15][24] == 0)
        #expect(grid[17][22] == 1)
        #expect(abs(totalCoverage(grid) - (275 + 25 * Double.pi / 4)) < 0.05)
    }

    @Test func miterBeyondTheLimitBecomesABevel() throws {
        var sharp = Path()
        sharp.addLines([CGPoint(x: 4, y: 10), CGPoint(x: 44, y: 14), CGPoint(x: 4, y: 18)])
        let limited = try stroked(sharp, StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 4))
        let bevel = try stroked(sharp, StrokeStyle(lineWidth: 4, lineJoin: .bevel))
        #expect(limited == bevel)
    }

    @Test(arguments: [(CGLineCap.butt, 100.0), (.square, 116.0), (.round, 100 + 4 * Double.pi)])
    func capsExtendOpenEnds(cap: CGLineCap, expectedArea: Double) throws {
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 20))
        line.addLine(to: CGPoint(x: 35, y: 20))
        let grid = try stroked(line, StrokeStyle(lineWidth: 4, lineCap: cap))
        #expect(abs(totalCoverage(grid) - expectedArea) < 0.1, "\(cap): \(totalCoverage(grid))")
    }

    @Test func closedRectangleStrokeHasNoCapsAndMiteredCorners() throws {
        let grid = try stroked(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), StrokeStyle(lineWidth: 2))
        // Outer square 22 x 22 minus inner 18 x 18.
        #expect(abs(totalCoverage(grid) - (484 - 324)) < 0.05)
        #expect(grid[9][9] == 1)
        #expect(grid[20][20] == 0)
    }

    @Test func circleStrokeCoversTheAnnulus() throws {
        let grid = try stroked(Path(ellipseIn: CGRect(x: 4, y: 4, width: 40, height: 40)), StrokeStyle(lineWidth: 3))
        let annulus = Double.pi * (21.5 * 21.5 - 18.5 * 18.5)
        #expect(abs(totalCoverage(grid) - annulus) / annulus < 0.002)
    }

    @Test func dashesSplitTheLineIntoPieces() throws {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 40, y: 10))
        let grid = try stroked(line, StrokeStyle(lineWidth: 2, dash: [5, 5]))
        // 0-5, 10-15, 20-25, 30-35 drawn.
        #expect(abs(totalCoverage(grid) - 40) < 0.05)
        #expect(grid[10][2] == 1 && grid[10][7] == 0 && grid[10][12] == 1)
        let shifted = try stroked(line, StrokeStyle(lineWidth: 2, dash: [5, 5], dashPhase: 5))
        #expect(shifted[10][2] == 0 && shifted[10][7] == 1)
    }

    @Test func strokeWidthScalesWithTheTransform() throws {
        let canvas = try RasterCanvas(width: 48, height: 48)
        var line = Path()
        line.move(to: CGPoint(x: 2, y: 5))
        line.addLine(to: CGPoint(x: 12, y: 5))
        try canvas.withTransform(CGAffineTransform(scaleX: 3, y: 3)) {
            try canvas.stroke(line, color: coverageColor, style: StrokeStyle(lineWidth: 2))
        }
        #expect(abs(totalCoverage(alphaGrid(canvas)) - 30 * 6) < 0.05)
    }

    @Test func zeroLengthRoundCapDrawsADot() throws {
        var dot = Path()
        dot.move(to: CGPoint(x: 20, y: 20))
        dot.addLine(to: CGPoint(x: 20, y: 20))
        let grid = try stroked(dot, StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(abs(totalCoverage(grid) - 25 * Double.pi) < 0.1)
        #expect(try totalCoverage(stroked(dot, StrokeStyle(lineWidth: 10))) == 0)
    }
}

import CRasterKernels
import Foundation
import SeededFuzzing
import Testing
@testable import Raster

/// The convolutions of narrow blurs give, channel for channel, what the plain formula gives
/// (every output the weighted sum of its window, outside the plane taken as zero), whether they
/// work a row out or copy it from an identical neighbour; and they copy whenever they can.
struct BlurKernelTests {
    /// A symmetric kernel of `2 * radius + 1` weights adding up to 65536, bell-shaped.
    private func weights(radius: Int) -> [UInt32] {
        let bell = (-radius...radius).map { (radius + 1 - abs($0)) * (radius + 1 - abs($0)) }
        let total = bell.reduce(0, +)
        var weights = bell.map { UInt32($0 * 65_536 / total) }
        weights[radius] += 65_536 - weights.reduce(0, +)
        return weights
    }

    /// The convolution of each row (`alongRows`) or column, as the formula writes it.
    private func reference(_ plane: [UInt8], width: Int, height: Int, channels: Int, weights: [UInt32],
                           alongRows: Bool) -> [UInt8] {
        let radius = weights.count / 2
        var out = plane
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<channels {
                    var total: UInt32 = 0
                    for k in -radius...radius {
                        let (sx, sy) = alongRows ? (x + k, y) : (x, y + k)
                        guard sx >= 0, sx < width, sy >= 0, sy < height else { continue }
                        total += weights[k + radius] * UInt32(plane[(sy * width + sx) * channels + c])
                    }
                    out[(y * width + x) * channels + c] = UInt8(min(255, (total + 32_768) >> 16))
                }
            }
        }
        return out
    }

    /// A plane of random bytes whose rows often repeat the row above, in runs of any length.
    private func plane(width: Int, height: Int, channels: Int, random: inout SeededGenerator) -> [UInt8] {
        let row = width * channels
        var plane: [UInt8] = []
        for y in 0..<height {
            if y > 0, Int.random(in: 0..<3, using: &random) > 0 {
                plane += plane[(y - 1) * row..<y * row]
            } else {
                plane += (0..<row).map { _ in UInt8.random(in: 0...255, using: &random) }
            }
        }
        return plane
    }

    @Test(arguments: [1, 4])
    func convolutionsMatchTheFormula(_ channels: Int) {
        var random = SeededGenerator(seed: 22)
        for (width, height, radius) in [(1, 1, 1), (3, 40, 2), (17, 9, 4), (40, 31, 12), (5, 5, 9)] {
            let input = plane(width: width, height: height, channels: channels, random: &random)
            let weights = weights(radius: radius)
            var rows = [UInt8](repeating: 0, count: input.count), columns = rows
            var totals = [UInt32](repeating: 0, count: width * channels)
            _ = vt_convolve_rows(input, &rows, width, height, channels, weights, radius, &totals)
            _ = vt_convolve_columns(input, &columns, width, height, channels, weights, radius, &totals)
            #expect(rows == reference(input, width: width, height: height, channels: channels, weights: weights,
                                      alongRows: true), "rows of \(width) x \(height), radius \(radius)")
            #expect(columns == reference(input, width: width, height: height, channels: channels, weights: weights,
                                         alongRows: false), "columns of \(width) x \(height), radius \(radius)")
        }
    }

    @Test func identicalRowsAreCopiedNotConvolved() {
        // A plane of 200 identical rows: one row is worked out along the rows; down the columns,
        // only the rows whose window reaches past the top or bottom edge.
        let (width, height, radius) = (50, 200, 12)
        let row = (0..<width * 4).map { UInt8($0 % 251) }
        let input = Array([[UInt8]](repeating: row, count: height).joined())
        var output = [UInt8](repeating: 0, count: input.count)
        var totals = [UInt32](repeating: 0, count: width * 4)
        let weights = weights(radius: radius)
        #expect(vt_convolve_rows(input, &output, width, height, 4, weights, radius, &totals) == 1)
        #expect(vt_convolve_columns(input, &output, width, height, 4, weights, radius, &totals) == 2 * radius)
    }

    @Test func aUniformRectangleBlursOnlyNearItsTopAndBottomEdges() throws {
        // A blur of 2 points at scale 2 (an exact convolution) of a 300 x 600 pixel rectangle.
        let canvas = try RasterCanvas(width: 400, height: 700)
        let counter = BlurWorkCounter()
        try BlurWorkCounter.$current.withValue(counter) {
            try canvas.withBlur(radius: 4) {
                try canvas.fill(Path(CGRect(x: 50, y: 50, width: 300, height: 600)), paint: .color(.init(red: 1, green: 0, blue: 0)))
            }
        }
        #expect(counter.planes == 1)
        // Rows: those of the top and bottom edge bands (a row amid the rectangle or beyond it is
        // a copy), in both passes: a few dozen, not the 1,400 of two passes over every row.
        #expect(counter.convolvedRows > 0)
        #expect(counter.convolvedRows < 150)
    }

    @Test func aMaterialFirstInALayerBlursNothing() throws {
        let canvas = try RasterCanvas(width: 100, height: 100)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), paint: .color(.init(red: 0, green: 0, blue: 1)))
        let counter = BlurWorkCounter()
        let material = BackdropPaint(blurRadius: 10, saturation: 1.8, tint: .init(red: 1, green: 1, blue: 1, alpha: 0.5))
        try BlurWorkCounter.$current.withValue(counter) {
            // In a layer of its own the material sees nothing beneath: only its tint shows.
            try canvas.withLayer {
                try canvas.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 30)), paint: .backdrop(material))
            }
            #expect(counter.planes == 0)
            // On the canvas it blurs what is there.
            try canvas.fill(Path(CGRect(x: 60, y: 60, width: 30, height: 30)), paint: .backdrop(material))
            #expect(counter.planes == 1)
        }
        // The layer's material shows its tint over the blue: half white over blue.
        let tinted = canvas.bitmap[25, 25]
        #expect(tinted.alpha == 255 && tinted.red > 120 && tinted.red < 135 && tinted.blue == 255)
    }
}

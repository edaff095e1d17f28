import Foundation
import Testing
@testable import Raster

/// The C loop that applies colour matrices gives, pixel for pixel, what the formula written
/// with `RGBAColor` gives: straight components, weighted sums in one order, clamped, rounded.
struct ColorMatrixKernelTests {
    /// The formula, as `ColorMatrix.apply` was written in Swift.
    private func reference(_ matrix: ColorMatrix, _ packed: UInt32) -> UInt32 {
        let m = matrix.rows.map { $0.map { $0.isNaN ? 0 : $0 } }
        guard packed != 0 || m[3][4] > 0 else { return packed }
        let pixel = RGBA8(packed: packed)
        let alpha = Double(pixel.alpha) / 255
        let scale = alpha > 0 ? 1 / (255 * alpha) : 0
        let (r, g, b) = (Double(pixel.red) * scale, Double(pixel.green) * scale, Double(pixel.blue) * scale)
        func row(_ k: Int) -> Double { m[k][0] * r + m[k][1] * g + m[k][2] * b + m[k][3] * alpha + m[k][4] }
        return RGBAColor(red: row(0), green: row(1), blue: row(2), alpha: row(3)).premultiplied.packed
    }

    @Test func matchesTheFormulaForEveryAlphaAndManyColours() {
        var generator = SplitMix(seed: 22)
        let matrices: [ColorMatrix] = [
            .saturation(1.8), .saturation(0), .brightness(0.3), .contrast(1.7), .hueRotation(Angle(degrees: 40)), .inversion,
            .multiply(by: RGBAColor(red: 0.2, green: 0.9, blue: 0.5, alpha: 0.7)),
            ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, .nan, 0.25]]),
        ]
        // Every premultiplied pixel is valid: each colour at most its alpha.
        let pixels: [UInt32] = (0..<20_000).map { index in
            let alpha = UInt32(index % 256)
            func channel() -> UInt32 { alpha == 0 ? 0 : UInt32(generator.next() % UInt64(alpha + 1)) }
            return channel() | channel() << 8 | channel() << 16 | alpha << 24
        }
        for matrix in matrices {
            var applied = pixels
            applied.withUnsafeMutableBufferPointer { matrix.apply(to: $0.baseAddress!, count: $0.count) }
            let expected = pixels.map { reference(matrix, $0) }
            #expect(applied == expected, "\(matrix.rows)")
        }
    }
}

/// A small seeded generator, the same on every machine.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

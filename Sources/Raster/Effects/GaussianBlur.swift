import CRasterKernels
import Foundation

/// A Gaussian blur, separable: each row, then each column. Narrow blurs convolve with the
/// Gaussian's own weights; wider ones are approximated by three box blurs a direction, whose
/// widths are chosen so that their variances add up to the Gaussian's, so that the cost per
/// pixel stays the same at any radius.
struct GaussianBlur {
    /// The widest blur convolved exactly, in pixels: below it, box widths (odd whole numbers)
    /// cannot match the variance closely.
    static let widestExactSigma = 4.0

    /// The radius of each of the three box passes, in pixels (empty for an exact blur).
    let boxRadii: [Int]
    /// The Gaussian's weights in 1/65536ths from `-kernelRadius` to `kernelRadius` (empty for a
    /// box blur).
    let kernel: [UInt32]

    /// The widest blur drawn, in pixels: wider ones look the same on a screen-sized canvas and
    /// would need layers many times its size.
    static let largestSigma = 256.0

    /// A blur with standard deviation `sigma` pixels (none below a third of a pixel, at most
    /// `largestSigma`).
    init(sigma: Double) {
        guard sigma.isFinite, sigma >= 1.0 / 3 else {
            boxRadii = []
            kernel = []
            return
        }
        if sigma <= Self.widestExactSigma {
            boxRadii = []
            kernel = Self.weights(sigma: sigma)
            return
        }
        kernel = []
        let passes = 3.0
        let variance = min(sigma, Self.largestSigma) * min(sigma, Self.largestSigma)
        var lower = Int((12 * variance / passes + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let lowerWidth = Double(lower)
        // How many passes use the narrower width so that the variances add up.
        let narrower = Int(((12 * variance - passes * lowerWidth * lowerWidth - 4 * passes * lowerWidth - 3 * passes)
                            / (-4 * lowerWidth - 4)).rounded())
        boxRadii = (0..<3).map { pass in ((pass < narrower ? lower : lower + 2) - 1) / 2 }.filter { $0 > 0 }
    }

    /// How far, in pixels, the blur spreads a pixel.
    var reach: Int { kernel.isEmpty ? boxRadii.reduce(0, +) : kernel.count / 2 }

    /// The Gaussian's weights out to three standard deviations, normalised to 65536 in all.
    private static func weights(sigma: Double) -> [UInt32] {
        let radius = Int((3 * sigma).rounded(.up))
        let values = (-radius...radius).map { DeterministicMath.exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = values.reduce(0, +)
        var weights = values.map { UInt32(($0 / total * 65536).rounded()) }
        // Rounding may leave the sum a little off; the centre takes up the difference.
        weights[radius] = UInt32(Int(weights[radius]) + 65536 - Int(weights.reduce(0, +)))
        return weights
    }

    /// Blurs a plane of `width` x `height` pixels of `channels` bytes each, in place.
    func apply(to plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int) {
        guard !boxRadii.isEmpty || !kernel.isEmpty, width > 0, height > 0 else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: width * height * channels) { other in
            if !kernel.isEmpty {
                kernel.withUnsafeBufferPointer { weights in
                    vt_convolve_rows(plane, other.baseAddress!, width, height, channels, weights.baseAddress!, kernel.count / 2)
                    vt_convolve_columns(other.baseAddress!, plane, width, height, channels, weights.baseAddress!,
                                        kernel.count / 2)
                }
                return
            }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: width * channels) { sums in
                for radius in boxRadii {
                    vt_box_blur_rows(plane, other.baseAddress!, width, height, channels, radius)
                    vt_box_blur_columns(other.baseAddress!, plane, width, height, channels, radius, sums.baseAddress!)
                }
            }
        }
    }
}

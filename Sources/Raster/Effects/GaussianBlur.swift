import CRasterKernels
import Foundation

/// A Gaussian blur, separable: each row, then each column. Narrow blurs convolve with the
/// Gaussian's own weights; wider ones are approximated by three box blurs a direction, whose
/// widths are chosen so that their variances add up to the Gaussian's, so that the cost per
/// pixel stays the same at any radius. The widest run on a copy shrunk by a whole factor and
/// enlarged back bilinearly: their result is smooth enough that nothing is lost, at a fraction
/// of the work.
struct GaussianBlur {
    /// The widest blur convolved exactly, in pixels: below it, box widths (odd whole numbers)
    /// cannot match the variance closely.
    static let widestExactSigma = 4.0
    /// The widest blur run at full size, in pixels.
    static let widestFullSizeSigma = 12.0
    /// The widest blur drawn, in pixels: wider ones look the same on a screen-sized canvas and
    /// would need layers many times its size.
    static let largestSigma = 256.0

    /// The radius of each of the three box passes, in pixels (empty for an exact blur).
    private let boxRadii: [Int]
    /// The Gaussian's weights in 1/65536ths from `-kernelRadius` to `kernelRadius` (empty for a
    /// box blur).
    private let kernel: [UInt32]
    /// How many times smaller the copy the blur runs on is (1: full size).
    private let downscale: Int
    /// How far, in pixels, the blur spreads a pixel.
    let reach: Int

    /// A blur with standard deviation `sigma` pixels (none below a third of a pixel, at most
    /// `largestSigma`).
    init(sigma: Double) {
        guard sigma.isFinite, sigma >= 1.0 / 3 else {
            (boxRadii, kernel, downscale, reach) = ([], [], 1, 0)
            return
        }
        let sigma = min(sigma, Self.largestSigma)
        var scaled = sigma
        downscale = sigma > Self.widestFullSizeSigma ? Int(sigma / 6) : 1
        if downscale > 1 {
            // Shrinking by box averages and enlarging bilinearly blur a little themselves.
            let factor = Double(downscale)
            let added = (factor * factor - 1) / 12 + factor * factor / 6
            scaled = (sigma * sigma - added).squareRoot() / factor
        }
        if scaled <= Self.widestExactSigma {
            boxRadii = []
            kernel = Self.weights(sigma: scaled)
            reach = kernel.count / 2 * downscale + downscale
        } else {
            kernel = []
            boxRadii = Self.boxRadii(sigma: scaled)
            reach = boxRadii.reduce(0, +) * downscale + downscale
        }
    }

    /// The radii of three boxes whose variances add up to `sigma` squared.
    private static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let variance = sigma * sigma
        var lower = Int((12 * variance / passes + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let lowerWidth = Double(lower)
        // How many passes use the narrower width so that the variances add up.
        let narrower = Int(((12 * variance - passes * lowerWidth * lowerWidth - 4 * passes * lowerWidth - 3 * passes)
                            / (-4 * lowerWidth - 4)).rounded())
        return (0..<3).map { pass in ((pass < narrower ? lower : lower + 2) - 1) / 2 }.filter { $0 > 0 }
    }

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
        guard reach > 0, width > 0, height > 0 else { return }
        BlurWorkCounter.current?.countPlane()
        guard downscale > 1 else {
            blurAtFullSize(plane, width: width, height: height, channels: channels)
            return
        }
        // The shrunk copy has a transparent extra column and row, so that every enlarged pixel
        // has two neighbours to blend on each axis.
        let factor = downscale
        let (smallWidth, smallHeight) = ((width + factor - 1) / factor + 1, (height + factor - 1) / factor + 1)
        var small = [UInt8](repeating: 0, count: smallWidth * smallHeight * channels)
        small.withUnsafeMutableBufferPointer { small in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: smallWidth * channels) { sums in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: (smallWidth - 1) * (smallHeight - 1) * channels) {
                    shrunk in
                    vt_downsample_box(plane, width, height, channels, factor, shrunk.baseAddress!, sums.baseAddress!)
                    for row in 0..<smallHeight - 1 {
                        (small.baseAddress! + row * smallWidth * channels)
                            .update(from: shrunk.baseAddress! + row * (smallWidth - 1) * channels, count: (smallWidth - 1) * channels)
                    }
                }
            }
            blurAtFullSize(small.baseAddress!, width: smallWidth, height: smallHeight, channels: channels)
            let columns = Self.samples(count: width, factor: factor, limit: smallWidth - 2)
            let rows = Self.samples(count: height, factor: factor, limit: smallHeight - 2)
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: smallWidth * channels) { blendedRow in
                vt_upsample_bilinear(small.baseAddress!, smallWidth, channels, columns.first, columns.weights, rows.first,
                                     rows.weights, width, height, plane, blendedRow.baseAddress!)
            }
        }
    }

    /// For each of `count` full-size pixels, the shrunk pixel left of (or above) its centre,
    /// at most `limit`, and the weight in 1/256ths of the next one.
    private static func samples(count: Int, factor: Int, limit: Int) -> (first: [Int32], weights: [UInt16]) {
        var first = [Int32](), weights = [UInt16]()
        first.reserveCapacity(count)
        weights.reserveCapacity(count)
        for x in 0..<count {
            // The centre of pixel x in shrunk pixels is (2x + 1 - factor) / (2 factor).
            let numerator = 2 * x + 1 - factor, denominator = 2 * factor
            var left = numerator >= 0 ? numerator / denominator : -((denominator - 1 - numerator) / denominator)
            var weight = ((numerator - left * denominator) * 256 + factor) / denominator
            if left < 0 { (left, weight) = (0, 0) }
            if left > limit { (left, weight) = (limit, 256) }
            first.append(Int32(left))
            weights.append(UInt16(weight))
        }
        return (first, weights)
    }

    private func blurAtFullSize(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: width * height * channels) { other in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: width * channels) { sums in
                if !kernel.isEmpty {
                    kernel.withUnsafeBufferPointer { weights in
                        let rows = vt_convolve_rows(plane, other.baseAddress!, width, height, channels, weights.baseAddress!,
                                                    kernel.count / 2, sums.baseAddress!)
                        let columns = vt_convolve_columns(other.baseAddress!, plane, width, height, channels,
                                                          weights.baseAddress!, kernel.count / 2, sums.baseAddress!)
                        BlurWorkCounter.current?.countConvolved(rows: rows + columns)
                    }
                    return
                }
                for radius in boxRadii {
                    vt_box_blur_rows(plane, other.baseAddress!, width, height, channels, radius)
                    vt_box_blur_columns(other.baseAddress!, plane, width, height, channels, radius, sums.baseAddress!)
                }
            }
        }
    }
}

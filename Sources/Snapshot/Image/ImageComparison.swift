import Foundation
import Raster

/// How a new image fails to match its reference, with a message that says by how much.
public enum ImageMismatch: Sendable, Equatable, CustomStringConvertible {
    /// The images have different sizes, in pixels.
    case size(reference: PixelSize, new: PixelSize)
    /// Too many pixels differ.
    case pixels(PixelMismatch)

    public var description: String {
        switch self {
        case .size(let reference, let new):
            return "Newly-taken snapshot is \(new) pixels; the reference is \(reference)."
        case .pixels(let mismatch):
            return mismatch.description
        }
    }
}

/// A width and height in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public var description: String { "\(width)x\(height)" }
}

/// The pixels of a new image that differ from its reference, counted.
public struct PixelMismatch: Sendable, Equatable, CustomStringConvertible {
    /// Pixels that are not byte for byte the same.
    public var differingPixels: Int
    /// Differing pixels beyond the perceptual tolerance (all of them without one).
    public var failingPixels: Int
    /// Pixels in each image.
    public var pixelCount: Int
    /// The required fraction of matching pixels.
    public var precision: Float
    /// The largest colour difference allowed per pixel (Delta E 94), if any.
    public var tolerance: Float?
    /// The largest colour difference found (CIE Delta E 1994).
    public var worstDeltaE: Float
    /// Where the largest difference is, and the two pixels there (premultiplied).
    public var worstPixel: (x: Int, y: Int, reference: RGBA8, new: RGBA8)

    public static func == (lhs: PixelMismatch, rhs: PixelMismatch) -> Bool {
        lhs.description == rhs.description
    }

    /// The fraction of pixels that match.
    public var matchingFraction: Double { 1 - Double(failingPixels) / Double(pixelCount) }

    public var description: String {
        let percent = String(format: "%.3f%%", Double(failingPixels) / Double(pixelCount) * 100)
        var text = "Newly-taken snapshot does not match reference: "
        if let tolerance {
            text += "\(differingPixels) of \(pixelCount) pixels differ, \(failingPixels) (\(percent)) by more "
                + "than Delta E \(Self.format(tolerance)) (perceptualPrecision)"
        } else {
            text += "\(failingPixels) of \(pixelCount) pixels differ (\(percent))"
        }
        let allowed = Int((Double(1 - precision) * Double(pixelCount)).rounded(.down))
        text += allowed == 0 ? "; precision \(Self.format(precision)) allows none."
            : "; precision \(Self.format(precision)) allows \(allowed)."
        let (x, y, reference, new) = worstPixel
        text += " Largest difference: Delta E \(Self.format(worstDeltaE)) at pixel (\(x), \(y)), "
            + "reference \(Self.format(reference)), new \(Self.format(new))."
        return text
    }

    private static func format(_ value: Float) -> String {
        String(format: "%.4g", Double(value))
    }

    private static func format(_ pixel: RGBA8) -> String {
        "rgba(\(pixel.red), \(pixel.green), \(pixel.blue), \(pixel.alpha))"
    }
}

/// Compares images as swift-snapshot-testing does: byte-identical is a match at once; otherwise
/// a pixel fails when it differs (or, with a perceptual precision p below 1, when its CIE
/// Delta E 1994 exceeds (1 - p) x 100), and the images match while the fraction of pixels that
/// do not fail is at least `precision`.
public enum ImageComparison {
    /// `nil` when `new` matches `reference`; otherwise how it does not.
    public static func mismatch(reference: Bitmap, new: Bitmap, precision: Float = 1,
                                perceptualPrecision: Float = 1) -> ImageMismatch? {
        guard reference.width == new.width, reference.height == new.height else {
            return .size(reference: PixelSize(width: reference.width, height: reference.height),
                         new: PixelSize(width: new.width, height: new.height))
        }
        if reference.pixels == new.pixels { return nil }
        let tolerance: Float? = perceptualPrecision < 1 ? (1 - perceptualPrecision) * 100 : nil
        var differences = PixelDifference()
        var differing = 0, failing = 0, worst: Float = -1, worstIndex = 0
        var lastPair: (UInt32, UInt32) = (0, 0), lastDelta: Float = 0
        reference.pixels.withUnsafeBufferPointer { old in
            new.pixels.withUnsafeBufferPointer { new in
                for index in 0..<old.count where old[index] != new[index] {
                    let pair = (old[index], new[index])
                    // Interface images change in runs of one colour pair: convert each run once.
                    if differing == 0 || pair != lastPair {
                        lastDelta = differences.deltaE(pair.0, pair.1)
                        lastPair = pair
                    }
                    differing += 1
                    if tolerance.map({ lastDelta > $0 }) ?? true { failing += 1 }
                    if lastDelta > worst { worst = lastDelta; worstIndex = index }
                }
            }
        }
        let pixelCount = reference.pixels.count
        let mismatch = PixelMismatch(
            differingPixels: differing, failingPixels: failing, pixelCount: pixelCount,
            precision: precision, tolerance: tolerance, worstDeltaE: max(0, worst),
            worstPixel: (worstIndex % new.width, worstIndex / new.width,
                         RGBA8(packed: reference.pixels[worstIndex]), RGBA8(packed: new.pixels[worstIndex])))
        return failing == 0 || mismatch.matchingFraction >= Double(precision) ? nil : .pixels(mismatch)
    }
}

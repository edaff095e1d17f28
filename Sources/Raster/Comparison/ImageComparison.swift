import Foundation

/// How a new image fails to match its reference, with a message that says by how much.
public enum ImageMismatch: Sendable, Equatable, CustomStringConvertible {
    /// The images have different sizes, in pixels.
    case size(reference: PixelSize, new: PixelSize)
    /// Too many pixels differ.
    case pixels(PixelMismatch)

    /// A sentence that says how the images differ.
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
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// "WIDTHxHEIGHT".
    public var description: String { "\(width)x\(height)" }
}

/// One pixel of a comparison: where it is and its value in each image (premultiplied).
public struct PixelSample: Sendable, Hashable {
    /// Column.
    public var x: Int
    /// Row.
    public var y: Int
    /// The reference's pixel.
    public var reference: RGBA8
    /// The new image's pixel.
    public var new: RGBA8
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
    /// Where the largest difference is, and the two pixels there.
    public var worstPixel: PixelSample

    /// The fraction of pixels that match.
    public var matchingFraction: Double { 1 - Double(failingPixels) / Double(pixelCount) }

    /// A sentence with the counts, the precision and the largest difference.
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
        text += " Largest difference: Delta E \(Self.format(worstDeltaE)) at pixel (\(worstPixel.x), \(worstPixel.y)), "
            + "reference \(Self.format(worstPixel.reference)), new \(Self.format(worstPixel.new))."
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
    /// The largest Delta E 94 a pixel may differ by for `perceptualPrecision`; `nil` at 1 (exact).
    public static func tolerance(perceptualPrecision: Float) -> Float? {
        perceptualPrecision < 1 ? (1 - perceptualPrecision) * 100 : nil
    }

    /// `nil` when `new` matches `reference`; otherwise how it does not.
    public static func mismatch(reference: Bitmap, new: Bitmap, precision: Float = 1,
                                perceptualPrecision: Float = 1) -> ImageMismatch? {
        guard reference.width == new.width, reference.height == new.height else {
            return .size(reference: PixelSize(width: reference.width, height: reference.height),
                         new: PixelSize(width: new.width, height: new.height))
        }
        // memcmp rather than the arrays' `==`, which compares element by element when unoptimised;
        // the same storage (a reference that was answered with the new image) is not compared at all.
        let identical = reference.pixels.withUnsafeBytes { a in
            new.pixels.withUnsafeBytes { b in a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        if identical { return nil }
        let tolerance = tolerance(perceptualPrecision: perceptualPrecision)
        let scan = DifferenceScan.run(reference.pixels, new.pixels, tolerance: tolerance)
        let worst = scan.worstIndex
        let mismatch = PixelMismatch(
            differingPixels: scan.differing, failingPixels: scan.failing, pixelCount: reference.pixels.count,
            precision: precision, tolerance: tolerance, worstDeltaE: max(0, scan.worst),
            worstPixel: PixelSample(x: worst % new.width, y: worst / new.width,
                                    reference: RGBA8(packed: reference.pixels[worst]),
                                    new: RGBA8(packed: new.pixels[worst])))
        return scan.failing == 0 || mismatch.matchingFraction >= Double(precision) ? nil : .pixels(mismatch)
    }
}

extension ImageComparison {
    /// A picture of where `new` differs from `reference`: the reference faded to a light grey,
    /// pixels that fail the comparison in red, pixels within the perceptual tolerance in amber;
    /// where the sizes differ, the area only one image covers is red. `nil` if too large to make.
    public static func differenceImage(reference: Bitmap, new: Bitmap, perceptualPrecision: Float = 1) -> Bitmap? {
        DifferenceImage.make(reference: reference, new: new, tolerance: tolerance(perceptualPrecision: perceptualPrecision))
    }
}

/// Counts of differing and failing pixels, and the largest difference (the first pixel with it).
struct DifferenceScan {
    var differing = 0
    var failing = 0
    var worst: Float = -1
    var worstIndex = 0

    /// Scans `old` against `new` in slices on every core. Each slice is scanned in order and
    /// the slices are merged in order, so the result is the same for any number of threads.
    static func run(_ old: [UInt32], _ new: [UInt32], tolerance: Float?) -> DifferenceScan {
        let slices = old.count < 1 << 20 ? 1 : max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
        let sliceLength = (old.count + slices - 1) / slices
        let parts = UnsafeMutableBufferPointer<DifferenceScan>.allocate(capacity: slices)
        parts.initialize(repeating: DifferenceScan())
        defer { parts.deallocate() }
        // Each slice writes only its own element.
        nonisolated(unsafe) let output = parts
        DispatchQueue.concurrentPerform(iterations: slices) { slice in
            let start = slice * sliceLength
            output[slice] = old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    scan(old, new, start..<min(old.count, start + sliceLength), tolerance: tolerance)
                }
            }
        }
        return parts.reduce(into: DifferenceScan()) { total, part in
            total.differing += part.differing
            total.failing += part.failing
            if part.worst > total.worst { total.worst = part.worst; total.worstIndex = part.worstIndex }
        }
    }

    private static func scan(_ old: UnsafeBufferPointer<UInt32>, _ new: UnsafeBufferPointer<UInt32>,
                             _ range: Range<Int>, tolerance: Float?) -> DifferenceScan {
        var result = DifferenceScan()
        var differences = PixelDifference()
        var lastPair: (UInt32, UInt32) = (0, 0), lastDelta: Float = 0
        for index in range where old[index] != new[index] {
            let pair = (old[index], new[index])
            // Interface images change in runs of one colour pair: convert each run once.
            if result.differing == 0 || pair != lastPair {
                lastDelta = differences.deltaE(pair.0, pair.1)
                lastPair = pair
            }
            result.differing += 1
            if tolerance.map({ lastDelta > $0 }) ?? true { result.failing += 1 }
            if lastDelta > result.worst { result.worst = lastDelta; result.worstIndex = index }
        }
        return result
    }
}

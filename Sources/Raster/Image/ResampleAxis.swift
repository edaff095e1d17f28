import Foundation

/// The weights that resample one axis of an image: for each output pixel, a window of `taps`
/// source pixels from `first` with Q14 weights (see ResampleKernels.h). A pixel the drawn
/// rectangle covers only partly gets weights that add up to that part, which anti-aliases the
/// image's edges.
struct ResampleAxis {
    /// Q14 fixed point: the weight of a whole pixel.
    static let one = 16_384

    /// The output pixels, in device pixels.
    let pixels: Range<Int>
    /// For each output pixel, the first source pixel of its window.
    private(set) var first: [Int32]
    /// `taps` weights for each output pixel.
    private(set) var weights: [Int16]
    /// The window length, the same for every output pixel.
    let taps: Int
    /// The source pixels any window reads.
    let sourcePixels: Range<Int>

    /// Weights for output `pixels` when source coordinates `source` (in image pixels; a
    /// decreasing range mirrors) are drawn across device coordinates `device` (increasing).
    /// Source pixels are read only inside `source`'s whole pixels, which `limit` bounds.
    init(device: ClosedRange<Double>, source start: Double, _ end: Double, pixels: Range<Int>,
         limit: Int, sampling: ImageSampling) {
        let low = max(0, Int(min(start, end).rounded(.down)))
        let high = min(limit, max(low + 1, Int(max(start, end).rounded(.up))))
        let ratio = (end - start) / (device.upperBound - device.lowerBound)
        func map(_ x: Double) -> Double { start + (x - device.lowerBound) * ratio }
        func clamp(_ j: Int) -> Int { min(high - 1, max(low, j)) }

        // Each output pixel's real-valued weights by source pixel.
        var windows: [[(index: Int, weight: Double)]] = []
        windows.reserveCapacity(pixels.count)
        for pixel in pixels {
            let from = max(Double(pixel), device.lowerBound), to = min(Double(pixel + 1), device.upperBound)
            let coverage = max(0, to - from)
            var window: [(index: Int, weight: Double)] = []
            if coverage > 0 {
                switch sampling {
                case .nearest:
                    window = [(clamp(Int(map((from + to) / 2).rounded(.down))), coverage)]
                case .smooth where abs(ratio) > 1:
                    // Area averaging: every source pixel weighs what of it the output pixel covers.
                    let a = min(map(from), map(to)), b = max(map(from), map(to))
                    for j in Int(a.rounded(.down))..<max(Int(a.rounded(.down)) + 1, Int(b.rounded(.up))) {
                        let overlap = min(b, Double(j + 1)) - max(a, Double(j))
                        if overlap > 0 { window.append((clamp(j), overlap / abs(ratio))) }
                    }
                case .smooth:
                    // Bilinear between the two source pixel centres around this pixel's centre.
                    let u = map((from + to) / 2) - 0.5
                    let j = Int(u.rounded(.down)), fraction = u - Double(j)
                    window = [(clamp(j), (1 - fraction) * coverage), (clamp(j + 1), fraction * coverage)]
                }
            }
            windows.append(window)
        }

        let span = windows.map { window in
            window.isEmpty ? 1 : window.map(\.index).max()! - window.map(\.index).min()! + 1
        }.max() ?? 1
        taps = min(span, high - low)
        self.pixels = pixels
        sourcePixels = low..<high
        first = []
        weights = []
        first.reserveCapacity(pixels.count)
        weights.reserveCapacity(pixels.count * taps)
        for window in windows {
            let start = min(window.map(\.index).min() ?? low, high - taps)
            var quantized = [Int](repeating: 0, count: taps)
            for (index, weight) in window { quantized[index - start] += Int((weight * Double(Self.one)).rounded()) }
            // Rounding each weight can miss the exact total; the largest weight takes the difference
            // so that a fully covered pixel of a flat image keeps its colour exactly.
            let total = Int((window.reduce(0) { $0 + $1.weight } * Double(Self.one)).rounded())
            if let largest = quantized.indices.max(by: { quantized[$0] < quantized[$1] }) {
                quantized[largest] = max(0, quantized[largest] + total - quantized.reduce(0, +))
            }
            first.append(Int32(start))
            weights += quantized.map { Int16($0) }
        }
    }
}

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

        // Each output pixel's real-valued weights by source pixel, all in one array: pixel i's
        // window is entries[bounds[i]..<bounds[i + 1]].
        var entries: [(index: Int, weight: Double)] = []
        var bounds = [0]
        entries.reserveCapacity(pixels.count * 4)
        bounds.reserveCapacity(pixels.count + 1)
        for pixel in pixels {
            let from = max(Double(pixel), device.lowerBound), to = min(Double(pixel + 1), device.upperBound)
            let coverage = max(0, to - from)
            if coverage > 0 {
                switch sampling {
                case .nearest:
                    entries.append((clamp(Int(map((from + to) / 2).rounded(.down))), coverage))
                case .smooth where abs(ratio) > 1:
                    // Area averaging: every source pixel weighs what of it the output pixel covers.
                    let a = min(map(from), map(to)), b = max(map(from), map(to))
                    for j in Int(a.rounded(.down))..<max(Int(a.rounded(.down)) + 1, Int(b.rounded(.up))) {
                        let overlap = min(b, Double(j + 1)) - max(a, Double(j))
                        if overlap > 0 { entries.append((clamp(j), overlap / abs(ratio))) }
                    }
                case .smooth:
                    // Bilinear between the two source pixel centres around this pixel's centre.
                    let u = map((from + to) / 2) - 0.5
                    let j = Int(u.rounded(.down)), fraction = u - Double(j)
                    entries.append((clamp(j), (1 - fraction) * coverage))
                    entries.append((clamp(j + 1), fraction * coverage))
                }
            }
            bounds.append(entries.count)
        }

        /// The lowest and highest source pixel of output pixel i's window.
        func extent(_ i: Int) -> (low: Int, high: Int)? {
            guard bounds[i + 1] > bounds[i] else { return nil }
            var lowest = Int.max, highest = Int.min
            for entry in entries[bounds[i]..<bounds[i + 1]] {
                lowest = min(lowest, entry.index)
                highest = max(highest, entry.index)
            }
            return (lowest, highest)
        }
        var span = 1
        for i in 0..<pixels.count {
            if let (lowest, highest) = extent(i) { span = max(span, highest - lowest + 1) }
        }
        taps = min(span, high - low)
        self.pixels = pixels
        sourcePixels = low..<high
        first = []
        weights = []
        first.reserveCapacity(pixels.count)
        weights.reserveCapacity(pixels.count * taps)
        var quantized = [Int](repeating: 0, count: taps)
        for i in 0..<pixels.count {
            let window = entries[bounds[i]..<bounds[i + 1]]
            let start = min(extent(i)?.low ?? low, high - taps)
            for k in 0..<taps { quantized[k] = 0 }
            var exact = 0.0
            for (index, weight) in window {
                quantized[index - start] += Int((weight * Double(Self.one)).rounded())
                exact += weight
            }
            // Rounding each weight can miss the exact total; the largest weight takes the difference
            // so that a fully covered pixel of a flat image keeps its colour exactly.
            let total = Int((exact * Double(Self.one)).rounded())
            if let largest = quantized.indices.max(by: { quantized[$0] < quantized[$1] }) {
                quantized[largest] = max(0, quantized[largest] + total - quantized.reduce(0, +))
            }
            first.append(Int32(start))
            for k in 0..<taps { weights.append(Int16(quantized[k])) }
        }
    }
}

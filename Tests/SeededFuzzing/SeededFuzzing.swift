import Foundation

/// A random number generator that gives the same numbers for the same seed (SplitMix64), so
/// that a fuzz case found once is found again: fuzz tests commit their seeds.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// The generator for `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `data` with a few random changes: bytes overwritten, a stretch cut out or repeated, or the
/// end cut off, as damaged or hostile files are.
public func mutated(_ data: Data, using generator: inout SeededGenerator) -> Data {
    var bytes = [UInt8](data)
    guard !bytes.isEmpty else { return data }
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0, 1:
            // Overwrite a few bytes, often in the header, where lengths and sizes are.
            let limit = Bool.random(using: &generator) ? min(bytes.count, 256) : bytes.count
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                bytes[Int.random(in: 0..<limit, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
        case 2:
            let start = Int.random(in: 0..<bytes.count, using: &generator)
            bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...64, using: &generator)))
        case 3:
            let start = Int.random(in: 0..<bytes.count, using: &generator)
            let stretch = bytes[start..<min(bytes.count, start + Int.random(in: 1...64, using: &generator))]
            bytes.insert(contentsOf: stretch, at: Int.random(in: 0...bytes.count, using: &generator))
        default:
            bytes.removeLast(Int.random(in: 0..<bytes.count, using: &generator))
        }
        if bytes.isEmpty { break }
    }
    return Data(bytes)
}

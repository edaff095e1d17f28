import Synchronization

/// Images already resampled for a drawing, kept between draws so that drawing the same image at
/// the same place and size again (the next frame of a screen, the same thumbnail in every row)
/// only composites. An entry is found only for exactly the same inputs, so a hit gives the
/// same pixels a fresh resampling would.
///
/// An entry keeps its source's pixel storage alive, which is what makes the storage's address a
/// safe key: while the entry holds it, no other image can have that address, and copy-on-write
/// stops anyone changing it in place. Least recently used entries go first once the entries
/// exceed `limit` bytes.
final class ResampledImageCache: Sendable {
    static let shared = ResampledImageCache()

    /// Everything that decides the resampled pixels.
    struct Key: Hashable, Sendable {
        /// The source's pixel storage, its address and size.
        let storage: UInt
        let width: Int, height: Int
        /// Source coordinates drawn across and down (decreasing when mirrored).
        let sourceX: Double, sourceX2: Double, sourceY: Double, sourceY2: Double
        /// Device coordinates covered, and the pixels resampled.
        let deviceX: ClosedRange<Double>, deviceY: ClosedRange<Double>
        let target: PixelRect
        let sampling: ImageSampling
    }

    private struct Entry {
        let source: [UInt32]
        let pixels: [UInt32]
        var lastUse: UInt64
        var bytes: Int { (source.count + pixels.count) * 4 }
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
        var limit = 64 << 20
    }

    private let state = Mutex(State())

    /// The most bytes the entries may hold (their sources counted); 0 turns caching off and
    /// empties the cache.
    var limit: Int {
        get { state.withLock { $0.limit } }
        set {
            state.withLock { state in
                state.limit = max(0, newValue)
                Self.evict(&state)
            }
        }
    }

    /// The resampled pixels stored for `key`, if any.
    func pixels(for key: Key) -> [UInt32]? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.pixels
        }
    }

    /// Stores `pixels` resampled from `source` for `key`, unless they alone exceed the limit.
    func store(_ pixels: [UInt32], from source: [UInt32], for key: Key) {
        state.withLock { state in
            let entry = Entry(source: source, pixels: pixels, lastUse: state.clock + 1)
            guard entry.bytes <= state.limit, state.entries[key] == nil else { return }
            state.clock += 1
            state.entries[key] = entry
            state.bytes += entry.bytes
            Self.evict(&state)
        }
    }

    private static func evict(_ state: inout State) {
        while state.bytes > state.limit, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            state.bytes -= oldest.value.bytes
            state.entries[oldest.key] = nil
        }
    }
}

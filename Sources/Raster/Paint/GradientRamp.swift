import Foundation

/// A gradient's colours sampled at `count` evenly spaced locations from 0 to 1, premultiplied
/// and packed: shading looks the colour of a location up instead of blending stops per pixel.
struct GradientRamp {
    /// Enough entries that neighbours differ by at most one level in each channel for any
    /// two colours.
    static let count = 256

    let colors: [UInt32]

    init(_ stops: [ColorStop]) {
        // Stops in order of location, stops at the same location in the order given.
        let premultiplied = stops
            .map { stop in
                (location: stop.location.isNaN ? 0 : min(1, max(0, stop.location)),
                 components: stop.color.premultipliedComponents)
            }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        colors = (0..<Self.count).map { index in
            let location = Double(index) / Double(Self.count - 1)
            guard let first = premultiplied.first, let last = premultiplied.last else { return 0 }
            var components = location <= first.location ? first.components : last.components
            // The last stop at or before the location and the next one after it.
            if location > first.location, location < last.location,
               let next = premultiplied.firstIndex(where: { $0.location > location }) {
                let (a, b) = (premultiplied[next - 1], premultiplied[next])
                let fraction = (location - a.location) / (b.location - a.location)
                components = a.components + (b.components - a.components) * fraction
            }
            let bytes = (components * 255).rounded(.toNearestOrAwayFromZero)
            return RGBA8(red: UInt8(bytes.x), green: UInt8(bytes.y), blue: UInt8(bytes.z), alpha: UInt8(bytes.w)).packed
        }
    }

    /// The colour at `location` (clamped to 0...1).
    @inline(__always)
    func color(at location: Double) -> UInt32 {
        let index = location.isNaN ? 0 : Int((min(1, max(0, location)) * Double(Self.count - 1)).rounded())
        return colors[index]
    }
}

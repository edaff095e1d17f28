extension Gradient {
    /// The colour space a gradient's colours blend in, as SwiftUI's `Gradient.ColorSpace`.
    /// ViewTree blends in sRGB for both.
    public struct ColorSpace: Hashable, Sendable {
        private let name: String
        /// The device's colour space (sRGB).
        public static let device = ColorSpace(name: "device")
        /// A perceptually uniform colour space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}

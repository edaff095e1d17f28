import Foundation

extension Color {
    /// The colour space a colour's components are given in, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB: components with sRGB's transfer function (the default).
        case sRGB
        /// sRGB's primaries with linear components.
        case sRGBLinear
        /// Display P3: P3's primaries with sRGB's transfer function.
        case displayP3

        /// The sRGB components of `red`, `green` and `blue` in this space (unclamped).
        func sRGBComponents(red: Double, green: Double, blue: Double) -> [Double] {
            switch self {
            case .sRGB: [red, green, blue]
            case .sRGBLinear: [red, green, blue].map(ColorSpaceConversion.encodeSRGB)
            case .displayP3: ColorSpaceConversion.displayP3ToSRGB([red, green, blue])
            }
        }
    }
}

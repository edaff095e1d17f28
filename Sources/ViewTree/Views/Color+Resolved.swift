import Foundation
import Raster

extension Color {
    /// A colour's concrete components in one environment, as SwiftUI's `Color.Resolved` (iOS 17):
    /// linear sRGB components and an opacity, read as sRGB's gamma-encoded `red`, `green` and
    /// `blue` too. It is a shape style that paints those components.
    public struct Resolved: Hashable, Sendable, ShapeStyle {
        /// Red, linear sRGB.
        public var linearRed: Float
        /// Green, linear sRGB.
        public var linearGreen: Float
        /// Blue, linear sRGB.
        public var linearBlue: Float
        /// Opacity, 0...1.
        public var opacity: Float

        /// The components `red`, `green` and `blue` in `colorSpace`, and `opacity`.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let srgb = colorSpace.sRGBComponents(red: Double(red), green: Double(green), blue: Double(blue))
            linearRed = Float(ColorSpaceConversion.decodeSRGB(srgb[0]))
            linearGreen = Float(ColorSpaceConversion.decodeSRGB(srgb[1]))
            linearBlue = Float(ColorSpaceConversion.decodeSRGB(srgb[2]))
            self.opacity = opacity
        }

        /// Red, gamma-encoded sRGB.
        public var red: Float {
            get { Self.encoded(linearRed) }
            set { linearRed = Self.decoded(newValue) }
        }

        /// Green, gamma-encoded sRGB.
        public var green: Float {
            get { Self.encoded(linearGreen) }
            set { linearGreen = Self.decoded(newValue) }
        }

        /// Blue, gamma-encoded sRGB.
        public var blue: Float {
            get { Self.encoded(linearBlue) }
            set { linearBlue = Self.decoded(newValue) }
        }

        /// The components as Raster draws them (which clamps them to 0...1).
        var rgba: RGBAColor {
            RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity))
        }

        public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { .color(rgba) }

        private static func encoded(_ linear: Float) -> Float { Float(ColorSpaceConversion.encodeSRGB(Double(linear))) }
        private static func decoded(_ value: Float) -> Float { Float(ColorSpaceConversion.decodeSRGB(Double(value))) }
    }

    /// The colour's components in `environment`: its colour scheme and iOS version.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let rgba = resolved(in: environment)
        return Resolved(red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), opacity: Float(rgba.alpha))
    }

    /// A colour paints itself (reporting a missing catalog colour, keeping its exact components)
    /// rather than as the `Resolved` it gives apps that ask.
    public func _viewTreeResolved(in environment: EnvironmentValues) -> (any ShapeStyle)? { nil }

    /// A colour of `resolved`'s components, in every environment.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }
}

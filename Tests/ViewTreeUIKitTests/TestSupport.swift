import Foundation
import Raster
@_spi(ViewTreeInternals) import ViewTree

/// The premultiplied pixel a flat colour fills with in `scheme`, at 40 by 20 points.
@MainActor
func filledPixel<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> RGBA8 {
    let renderer = ImageRenderer(content: view.frame(width: 40, height: 20))
    renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
    renderer.environment.colorScheme = scheme
    return try renderer.canvas.pixel(x: 20, y: 10)
}

/// The premultiplied 8-bit pixel of a colour.
func pixel(_ color: RGBAColor) -> RGBA8 { color.premultiplied }

/// The 8-bit pixel of sRGB components in 0...255.
func pixel(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: Double = 1) -> RGBA8 {
    RGBAColor(red8: red, green8: green, blue8: blue).opacity(alpha).premultiplied
}

import Foundation
import Testing
@testable import ViewTree
import Raster

/// Renders `view` as a window's root view (an iPhone 13 Pro Max in portrait by default) in
/// `scheme`, and returns the canvas.
@MainActor
func windowRender<V: View>(_ view: V, window: ViewTreeWindow = SafeAreaLayoutTests.phone, scale: CGFloat = 1,
                           scheme: ColorScheme = .light) throws -> RasterCanvas {
    let renderer = ImageRenderer(content: view)
    renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
    renderer.window = window
    renderer.scale = scale
    renderer.environment.colorScheme = scheme
    return try renderer.canvas
}

/// An opaque sRGB colour, for pixel expectations.
func opaque(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBA8 {
    RGBA8(red: red, green: green, blue: blue, alpha: 255)
}

/// `color` (premultiplied, with its alpha) composited over the opaque `background`, rounded as
/// the canvas rounds: what a translucent fill looks like on an opaque page.
func composite(_ color: RGBAColor, over background: RGBA8) -> RGBA8 {
    func channel(_ value: Double, _ base: UInt8) -> UInt8 {
        UInt8((value * color.alpha * 255 + Double(base) * (1 - color.alpha)).rounded())
    }
    return opaque(channel(color.red, background.red), channel(color.green, background.green), channel(color.blue, background.blue))
}

/// Whether two pixels differ by at most `tolerance` in every channel.
func close(_ lhs: RGBA8, _ rhs: RGBA8, tolerance: Int = 1) -> Bool {
    abs(Int(lhs.red) - Int(rhs.red)) <= tolerance && abs(Int(lhs.green) - Int(rhs.green)) <= tolerance
        && abs(Int(lhs.blue) - Int(rhs.blue)) <= tolerance && abs(Int(lhs.alpha) - Int(rhs.alpha)) <= tolerance
}

import Foundation
import Testing
@testable import ViewTree
import Raster

/// Pixel helpers for the controls' tests: renders over the system background and looks for colours.
@MainActor
enum ControlPixels {
    static let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
    static let black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)
    static let blue = RGBA8(red: 0, green: 122, blue: 255, alpha: 255)
    static let green = RGBA8(red: 52, green: 199, blue: 89, alpha: 255)

    /// Renders `view` over the system background at scale 1 in `scheme`.
    static func canvas<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> RasterCanvas {
        let renderer = ImageRenderer(content: view.background(.background))
        renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
        renderer.environment.colorScheme = scheme
        return try renderer.canvas
    }

    /// Whether the opaque colours `a` and `b` differ by at most `tolerance` in each component.
    static func near(_ a: RGBA8, _ b: RGBA8, tolerance: Int = 1) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && a.alpha == b.alpha
    }

    /// Whether some pixel inside `rect` of `canvas` (the part on the canvas) is `color`.
    static func contains(_ canvas: RasterCanvas, _ color: RGBA8, in rect: CGRect) -> Bool {
        let rect = onCanvas(rect, canvas)
        return (Int(rect.minY)..<Int(rect.maxY)).contains { y in
            (Int(rect.minX)..<Int(rect.maxX)).contains { x in canvas.pixel(x: x, y: y) == color }
        }
    }

    /// The part of `rect` on `canvas`: text measures differently as the fonts are calibrated, so
    /// a rectangle drawn around a title may reach past a canvas fitted to it.
    private static func onCanvas(_ rect: CGRect, _ canvas: RasterCanvas) -> CGRect {
        let clipped = rect.intersection(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        return clipped.isNull ? .zero : clipped
    }

    /// The darkest red component in `rect` of `canvas`.
    static func darkest(_ canvas: RasterCanvas, in rect: CGRect) -> Int {
        let rect = onCanvas(rect, canvas)
        return (Int(rect.minY)..<Int(rect.maxY)).flatMap { y in
            (Int(rect.minX)..<Int(rect.maxX)).map { Int(canvas.pixel(x: $0, y: y).red) }
        }.min() ?? 255
    }

    /// `red`, `green`, `blue` at `opacity` over white, as an opaque colour.
    static func overWhite(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double, base: Double = 255) -> RGBA8 {
        func mix(_ value: Double) -> UInt8 { UInt8((value * opacity + base * (1 - opacity)).rounded()) }
        return RGBA8(red: mix(red), green: mix(green), blue: mix(blue), alpha: 255)
    }
}

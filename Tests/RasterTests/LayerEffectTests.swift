import Foundation
import Testing
@testable import Raster

/// Shadows, blurs, colour matrices, blend modes and masks, against values computed from their
/// definitions.
struct LayerEffectTests {
    private let white = RGBAColor(red: 1, green: 1, blue: 1)

    /// The fraction of a Gaussian of standard deviation `sigma` beyond `distance` from its centre.
    private func tail(_ distance: Double, sigma: Double) -> Double { 0.5 * erfc(distance / (sigma * 2.squareRoot())) }

    @Test func hardShadowIsTheDrawingsAlphaMovedAndTinted() throws {
        let canvas = try RasterCanvas(width: 100, height: 100)
        try canvas.withShadow(color: RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5), radius: 0,
                              offset: CGSize(width: 10, height: 10)) {
            try canvas.fill(Path(CGRect(x: 20, y: 20, width: 30, height: 30)), color: white)
        }
        #expect(canvas.pixel(x: 25, y: 25) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 45, y: 45) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 55, y: 55) == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
        #expect(canvas.pixel(x: 15, y: 15) == .clear)
        #expect(canvas.pixel(x: 61, y: 61) == .clear)
    }

    @Test(arguments: [CGFloat(2), CGFloat(4), CGFloat(10)])
    func blurredShadowEdgeFollowsTheGaussian(radius: CGFloat) throws {
        let canvas = try RasterCanvas(width: 200, height: 200)
        try canvas.withShadow(color: RGBAColor(red: 0, green: 0, blue: 0), radius: radius, offset: .zero) {
            try canvas.fill(Path(CGRect(x: 100, y: 0, width: 100, height: 200)), color: white)
        }
        // Left of the drawing's edge at x = 100, only the shadow shows.
        for x in stride(from: 100 - Int(3 * radius), to: 100, by: 1) {
            let expected = 255 * tail(100 - (Double(x) + 0.5), sigma: Double(radius))
            #expect(abs(Double(canvas.pixel(x: x, y: 100).alpha) - expected) <= 4, "x \(x)")
        }
    }

    @Test func shadowKeepsTheDrawingsTotalAlpha() throws {
        let canvas = try RasterCanvas(width: 80, height: 80)
        try canvas.withShadow(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 3, offset: CGSize(width: 30, height: 30)) {
            try canvas.fill(Path(CGRect(x: 10, y: 10, width: 4, height: 4)), color: white)
        }
        // The shadow lies around (42, 42), clear of the drawing.
        var total = 0
        for y in 22..<66 { for x in 22..<66 { total += Int(canvas.pixel(x: x, y: y).alpha) } }
        #expect(abs(Double(total) / (16 * 255) - 1) < 0.02)
    }

    @Test func shadowFollowsTheTransformAndStaysInsideTheClip() throws {
        let canvas = try RasterCanvas(width: 100, height: 100)
        canvas.transform = CGAffineTransform(scaleX: 2, y: 2)
        try canvas.withClip(Path(CGRect(x: 0, y: 0, width: 25, height: 50))) {
            try canvas.withShadow(color: RGBAColor(red: 0, green: 0, blue: 1), radius: 0, offset: CGSize(width: 5, height: 0)) {
                try canvas.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), color: white)
            }
        }
        // Content 20...40 px, shadow 30...50 px, clip up to 50 px.
        #expect(canvas.pixel(x: 45, y: 30) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 35, y: 30) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 50, y: 30) == .clear)
    }

    @Test func drawingBeyondTheClipStillCastsItsShadowIntoIt() throws {
        let canvas = try RasterCanvas(width: 60, height: 20)
        try canvas.withClip(Path(CGRect(x: 30, y: 0, width: 30, height: 20))) {
            try canvas.withShadow(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 0, offset: CGSize(width: 20, height: 0)) {
                try canvas.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), color: white)
            }
        }
        #expect(canvas.pixel(x: 35, y: 10).alpha == 255)
        #expect(canvas.pixel(x: 10, y: 10) == .clear)
    }

    @Test(arguments: [CGFloat(3), CGFloat(8)])
    func blurSpreadsAnEdgeAsTheGaussianDoes(radius: CGFloat) throws {
        let canvas = try RasterCanvas(width: 120, height: 60)
        try canvas.withBlur(radius: radius) {
            try canvas.fill(Path(CGRect(x: 60, y: -100, width: 200, height: 300)), color: white)
        }
        for x in stride(from: 60 - Int(3 * radius), to: 60 + Int(3 * radius), by: 1) {
            let distance = Double(x) + 0.5 - 60
            let expected = 255 * (1 - tail(distance, sigma: Double(radius)))
            let pixel = canvas.pixel(x: x, y: 30)
            #expect(abs(Double(pixel.alpha) - expected) <= 4, "x \(x)")
            #expect(pixel.red == pixel.alpha)
        }
    }

    /// Wide blurs run on a shrunk copy; the edge still follows the Gaussian.
    @Test(arguments: [CGFloat(13), CGFloat(30), CGFloat(90)])
    func wideBlurSpreadsAnEdgeAsTheGaussianDoes(radius: CGFloat) throws {
        let canvas = try RasterCanvas(width: 600, height: 8)
        try canvas.withBlur(radius: radius) {
            try canvas.fill(Path(CGRect(x: 300, y: -1000, width: 2000, height: 3000)), color: white)
        }
        for x in stride(from: 300 - Int(3 * radius), to: 300 + Int(3 * radius), by: 3) {
            let expected = 255 * (1 - tail(Double(x) + 0.5 - 300, sigma: Double(radius)))
            #expect(abs(Double(canvas.pixel(x: x, y: 4).alpha) - expected) <= 4, "x \(x)")
        }
    }

    @Test func opaqueBlurStaysOpaqueToTheEdges() throws {
        let canvas = try RasterCanvas(width: 40, height: 40)
        try canvas.withBlur(radius: 4, opaque: true) {
            try canvas.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 40)), color: RGBAColor(red: 1, green: 0, blue: 0))
            try canvas.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 40)), color: RGBAColor(red: 0, green: 0, blue: 1))
        }
        #expect(canvas.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 39, y: 39) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        let middle = canvas.pixel(x: 20, y: 20)
        #expect(middle.alpha == 255 && middle.red > 80 && middle.blue > 80)
    }

    @Test func colorMatricesChangeStraightColoursAndLeaveClearPixelsAlone() throws {
        func apply(_ matrix: ColorMatrix, to color: RGBAColor) throws -> (RGBA8, RGBA8) {
            let canvas = try RasterCanvas(width: 4, height: 2)
            try canvas.withColorMatrix(matrix) { try canvas.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 1)), color: color) }
            return (canvas.pixel(x: 1, y: 0), canvas.pixel(x: 1, y: 1))
        }
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        #expect(try apply(.saturation(0), to: red).0 == RGBA8(red: 54, green: 54, blue: 54, alpha: 255))
        #expect(try apply(.brightness(0.5), to: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)).0
                == RGBA8(red: 64, green: 64, blue: 64, alpha: 128))
        #expect(try apply(.inversion, to: red).0 == RGBA8(red: 0, green: 255, blue: 255, alpha: 255))
        #expect(try apply(.contrast(0), to: red).0 == RGBA8(red: 128, green: 128, blue: 128, alpha: 255))
        #expect(try apply(.multiply(by: RGBAColor(red: 0.5, green: 1, blue: 1)), to: red).0
                == RGBA8(red: 128, green: 0, blue: 0, alpha: 255))
        #expect(try apply(.hueRotation(.degrees(360)), to: red).0 == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(try apply(.brightness(1), to: red).1 == .clear)
    }

    /// The W3C formula for a separable mode, on straight colours 0...1.
    private func expectedBlend(_ mode: BlendMode, _ s: Double, _ d: Double) -> Double {
        switch mode {
        case .multiply: return s * d
        case .screen: return s + d - s * d
        case .darken: return min(s, d)
        case .lighten: return max(s, d)
        case .difference: return abs(s - d)
        case .exclusion: return s + d - 2 * s * d
        case .overlay: return d <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d)
        case .hardLight: return s <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d)
        default: return s
        }
    }

    @Test(arguments: [BlendMode.multiply, .screen, .darken, .lighten, .difference, .exclusion, .overlay, .hardLight])
    func opaqueSeparableBlendModesFollowTheirFormulas(mode: BlendMode) throws {
        let source = RGBAColor(red: 1, green: 0.5, blue: 0.2), destination = RGBAColor(red: 0.4, green: 0.6, blue: 0.9)
        let canvas = try RasterCanvas(width: 2, height: 2)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), color: destination)
        try canvas.withLayer(blendMode: mode) { try canvas.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), color: source) }
        let pixel = canvas.pixel(x: 0, y: 0)
        // The formulas take the colours as 8-bit values, as the canvas holds them.
        func byte(_ value: Double) -> Double { (value * 255).rounded() / 255 }
        let channels = [(pixel.red, source.red, destination.red), (pixel.green, source.green, destination.green),
                        (pixel.blue, source.blue, destination.blue)]
        for (actual, s, d) in channels {
            #expect(abs(Double(actual) - 255 * expectedBlend(mode, byte(s), byte(d))) <= 1)
        }
        #expect(pixel.alpha == 255)
    }

    @Test func additiveAndDestinationModes() throws {
        func blended(_ mode: BlendMode) throws -> RGBA8 {
            let canvas = try RasterCanvas(width: 1, height: 1)
            try canvas.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: RGBAColor(red: 0.6, green: 0.2, blue: 0))
            try canvas.withLayer(blendMode: mode) {
                try canvas.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), color: RGBAColor(red: 0.6, green: 0.2, blue: 1, alpha: 1))
            }
            return canvas.pixel(x: 0, y: 0)
        }
        #expect(try blended(.plusLighter) == RGBA8(red: 255, green: 102, blue: 255, alpha: 255))
        #expect(try blended(.plusDarker) == RGBA8(red: 51, green: 0, blue: 0, alpha: 255))
        #expect(try blended(.destinationOut) == .clear)
        #expect(try blended(.destinationOver) == RGBA8(red: 153, green: 51, blue: 0, alpha: 255))
    }

    @Test func maskLimitsDrawingToTheMasksAlpha() throws {
        let canvas = try RasterCanvas(width: 20, height: 10)
        try canvas.withMask({
            try canvas.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: RGBAColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        }) {
            try canvas.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), color: RGBAColor(red: 1, green: 0, blue: 0))
        }
        #expect(canvas.pixel(x: 5, y: 5) == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
        #expect(canvas.pixel(x: 15, y: 5) == .clear)
    }

    @Test func boundedLayersDrawTheSameAsWholeCanvasOnes() throws {
        let path = Path(roundedRect: CGRect(x: 12.3, y: 8.6, width: 30, height: 20), cornerRadius: 6, style: .continuous)
        func draw(bounds: CGRect?) throws -> [UInt32] {
            let canvas = try RasterCanvas(width: 64, height: 48)
            try canvas.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 48)), color: RGBAColor(red: 0.2, green: 0.3, blue: 0.4))
            try canvas.withLayer(opacity: 0.6, bounds: bounds) { try canvas.fill(path, color: white) }
            return canvas.bitmap.pixels
        }
        #expect(try draw(bounds: path.boundingRect) == draw(bounds: nil))
    }
}

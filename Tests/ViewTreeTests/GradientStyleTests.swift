import Foundation
import Testing
@testable import ViewTree
import Raster

/// Gradients as shape styles and views: laid out on the bounds of what they paint, in both
/// colour schemes, and through `foregroundStyle` onto text.
@MainActor struct GradientStyleTests {
    private let red = RGBA8(red: 255, green: 59, blue: 48, alpha: 255), blue = RGBA8(red: 0, green: 122, blue: 255, alpha: 255)

    /// The premultiplied pixel a black-to-white ramp gives at `location`.
    private func grey(at location: Double) -> RGBA8 {
        let level = UInt8((min(1, max(0, location)) * 255).rounded())
        return RGBA8(red: level, green: level, blue: level, alpha: 255)
    }

    @Test func linearGradientViewRunsAcrossItsFrame() throws {
        let canvas = try render(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
            .frame(width: 100, height: 10))
        for x in [0, 25, 50, 99] { #expect(canvas.pixel(x: x, y: 5) == grey(at: (Double(x) + 0.5) / 100)) }
    }

    @Test func gradientFillIsLaidOutOnTheShapesOwnFrame() throws {
        // The same gradient in two squares side by side: each starts black at its own left edge.
        let square = Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
            .frame(width: 20, height: 20)
        let canvas = try render(HStack(spacing: 0) { square; square })
        #expect(canvas.pixel(x: 0, y: 10) == grey(at: 0.5 / 20))
        #expect(canvas.pixel(x: 20, y: 10) == grey(at: 0.5 / 20))
        #expect(canvas.pixel(x: 39, y: 10) == grey(at: 19.5 / 20))
    }

    @Test func stopsAndSchemesResolveLikeColours() throws {
        let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .red, location: 0.5),
                     Gradient.Stop(color: .blue, location: 0.5), Gradient.Stop(color: .blue, location: 1)]
        let view = LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom).frame(width: 4, height: 40)
        let light = try render(view)
        #expect(light.pixel(x: 1, y: 5) == red && light.pixel(x: 1, y: 35) == blue)
        let dark = try render(view.environment(\.colorScheme, .dark))
        #expect(dark.pixel(x: 1, y: 35) == RGBA8(red: 10, green: 132, blue: 255, alpha: 255))
    }

    @Test func radialAndEllipticalGradientsCentreOnTheirUnitPoints() throws {
        let radial = try render(RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 20)
            .frame(width: 40, height: 40))
        #expect(radial.pixel(x: 30, y: 20) == grey(at: hypot(10.5, 0.5) / 20))
        // Elliptical: 0.5 of the bounds reaches the edges, so the middle of each edge is white.
        let elliptical = try render(EllipticalGradient(colors: [.black, .white]).frame(width: 80, height: 20))
        for (x, y) in [(40, 10), (60, 5), (79, 10), (40, 0)] {
            let u = (Double(x) + 0.5) / 80 - 0.5, v = (Double(y) + 0.5) / 20 - 0.5
            #expect(elliptical.pixel(x: x, y: y) == grey(at: (u * u + v * v).squareRoot() / 0.5), "pixel \(x), \(y)")
        }
    }

    @Test func angularGradientWithEqualAnglesMakesAFullTurn() throws {
        let canvas = try render(AngularGradient(colors: [.black, .white], center: .center).frame(width: 41, height: 41))
        // Straight down from the centre is a quarter turn clockwise from the trailing side.
        #expect(canvas.pixel(x: 20, y: 35) == grey(at: 0.25))
        #expect(canvas.pixel(x: 5, y: 20) == grey(at: 0.5))
    }

    @Test func gradientForegroundPaintsTextAcrossTheTextsFrame() throws {
        let text = Text("MMMMMM").font(.system(size: 30, weight: .black))
        let plain = try render(text.foregroundStyle(.red))
        let fading = try render(text.foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading,
                                                                      endPoint: .trailing)))
        #expect(plain.width == fading.width)
        // Inked pixels are red on the left and blue on the right, with the same coverage as plain text.
        let y = plain.height / 2
        let left = (0..<plain.width / 4).first { fading.pixel(x: $0, y: y).alpha == 255 }!
        let right = (3 * plain.width / 4..<plain.width).last { fading.pixel(x: $0, y: y).alpha == 255 }!
        #expect(fading.pixel(x: left, y: y).red > 200 && fading.pixel(x: left, y: y).blue < 60)
        #expect(fading.pixel(x: right, y: y).blue > 200 && fading.pixel(x: right, y: y).red < 60)
        let alphas = { (canvas: RasterCanvas) in canvas.bitmap.pixels.map { $0 >> 24 } }
        #expect(alphas(plain) == alphas(fading))
    }

    @Test func colorGradientIsTheColourLighterAtTheTop() throws {
        let canvas = try render(Rectangle().fill(Color.blue.gradient).frame(width: 4, height: 100))
        let top = canvas.pixel(x: 1, y: 0), bottom = canvas.pixel(x: 1, y: 99)
        #expect(top.red > bottom.red && top.green > bottom.green)
        #expect(abs(Int(bottom.green) - 122) <= 1 && bottom.blue == 255)
    }

    @Test func hierarchicalLevelsOfACustomForegroundAreItsOpacities() throws {
        let swatch = Rectangle().fill(.secondary).frame(width: 4, height: 4)
        let custom = try render(swatch.foregroundStyle(.red))
        #expect(custom.pixel(x: 1, y: 1) == RGBA8(red: 153, green: 35, blue: 29, alpha: 153))
        let labels = try render(swatch)
        #expect(labels.pixel(x: 1, y: 1) == RGBA8(red: 36, green: 36, blue: 40, alpha: 153))
        // foregroundStyle(.secondary) takes the level of the foreground around it.
        let text = try render(Rectangle().fill(.foreground).frame(width: 4, height: 4).foregroundStyle(.secondary)
            .foregroundStyle(.blue))
        #expect(text.pixel(x: 1, y: 1) == RGBA8(red: 0, green: 73, blue: 153, alpha: 153))
    }
}

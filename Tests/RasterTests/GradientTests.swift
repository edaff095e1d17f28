import Foundation
import Testing
@testable import Raster

/// Gradient paints: where each pixel's location along the gradient falls and which colour it
/// gets, compared with the location computed from the geometry.
struct GradientTests {
    private let black = RGBAColor(red: 0, green: 0, blue: 0), white = RGBAColor(red: 1, green: 1, blue: 1)

    /// A gradient of `stops` (evenly spaced colours) along `geometry`.
    private func gradient(_ colors: [RGBAColor], _ geometry: GradientPaint.Geometry,
                          transform: CGAffineTransform = .identity) -> Paint {
        let stops = colors.enumerated().map { ColorStop(color: $1, location: Double($0) / Double(colors.count - 1)) }
        return .gradient(GradientPaint(stops: stops, geometry: geometry, transform: transform))
    }

    /// The red level a black-to-white ramp gives at `location`.
    private func level(at location: Double) -> UInt8 {
        UInt8((min(1, max(0, location)) * 255).rounded())
    }

    @Test func linearGradientFollowsPixelCentresAlongTheAxis() throws {
        let canvas = try RasterCanvas(width: 256, height: 4)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 256, height: 4)),
                        paint: gradient([black, white], .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 256, y: 0))))
        for x in 0..<256 {
            #expect(canvas.pixel(x: x, y: 2) == RGBA8(red: level(at: (Double(x) + 0.5) / 256), green: level(at: (Double(x) + 0.5) / 256),
                                                       blue: level(at: (Double(x) + 0.5) / 256), alpha: 255))
        }
    }

    @Test func linearGradientIsConstantAcrossItsAxisAndPadsBeyondItsEnds() throws {
        let canvas = try RasterCanvas(width: 40, height: 40)
        // A diagonal from (10, 10) to (30, 30): the colour depends on x + y only.
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)),
                        paint: gradient([black, white], .linear(start: CGPoint(x: 10, y: 10), end: CGPoint(x: 30, y: 30))))
        for (x, y) in [(5, 25), (15, 15), (25, 5), (0, 30)] {
            let location = ((Double(x) + 0.5 - 10) + (Double(y) + 0.5 - 10)) / 40
            #expect(canvas.pixel(x: x, y: y).red == level(at: location))
            #expect(canvas.pixel(x: y, y: x) == canvas.pixel(x: x, y: y))
        }
        #expect(canvas.pixel(x: 0, y: 0).red == 0)
        #expect(canvas.pixel(x: 39, y: 39).red == 255)
    }

    @Test func stopsAtUnevenLocationsSplitTheRampThere() throws {
        let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        let stops = [ColorStop(color: red, location: 0), ColorStop(color: red, location: 0.25),
                     ColorStop(color: blue, location: 0.25), ColorStop(color: blue, location: 1)]
        let canvas = try RasterCanvas(width: 100, height: 1)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 1)),
                        paint: .gradient(GradientPaint(stops: stops, geometry: .linear(start: .zero, end: CGPoint(x: 100, y: 0)))))
        #expect(canvas.pixel(x: 23, y: 0) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 26, y: 0) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func fadingToClearInterpolatesPremultipliedWithoutDarkening() throws {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let canvas = try RasterCanvas(width: 255, height: 1)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 255, height: 1)),
                        paint: gradient([red, .clear], .linear(start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 254.5, y: 0))))
        for x in 0..<255 {
            let pixel = canvas.pixel(x: x, y: 0)
            // Premultiplied, a red that only fades has red equal to alpha all the way.
            #expect(pixel.red == pixel.alpha && pixel.green == 0 && pixel.blue == 0)
            #expect(pixel.alpha == 255 - level(at: Double(x) / 254))
        }
    }

    @Test func radialGradientDependsOnDistanceFromTheCentre() throws {
        let canvas = try RasterCanvas(width: 64, height: 64)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)),
                        paint: gradient([black, white], .radial(center: CGPoint(x: 32, y: 32), startRadius: 4, endRadius: 28)))
        for (x, y) in [(32, 32), (40, 32), (32, 50), (10, 12), (60, 60), (45, 20)] {
            let distance = hypot(Double(x) + 0.5 - 32, Double(y) + 0.5 - 32)
            #expect(canvas.pixel(x: x, y: y).green == level(at: (distance - 4) / 24), "pixel \(x), \(y)")
        }
    }

    @Test func ellipticalGradientIsARadialOneStretchedByItsTransform() throws {
        let canvas = try RasterCanvas(width: 80, height: 40)
        // A unit circle's gradient stretched to a 40 x 20 ellipse around (40, 20).
        let stretch = CGAffineTransform(a: 40, b: 0, c: 0, d: 20, tx: 40, ty: 20)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 40)),
                        paint: gradient([black, white], .radial(center: .zero, startRadius: 0, endRadius: 1), transform: stretch))
        for (x, y) in [(40, 20), (60, 20), (40, 30), (70, 35), (5, 2)] {
            let u = (Double(x) + 0.5 - 40) / 40, v = (Double(y) + 0.5 - 20) / 20
            #expect(canvas.pixel(x: x, y: y).blue == level(at: (u * u + v * v).squareRoot()), "pixel \(x), \(y)")
        }
    }

    @Test func angularGradientTurnsClockwiseFromTheStartAngle() throws {
        let canvas = try RasterCanvas(width: 64, height: 64)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)),
                        paint: gradient([black, white], .angular(center: CGPoint(x: 32, y: 32), startAngle: .zero,
                                                                 endAngle: .degrees(360))))
        for (x, y) in [(60, 40), (32, 60), (4, 40), (4, 20), (32, 4), (60, 20), (50, 50)] {
            var angle = atan2(Double(y) + 0.5 - 32, Double(x) + 0.5 - 32)
            if angle < 0 { angle += 2 * .pi }
            let expected = Int(level(at: angle / (2 * .pi)))
            // The angle comes from a polynomial good to 2e-5 radians, so a level can round either way.
            #expect(abs(Int(canvas.pixel(x: x, y: y).red) - expected) <= 1, "pixel \(x), \(y)")
        }
    }

    @Test func angularGradientShorterThanATurnMeetsHalfwayAcrossTheGap() throws {
        let canvas = try RasterCanvas(width: 64, height: 64)
        // 0° to 180°: the lower half sweeps; the upper half is the gap. Pixel (32, 60) is straight down.
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 64, height: 64)),
                        paint: gradient([black, white], .angular(center: CGPoint(x: 32.5, y: 32.5), startAngle: .zero,
                                                                 endAngle: .degrees(180))))
        #expect(canvas.pixel(x: 32, y: 60).red == 128)
        #expect(canvas.pixel(x: 10, y: 20).red == 255)  // past 180°, before 270°: the end colour
        #expect(canvas.pixel(x: 54, y: 20).red == 0)    // past 270°: the start colour
    }

    @Test func gradientsFollowTheCanvasTransform() throws {
        let small = try RasterCanvas(width: 32, height: 32), large = try RasterCanvas(width: 64, height: 64)
        large.transform = CGAffineTransform(scaleX: 2, y: 2)
        let paint = gradient([black, white], .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 32, y: 0)))
        for canvas in [small, large] { try canvas.fill(Path(CGRect(x: 0, y: 0, width: 32, height: 32)), paint: paint) }
        for x in 0..<64 {
            #expect(large.pixel(x: x, y: 10).red == level(at: (Double(x) + 0.5) / 64))
        }
    }

    @Test func gradientEdgesAreAntiAliasedLikeSolidFills() throws {
        let path = Path(ellipseIn: CGRect(x: 3.3, y: 2.7, width: 40, height: 30))
        let solid = try RasterCanvas(width: 48, height: 40), shaded = try RasterCanvas(width: 48, height: 40)
        try solid.fill(path, color: white)
        try shaded.fill(path, paint: gradient([white, white], .linear(start: .zero, end: CGPoint(x: 48, y: 40))))
        #expect(solid.bitmap.pixels == shaded.bitmap.pixels)
    }

    @Test func degenerateGradientsPaintTheirEndColourOrNothing() throws {
        let canvas = try RasterCanvas(width: 8, height: 8)
        try canvas.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)),
                        paint: gradient([black, white], .linear(start: CGPoint(x: 4, y: 4), end: CGPoint(x: 4, y: 4))))
        #expect(canvas.pixel(x: 1, y: 1).red == 255)
        let flat = try RasterCanvas(width: 8, height: 8)
        try flat.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)),
                      paint: gradient([black, white], .linear(start: .zero, end: CGPoint(x: 8, y: 0)),
                                      transform: CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)))
        #expect(flat.bitmap.pixels.allSatisfy { $0 == 0 })
    }
}

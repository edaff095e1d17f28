import Foundation
import Testing
@testable import Raster

/// A bitmap whose pixel at (x, y) is `color(x, y)`.
private func bitmap(width: Int, height: Int, _ color: (Int, Int) -> RGBA8) throws -> Bitmap {
    try Bitmap(width: width, height: height,
               pixels: (0..<height).flatMap { y in (0..<width).map { x in color(x, y).packed } })
}

private func grey(_ value: UInt8) -> RGBA8 { RGBA8(red: value, green: value, blue: value, alpha: 255) }

/// A black and white checkerboard of one-pixel squares.
private func checkerboard(_ size: Int) throws -> Bitmap {
    try bitmap(width: size, height: size) { x, y in grey((x + y) % 2 == 0 ? 0 : 255) }
}

/// Drawing images: exact copies, smooth enlarging and shrinking, nearest sampling, partial
/// pixels at the edges, clips, layers, mirroring, tints and bad input.
struct ImageDrawingTests {
    @Test func imageDrawnAtItsSizeOnWholePixelsIsAnExactCopy() throws {
        let image = try bitmap(width: 5, height: 4) { x, y in
            RGBA8(red: UInt8(x * 40), green: UInt8(y * 50), blue: 7, alpha: x == 4 ? 128 : 255).clampedToAlpha
        }
        let canvas = try RasterCanvas(width: 9, height: 8)
        try canvas.draw(image, in: CGRect(x: 2, y: 3, width: 5, height: 4))
        for y in 0..<8 {
            for x in 0..<9 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                #expect(canvas.pixel(x: x, y: y) == (inside ? image[x - 2, y - 3] : RGBA8(red: 0, green: 0, blue: 0, alpha: 0)))
            }
        }
    }

    /// The quality bar: a fine checkerboard shrunk 8x is an even grey within 2 levels.
    @Test(arguments: [(64, 8), (1024, 128), (200, 25)])
    func checkerboardShrunkEightTimesIsEvenGrey(_ size: Int, _ target: Int) throws {
        let canvas = try RasterCanvas(width: target, height: target)
        try canvas.draw(try checkerboard(size), in: CGRect(x: 0, y: 0, width: target, height: target))
        let values = canvas.bitmap.pixels.map { RGBA8(packed: $0) }
        #expect(values.allSatisfy { $0.alpha == 255 && $0.red == $0.green && $0.green == $0.blue })
        let reds = values.map { Int($0.red) }
        #expect(reds.max()! - reds.min()! <= 2 && abs(reds.min()! - 127) <= 2, "greys \(reds.min()!)...\(reds.max()!)")
    }

    @Test func checkerboardShrunkByANonIntegerFactorStaysEven() throws {
        let canvas = try RasterCanvas(width: 96, height: 96)
        try canvas.draw(try checkerboard(341), in: CGRect(x: 0, y: 0, width: 96, height: 96))
        let reds = canvas.bitmap.pixels.map { Int(RGBA8(packed: $0).red) }
        // 341 / 96 pixels per output pixel: odd counts of squares leave at most 1/3.55 of one
        // square's imbalance per axis.
        #expect(reds.max()! - reds.min()! <= 40 && abs(reds.reduce(0, +) / reds.count - 127) <= 2)
    }

    @Test func flatColourKeepsItsExactValueWhenShrunkOrEnlarged() throws {
        let color = RGBA8(red: 10, green: 100, blue: 200, alpha: 255)
        let image = try bitmap(width: 37, height: 23) { _, _ in color }
        for size in [CGSize(width: 5, height: 3), CGSize(width: 111, height: 70)] {
            let canvas = try RasterCanvas(width: Int(size.width), height: Int(size.height))
            try canvas.draw(image, in: CGRect(origin: .zero, size: size))
            #expect(canvas.bitmap.pixels.allSatisfy { $0 == color.packed }, "at \(size)")
        }
    }

    /// Two pixels, black and white, enlarged 4x across: bilinear between pixel centres, flat
    /// beyond the outer centres.
    @Test func enlargingInterpolatesBetweenPixelCentres() throws {
        let image = try bitmap(width: 2, height: 1) { x, _ in grey(x == 0 ? 0 : 255) }
        let canvas = try RasterCanvas(width: 8, height: 1)
        try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 1))
        for x in 0..<8 {
            let position = min(1, max(0, (Double(x) + 0.5) / 4 - 0.5))
            let expected = Int((position * 255).rounded())
            #expect(abs(Int(canvas.pixel(x: x, y: 0).red) - expected) <= 1, "pixel \(x)")
        }
    }

    @Test func nearestSamplingEnlargesToBlocks() throws {
        let image = try bitmap(width: 2, height: 2) { x, y in grey(UInt8(x * 100 + y * 50)) }
        let canvas = try RasterCanvas(width: 8, height: 8)
        try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8), sampling: .nearest)
        for y in 0..<8 {
            for x in 0..<8 { #expect(canvas.pixel(x: x, y: y) == image[x / 4, y / 4]) }
        }
    }

    @Test func partlyCoveredEdgePixelsAreDrawnByTheirCoverage() throws {
        let white = try bitmap(width: 4, height: 4) { _, _ in grey(255) }
        let canvas = try RasterCanvas(width: 4, height: 3)
        try canvas.draw(white, in: CGRect(x: 0.5, y: 0.25, width: 2, height: 2))
        let alphas = (0..<3).map { y in (0..<4).map { x in Int(canvas.pixel(x: x, y: y).alpha) } }
        let expected = [[96, 191, 96, 0], [128, 255, 128, 0], [32, 64, 32, 0]]
        for (row, want) in zip(alphas, expected) {
            #expect(zip(row, want).allSatisfy { abs($0 - $1) <= 1 }, "\(alphas)")
        }
    }

    @Test func sourceRectangleDrawsOnlyThatPart() throws {
        let image = try bitmap(width: 4, height: 1) { x, _ in grey(UInt8(x * 80)) }
        let canvas = try RasterCanvas(width: 2, height: 1)
        try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 1), from: CGRect(x: 2, y: 0, width: 2, height: 1))
        #expect(canvas.pixel(x: 0, y: 0) == grey(160) && canvas.pixel(x: 1, y: 0) == grey(240))
    }

    @Test func clipLimitsTheImage() throws {
        let canvas = try RasterCanvas(width: 8, height: 8)
        try canvas.withClip(Path(CGRect(x: 2, y: 2, width: 3, height: 3))) {
            try canvas.draw(try checkerboard(8), in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2..<5).contains(x) && (2..<5).contains(y)
                #expect((canvas.pixel(x: x, y: y).alpha == 255) == inside)
            }
        }
    }

    @Test func imageInALayerIsCompositedWithTheLayersOpacity() throws {
        let canvas = try RasterCanvas(width: 2, height: 2)
        try canvas.withLayer(opacity: 0.5) {
            try canvas.draw(try bitmap(width: 1, height: 1) { _, _ in grey(255) }, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(canvas.bitmap.pixels.allSatisfy { RGBA8(packed: $0) == RGBA8(red: 128, green: 128, blue: 128, alpha: 128) })
    }

    @Test func mirroringTransformFlipsTheImage() throws {
        let image = try bitmap(width: 3, height: 1) { x, _ in grey(UInt8(x * 100)) }
        let canvas = try RasterCanvas(width: 3, height: 1)
        canvas.transform = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 3, ty: 0)
        try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect((0..<3).map { canvas.pixel(x: $0, y: 0) } == [grey(200), grey(100), grey(0)])
    }

    @Test func scaleTransformMapsPointsToPixels() throws {
        let image = try bitmap(width: 2, height: 2) { x, y in grey(UInt8(x * 100 + y * 50)) }
        let canvas = try RasterCanvas(width: 6, height: 6)
        canvas.transform = CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0)
        try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2), sampling: .nearest)
        #expect(canvas.pixel(x: 5, y: 5) == image[1, 1] && canvas.pixel(x: 2, y: 3) == image[0, 1])
    }

    @Test func tintPaintsTheImagesAlphaInTheTint() throws {
        let image = try bitmap(width: 2, height: 1) { x, _ in
            x == 0 ? RGBA8(red: 10, green: 200, blue: 30, alpha: 255) : RGBA8(red: 50, green: 0, blue: 0, alpha: 102)
        }
        let canvas = try RasterCanvas(width: 2, height: 1)
        try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 1), tint: RGBAColor(red8: 255, green8: 0, blue8: 0))
        #expect(canvas.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 1, y: 0) == RGBA8(red: 102, green: 0, blue: 0, alpha: 102))
    }

    @Test func nonFiniteRectangleOrTransformThrows() throws {
        let canvas = try RasterCanvas(width: 4, height: 4)
        let image = try checkerboard(2)
        #expect(throws: RasterError.nonFiniteCoordinates("an image's rectangle")) {
            try canvas.draw(image, in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 2))
        }
        canvas.transform = CGAffineTransform(a: 1, b: .infinity, c: 0, d: 1, tx: 0, ty: 0)
        #expect(throws: RasterError.self) { try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(canvas.bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func quarterTurnMovesEveryPixelExactly() throws {
        let image = try bitmap(width: 4, height: 2) { x, y in RGBA8(red: UInt8(x * 60), green: UInt8(y * 200), blue: 9, alpha: 255) }
        let canvas = try RasterCanvas(width: 2, height: 4)
        // A quarter turn clockwise about the origin, then moved back onto the canvas.
        canvas.transform = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 2, y: 0))
        for sampling in [ImageSampling.smooth, .nearest] {
            try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 2), sampling: sampling)
            for y in 0..<4 {
                for x in 0..<2 { #expect(canvas.pixel(x: x, y: y) == image[y, 1 - x], "pixel \(x), \(y)") }
            }
        }
    }

    @Test func rotatedImageCoversItsAreaWithAntiAliasedEdges() throws {
        let image = try bitmap(width: 8, height: 8) { _, _ in RGBA8(red: 0, green: 0, blue: 255, alpha: 255) }
        let canvas = try RasterCanvas(width: 80, height: 80)
        canvas.transform = CGAffineTransform(translationX: -20, y: -20).concatenating(CGAffineTransform(rotationAngle: 0.5))
            .concatenating(CGAffineTransform(translationX: 40, y: 40))
        try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        let alpha = canvas.bitmap.pixels.reduce(0) { $0 + Double($1 >> 24) } / 255
        #expect(abs(alpha - 1600) < 1)
        #expect(canvas.pixel(x: 40, y: 40) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(canvas.bitmap.pixels.contains { (1...254).contains($0 >> 24) })
    }

    @Test func rotatedCheckerboardShrunkEightTimesIsEvenGrey() throws {
        let canvas = try RasterCanvas(width: 40, height: 40)
        canvas.transform = CGAffineTransform(translationX: -8, y: -8).concatenating(CGAffineTransform(rotationAngle: 0.4))
            .concatenating(CGAffineTransform(translationX: 20, y: 20))
        try canvas.draw(try checkerboard(128), in: CGRect(x: 0, y: 0, width: 16, height: 16))
        // Well inside the rotated square, where no edge reaches.
        for (x, y) in [(20, 20), (17, 22), (23, 18)] {
            let pixel = canvas.pixel(x: x, y: y)
            #expect(abs(Int(pixel.red) - 128) <= 3 && pixel.alpha == 255, "pixel \(x), \(y)")
        }
    }

    @Test func emptyOrOffCanvasRectanglesDrawNothing() throws {
        let canvas = try RasterCanvas(width: 4, height: 4)
        let image = try checkerboard(2)
        try canvas.draw(image, in: CGRect(x: 1, y: 1, width: 0, height: 2))
        try canvas.draw(image, in: CGRect(x: 10, y: 10, width: 2, height: 2))
        try canvas.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2), from: CGRect(x: 5, y: 5, width: 1, height: 1))
        #expect(canvas.bitmap.pixels.allSatisfy { $0 == 0 })
    }
}

private extension RGBA8 {
    /// The pixel with each colour channel limited to its alpha (a valid premultiplied pixel).
    var clampedToAlpha: RGBA8 {
        RGBA8(red: min(red, alpha), green: min(green, alpha), blue: min(blue, alpha), alpha: alpha)
    }
}

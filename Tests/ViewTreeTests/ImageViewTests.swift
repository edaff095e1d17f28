import Foundation
import Testing
@testable import ViewTree
import Raster

/// A bitmap of `width` x `height` opaque pixels, each `color(x, y)`.
func testBitmap(width: Int, height: Int, _ color: (Int, Int) -> RGBA8 = { _, _ in RGBA8(red: 255, green: 0, blue: 0, alpha: 255) })
    -> Bitmap {
    try! Bitmap(width: width, height: height,
                pixels: (0..<height).flatMap { y in (0..<width).map { x in color(x, y).packed } })
}

private let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)

/// The image's frame in a layout.
@MainActor private func imageFrame<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) -> CGRect? {
    frames(layout(view, proposal: proposal, scale: scale), named: "Image").first
}

/// `Image` layout: natural size at scale, resizable, content modes; and drawing.
@MainActor struct ImageViewTests {
    // MARK: Sizes

    @Test func imageHasItsPixelSizeOverItsScale() {
        let bitmap = testBitmap(width: 30, height: 20)
        #expect(imageFrame(Image(bitmap)) == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(imageFrame(Image(bitmap, scale: 2)) == CGRect(x: 0, y: 0, width: 15, height: 10))
        #expect(imageFrame(Image(color: .blue, width: 9, height: 3)) == CGRect(x: 0, y: 0, width: 9, height: 3))
    }

    @Test func fixedImageKeepsItsSizeInALargerFrameAndIsCentred() {
        let view = Image(testBitmap(width: 30, height: 20)).frame(width: 100, height: 100)
        #expect(imageFrame(view) == CGRect(x: 35, y: 40, width: 30, height: 20))
    }

    @Test func resizableImageTakesTheOfferAndItsNaturalSizeWhenAskedForIdeal() {
        let image = Image(testBitmap(width: 30, height: 20)).resizable()
        #expect(imageFrame(image.frame(width: 100, height: 50)) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(imageFrame(image) == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(imageFrame(image.frame(width: 70)) == CGRect(x: 0, y: 0, width: 70, height: 20))
    }

    /// A 30 x 20 image (ratio 1.5) in frames of several shapes, fitted and filled; frames snap to
    /// whole points at scale 1.
    @Test(arguments: [
        (CGSize(width: 100, height: 100), ContentMode.fit, CGRect(x: 0, y: 17, width: 100, height: 67)),
        (CGSize(width: 100, height: 100), .fill, CGRect(x: -25, y: 0, width: 150, height: 100)),
        (CGSize(width: 300, height: 100), .fit, CGRect(x: 75, y: 0, width: 150, height: 100)),
        (CGSize(width: 300, height: 100), .fill, CGRect(x: 0, y: -50, width: 300, height: 200)),
        (CGSize(width: 60, height: 40), .fit, CGRect(x: 0, y: 0, width: 60, height: 40)),
        (CGSize(width: 45, height: 90), .fill, CGRect(x: -45, y: 0, width: 135, height: 90)),
        (CGSize(width: 45, height: 90), .fit, CGRect(x: 0, y: 30, width: 45, height: 30)),
    ])
    func contentModeScalesTheImagesRatioIntoTheFrame(_ size: CGSize, _ mode: ContentMode, _ expected: CGRect) {
        let view = Image(testBitmap(width: 30, height: 20)).resizable().aspectRatio(contentMode: mode)
            .frame(width: size.width, height: size.height)
        #expect(imageFrame(view) == expected)
    }

    @Test func scaledToFitAndFillMatchTheirAspectRatioForms() {
        let image = Image(testBitmap(width: 30, height: 20)).resizable()
        #expect(imageFrame(image.scaledToFit().frame(width: 90, height: 90)) == CGRect(x: 0, y: 15, width: 90, height: 60))
        #expect(imageFrame(image.scaledToFill().frame(width: 90, height: 90)) 
            == CGRect(x: -22.5, y: 0, width: 135, height: 90).integralIfAtScale(1))
        #expect(imageFrame(image.aspectRatio(2, contentMode: .fit).frame(width: 90, height: 90))
            == CGRect(x: 0, y: 22.5, width: 90, height: 45).integralIfAtScale(1))
    }

    @Test func scaledToFillClippedDrawsOnlyInsideTheFrame() throws {
        let stripes = testBitmap(width: 30, height: 20) { x, _ in
            x < 5 ? RGBA8(red: 0, green: 0, blue: 255, alpha: 255) : RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
        }
        let view = Image(stripes).resizable().scaledToFill().frame(width: 20, height: 20).clipped()
            .padding(5).background(Color.white)
        let canvas = try render(view)
        // Filled, the image is 30 x 20 at x = -5 in its frame: its blue left sixth is cut off.
        #expect(canvas.pixel(x: 5, y: 10) == red && canvas.pixel(x: 24, y: 10) == red)
        #expect(canvas.pixel(x: 4, y: 10) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 25, y: 10) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    // MARK: Drawing

    @Test func imageIsDrawnAtTheDisplayScale() throws {
        let checker = testBitmap(width: 2, height: 2) { x, y in
            (x + y) % 2 == 0 ? RGBA8(red: 0, green: 0, blue: 0, alpha: 255) : RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        }
        let canvas = try render(Image(checker).resizable().interpolation(.none).frame(width: 4, height: 4), scale: 3)
        #expect(canvas.width == 12)
        for y in 0..<12 {
            for x in 0..<12 {
                let black = (x / 6 + y / 6) % 2 == 0
                #expect(canvas.pixel(x: x, y: y).red == (black ? 0 : 255), "pixel \(x), \(y)")
            }
        }
    }

    @Test func largeImageShrunkIntoASmallFrameDoesNotShimmer() throws {
        let checker = testBitmap(width: 1024, height: 1024) { x, y in
            (x + y) % 2 == 0 ? RGBA8(red: 0, green: 0, blue: 0, alpha: 255) : RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        }
        let canvas = try render(Image(checker).resizable().frame(width: 64, height: 64), scale: 2)
        let reds = canvas.bitmap.pixels.map { Int(RGBA8(packed: $0).red) }
        #expect(reds.max()! - reds.min()! <= 2 && abs(reds[0] - 127) <= 2)
    }

    @Test func templateImageIsPaintedInTheForegroundStyle() throws {
        let shape = testBitmap(width: 2, height: 1) { x, _ in
            x == 0 ? RGBA8(red: 20, green: 200, blue: 90, alpha: 255) : RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let canvas = try render(Image(shape).renderingMode(.template).foregroundStyle(Color.red))
        #expect(canvas.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(canvas.pixel(x: 1, y: 0).alpha == 0)
        let original = try render(Image(shape).renderingMode(.original).foregroundStyle(Color.red))
        #expect(original.pixel(x: 0, y: 0) == RGBA8(red: 20, green: 200, blue: 90, alpha: 255))
    }

    /// A 9 x 9 image whose 3 x 3 corners, edges and middle have their own colours, with caps of 3.
    @Test func capInsetsKeepCornersAndStretchTheRest() throws {
        let pieces = testBitmap(width: 9, height: 9) { x, y in
            RGBA8(red: UInt8(x / 3 * 100), green: UInt8(y / 3 * 100), blue: 50, alpha: 255)
        }
        let insets = EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)
        let canvas = try render(Image(pieces).resizable(capInsets: insets).frame(width: 30, height: 12))
        func piece(_ x: Int, _ y: Int) -> (UInt8, UInt8) {
            let pixel = canvas.pixel(x: x, y: y)
            return (pixel.red, pixel.green)
        }
        #expect(piece(0, 0) == (0, 0) && piece(2, 2) == (0, 0))        // top-left corner, natural size
        #expect(piece(27, 9) == (200, 200) && piece(29, 11) == (200, 200)) // bottom-right corner
        #expect(piece(3, 0) == (100, 0) && piece(26, 2) == (100, 0))   // top edge, stretched across
        #expect(piece(15, 6) == (100, 100) && piece(0, 5) == (0, 100)) // middle and left edge
    }

    @Test func tileModeRepeatsTheImageAtItsNaturalSize() throws {
        let tile = testBitmap(width: 2, height: 2) { x, y in
            x == 0 && y == 0 ? RGBA8(red: 255, green: 0, blue: 0, alpha: 255) : RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
        }
        let canvas = try render(Image(tile).resizable(resizingMode: .tile).frame(width: 5, height: 3))
        for y in 0..<3 {
            for x in 0..<5 {
                #expect((canvas.pixel(x: x, y: y).red == 255) == (x % 2 == 0 && y % 2 == 0), "pixel \(x), \(y)")
            }
        }
    }

    @Test func flatColourImageFollowsTheColourScheme() throws {
        let image = Image(color: .blue, width: 2, height: 2)
        #expect(try render(image).pixel(x: 1, y: 1) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(try render(image.environment(\.colorScheme, .dark)).pixel(x: 0, y: 0) == RGBA8(red: 10, green: 132, blue: 255, alpha: 255))
    }

    @Test func imageFromDataDecodesPNGAndRejectsGarbage() throws {
        let png = try RasterCanvas(width: 3, height: 2).pngData()
        #expect(imageFrame(try Image(data: png, scale: 2)) == CGRect(x: 0, y: 0, width: 1.5, height: 1).integralIfAtScale(1))
        #expect(throws: RasterError.self) { try Image(data: Data("not an image".utf8)) }
    }

    // MARK: Symbols

    /// Names ViewTree has no glyph for draw nothing and take no space, as iOS draws a name
    /// that is not a symbol, and are reported (see SymbolImageTests for the symbols it has).
    @Test func unknownSymbolDrawsNothingAndIsReported() throws {
        #expect(imageFrame(Image(systemName: "no.such.symbol")) == .zero)
        #expect(imageFrame(Image(systemName: "no.such.symbol").imageScale(.large).font(.largeTitle)) == .zero)
        let renderer = ImageRenderer(content: Image(systemName: "no.such.symbol"))
        #expect(renderer.issues.map(\.kind) == [.unknownSymbol])
        #expect(renderer.issues.first?.message.contains("\"no.such.symbol\"") == true)
        // Nothing is drawn where the symbol would be, in any foreground style.
        let canvas = try render(HStack(spacing: 0) {
            Image(systemName: "no.such.symbol").foregroundStyle(Color.red)
            Color.clear.frame(width: 20, height: 20)
        })
        #expect((0..<canvas.height).allSatisfy { y in (0..<canvas.width).allSatisfy { canvas.pixel(x: $0, y: y).alpha == 0 } })
    }
}

extension CGRect {
    /// The rectangle with origin and size rounded to whole pixels at `scale`, as frames are.
    func integralIfAtScale(_ scale: CGFloat) -> CGRect {
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        return CGRect(x: snap(minX), y: snap(minY), width: snap(width), height: snap(height))
    }
}

import Foundation
import Testing
@testable import ViewTree
import Raster

/// `symbolRenderingMode(.multicolor)`: the symbols with intrinsic colours draw in them, the others
/// in the foreground style.
@MainActor @Suite struct SymbolMulticolorTests {
    private let yellow = RGBA8(red: 255, green: 204, blue: 0, alpha: 255)
    private let green = RGBA8(red: 52, green: 199, blue: 89, alpha: 255)
    private let red = RGBA8(red: 255, green: 59, blue: 48, alpha: 255)
    private let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
    private let blue = RGBA8(red: 0, green: 122, blue: 255, alpha: 255)

    private func pixels(_ canvas: RasterCanvas) -> [RGBA8] {
        (0..<canvas.height).flatMap { y in (0..<canvas.width).map { canvas.pixel(x: $0, y: y) } }
    }

    private func symbol(_ name: String, _ mode: SymbolRenderingMode?) throws -> RasterCanvas {
        try render(Image(systemName: name).symbolRenderingMode(mode).font(.system(size: 40)).foregroundStyle(.blue)
            .padding(2).background(Color.black))
    }

    /// Apple's example: the warning triangle is yellow with a white exclamation mark; in
    /// monochrome it is the foreground's blue with the mark cut out (the black behind it).
    @Test func warningTriangleIsYellowWithAWhiteMark() throws {
        let multi = pixels(try symbol("exclamationmark.triangle.fill", .multicolor))
        #expect(multi.filter { $0 == yellow }.count > 300)
        #expect(multi.filter { $0 == white }.count > 30, "the mark")
        #expect(!multi.contains(blue))
        let mono = pixels(try symbol("exclamationmark.triangle.fill", nil))
        #expect(!mono.contains(yellow) && !mono.contains(white) && mono.contains(blue))
    }

    /// A two-layer symbol's shape and mark take the scheme's colours: a green circle, a white check.
    @Test func checkmarkCircleIsGreenWithAWhiteCheck() throws {
        let canvas = try symbol("checkmark.circle.fill", .multicolor)
        #expect(pixels(canvas).filter { $0 == white }.count > 40, "the check")
        #expect(canvas.pixel(x: 2 + 4, y: canvas.height / 2) == green)
        #expect(!pixels(canvas).contains(blue))
        #expect(!pixels(try symbol("checkmark.circle.fill", nil)).contains(white), "cut out in monochrome")
    }

    /// An original (not template) symbol image draws its intrinsic colours too, unless a
    /// rendering mode is set.
    @Test func originalSymbolImagesDrawInTheirColours() throws {
        let original = { (mode: SymbolRenderingMode?) in
            try render(Image(systemName: "heart.fill").renderingMode(.original).symbolRenderingMode(mode)
                .font(.system(size: 40)).foregroundStyle(.blue))
        }
        #expect(pixels(try original(nil)).filter { $0 == red }.count > 300)
        #expect(!pixels(try original(.monochrome)).contains(red))
    }

    /// One-layer schemes colour the whole symbol; symbols without a scheme keep the foreground.
    @Test func singleColourSchemesAndSymbolsWithoutOne() throws {
        #expect(pixels(try symbol("heart.fill", .multicolor)).filter { $0 == red }.count > 300)
        #expect(pixels(try symbol("leaf.fill", .multicolor)).filter { $0 == green }.count > 200)
        #expect(try symbol("gearshape", .multicolor).bitmap == (try symbol("gearshape", nil)).bitmap)
        #expect(SymbolMulticolor.scheme(named: "gearshape") == nil)
        // flame.fill has no multicolour layers (SFSafeSymbols: "Single Layerset"): the foreground.
        #expect(try symbol("flame.fill", .multicolor).bitmap == (try symbol("flame.fill", nil)).bitmap)
    }

    /// Each scheme, layer by layer: the shape's colour covers most of the symbol, the mark's (if
    /// any) draws inside it, and no foreground blue is left.
    @Test(arguments: [
        ("exclamationmark.triangle.fill", "yellow", "white"), ("xmark.octagon.fill", "red", "white"),
        ("exclamationmark.octagon.fill", "red", "white"), ("plus.circle.fill", "green", "white"),
        ("checkmark.circle.fill", "green", "white"), ("minus.circle.fill", "red", "white"),
        ("heart.fill", "red", nil), ("leaf.fill", "green", nil), ("trash.slash.fill", "red", nil),
        ("sun.max.fill", "yellow", nil), ("star.fill", "yellow", nil),
    ] as [(String, String, String?)])
    func schemesColourEachLayer(_ name: String, shape: String, mark: String?) throws {
        let colours = ["yellow": yellow, "green": green, "red": red, "white": white]
        let drawn = pixels(try symbol(name, .multicolor))
        #expect(drawn.filter { $0 == colours[shape] }.count > 150, "\(name): the shape in \(shape)")
        if let mark {
            #expect(drawn.filter { $0 == colours[mark] }.count > 20, "\(name): the mark in \(mark)")
        } else {
            #expect(!drawn.contains(white), "\(name): no mark")
        }
        #expect(!drawn.contains(blue), "\(name): no foreground")
    }
}

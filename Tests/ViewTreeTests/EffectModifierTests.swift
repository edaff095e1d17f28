import Foundation
import Testing
@testable import ViewTree
import Raster

/// Shadows, blurs, colour effects, blend modes, masks and transform effects: layout untouched,
/// pixels as computed.
@MainActor struct EffectModifierTests {
    private let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)

    @Test func effectsLeaveLayoutAlone() throws {
        let base = Color.red.frame(width: 20, height: 10)
        let effected = base.shadow(radius: 3).blur(radius: 2).rotationEffect(.degrees(30)).scaleEffect(2)
            .grayscale(1).blendMode(.multiply).compositingGroup().mask { Circle() }.border(Color.black)
        let plain = layout(base).frame
        #expect(layout(effected).frame == plain)
        let names = layoutNames(layout(effected))
        for name in ["shadow", "blur", "rotationEffect", "scaleEffect", "grayscale", "blendMode", "compositingGroup", "mask"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    private func layoutNames(_ tree: ViewTreeLayout) -> [String] { [tree.name] + tree.children.flatMap(layoutNames) }

    @Test func hardShadowIsOffsetInPointsAtTheDisplayScale() throws {
        let view = Color.white.frame(width: 10, height: 10).shadow(color: .black, radius: 0, x: 4, y: 3)
            .padding(10).background(Color.blue.opacity(0))
        let canvas = try render(view, scale: 2)
        // The square covers 20...40 px; its shadow 28...48 across and 26...46 down.
        #expect(canvas.pixel(x: 30, y: 30) == white)
        #expect(canvas.pixel(x: 44, y: 44) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 44, y: 24).alpha == 0)
        #expect(canvas.pixel(x: 49, y: 44).alpha == 0)
    }

    @Test func eachDrawingCastsItsOwnShadowUnlessGrouped() throws {
        // A white card with a black bar on it, shadowed 4 pt down and right with no blur.
        let card = Color.black.frame(width: 10, height: 4).frame(width: 30, height: 30).background(Color.white)
        let separate = try render(card.shadow(color: .red, radius: 0, x: 4, y: 4).padding(10))
        let grouped = try render(card.compositingGroup().shadow(color: .red, radius: 0, x: 4, y: 4).padding(10))
        // The bar covers 20...30 across and 23...27 down; its own shadow lands on the card below it.
        let onCard = (x: 26, y: 29)
        #expect(separate.pixel(x: onCard.x, y: onCard.y) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(grouped.pixel(x: onCard.x, y: onCard.y) == white)
        // Outside the card both show the card's shadow.
        #expect(separate.pixel(x: 42, y: 42) == grouped.pixel(x: 42, y: 42))
        #expect(grouped.pixel(x: 42, y: 42) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func defaultShadowIsBlackAtAThird() throws {
        let canvas = try render(Color.white.frame(width: 10, height: 10).shadow(radius: 0, x: 10).padding(12))
        #expect(canvas.pixel(x: 29, y: 15) == RGBA8(red: 0, green: 0, blue: 0, alpha: 84))
    }

    @Test func blurredShadowFadesOutsideTheView() throws {
        let canvas = try render(Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 4).padding(20))
        let alphas = (0..<20).map { Int(canvas.pixel(x: $0, y: 40).alpha) }
        #expect(alphas.first == 0)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 <= $1 })
        #expect((100...155).contains(alphas[19]))
    }

    @Test func blurSpreadsTheViewAndKeepsItsTotal() throws {
        let view = Color.white.frame(width: 8, height: 8).blur(radius: 3).padding(16)
        let canvas = try render(view)
        let total = canvas.bitmap.pixels.reduce(0) { $0 + Int($1 >> 24) }
        #expect(abs(Double(total) / (64 * 255) - 1) < 0.02)
        #expect(canvas.pixel(x: 14, y: 20).alpha > 0 && canvas.pixel(x: 20, y: 20).alpha < 255)
    }

    @Test func colourEffectsChangeColours() throws {
        let red = Color.red.frame(width: 2, height: 2)
        // Rec. 709 luminance of (255, 59, 48).
        let luminance: Double = 0.2126 * 255 + 0.7152 * 59 + 0.0722 * 48
        let grey = UInt8(luminance.rounded())
        #expect(try render(red.grayscale(1)).pixel(x: 0, y: 0) == RGBA8(red: grey, green: grey, blue: grey, alpha: 255))
        #expect(try render(Color.black.frame(width: 2, height: 2).brightness(1)).pixel(x: 0, y: 0) == white)
        #expect(try render(Color.white.frame(width: 2, height: 2).colorInvert()).pixel(x: 0, y: 0)
            == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(try render(Color.white.frame(width: 2, height: 2).colorMultiply(.red)).pixel(x: 0, y: 0)
            == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(try render(red.saturation(1)).pixel(x: 0, y: 0) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func blendModeMultipliesWithWhatIsBeneath() throws {
        let view = ZStack {
            Color(white: 0.5)
            Color(red: 1, green: 0.5, blue: 0).blendMode(.multiply)
        }.frame(width: 4, height: 4)
        #expect(try render(view).pixel(x: 1, y: 1) == RGBA8(red: 128, green: 64, blue: 0, alpha: 255))
    }

    @Test func compositingGroupMakesOpacityApplyOnce() throws {
        let overlapping = ZStack {
            Color.black.frame(width: 10, height: 10).opacity(0.5)
            Color.black.frame(width: 10, height: 10).opacity(0.5)
        }
        // Two half-opaque layers over each other reach 75% (128 + 128 x 127 / 255); grouped under one opacity, 50%.
        #expect(try render(overlapping).pixel(x: 5, y: 5).alpha == 128 + 64)
        let grouped = ZStack { Color.black.frame(width: 10, height: 10); Color.black.frame(width: 10, height: 10) }
            .compositingGroup().opacity(0.5)
        #expect(try render(grouped).pixel(x: 5, y: 5).alpha == 128)
    }

    @Test func maskKeepsTheViewWhereTheMaskIsOpaque() throws {
        let view = Color.blue.frame(width: 20, height: 20).mask { Circle() }
        let canvas = try render(view)
        #expect(canvas.pixel(x: 10, y: 10) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 0, y: 0).alpha == 0)
        let faded = try render(Color.blue.frame(width: 20, height: 20).mask(Color.black.opacity(0.5)))
        #expect(faded.pixel(x: 10, y: 10) == RGBA8(red: 0, green: 61, blue: 128, alpha: 128))
        let aligned = try render(Color.blue.frame(width: 20, height: 20)
            .mask(alignment: .topLeading) { Color.black.frame(width: 5, height: 5) })
        #expect(aligned.pixel(x: 2, y: 2).alpha == 255 && aligned.pixel(x: 10, y: 10).alpha == 0)
    }

    @Test func rotationTurnsTheDrawingAboutItsCentre() throws {
        // A 20 x 4 bar turned a quarter turn about its centre stands upright in the 20 x 20 frame.
        let bar = Color.red.frame(width: 20, height: 4).rotationEffect(.degrees(90)).frame(width: 20, height: 20)
        let canvas = try render(bar)
        #expect(canvas.pixel(x: 10, y: 1).alpha == 255)
        #expect(canvas.pixel(x: 10, y: 18).alpha == 255)
        #expect(canvas.pixel(x: 1, y: 10).alpha == 0)
        #expect(canvas.pixel(x: 7, y: 10).alpha == 0)
    }

    @Test func scaleEffectScalesAboutItsAnchor() throws {
        let view = Color.red.frame(width: 10, height: 10).scaleEffect(0.5, anchor: .topLeading).frame(width: 10, height: 10)
        let canvas = try render(view)
        #expect(canvas.pixel(x: 2, y: 2).alpha == 255 && canvas.pixel(x: 7, y: 7).alpha == 0)
        let centred = try render(Color.red.frame(width: 10, height: 10).scaleEffect(x: 0.5, y: 1))
        #expect(centred.pixel(x: 1, y: 5).alpha == 0 && centred.pixel(x: 5, y: 5).alpha == 255)
    }

    @Test func transformEffectWorksInTheViewsOwnCoordinates() throws {
        let view = Color.red.frame(width: 10, height: 10)
            .transformEffect(CGAffineTransform(translationX: 5, y: 0)).frame(width: 20, height: 10, alignment: .leading)
        let canvas = try render(view)
        #expect(canvas.pixel(x: 2, y: 5).alpha == 0 && canvas.pixel(x: 12, y: 5).alpha == 255)
    }

    @Test func rotatedImageAndTextDraw() throws {
        let image = Image(color: .blue, width: 10, height: 10).rotationEffect(.degrees(45)).padding(4)
        let canvas = try render(image)
        #expect(canvas.pixel(x: 9, y: 9).blue == 255)
        #expect(canvas.pixel(x: 4, y: 4).alpha == 0)
        let text = try render(Text("Hello").rotationEffect(.degrees(180)))
        #expect(text.bitmap.pixels.contains { $0 >> 24 > 0 })
    }

    @Test func borderStrokesInsideTheBounds() throws {
        let canvas = try render(Color.white.frame(width: 10, height: 10).border(Color.black, width: 2))
        #expect(canvas.pixel(x: 1, y: 5) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 2, y: 5) == white)
    }
}

/// `trim(from:to:)` on shapes.
@MainActor struct ShapeTrimTests {
    @Test func trimmedCircleStrokesFromItsTrailingPointClockwise() throws {
        let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40)
        let canvas = try render(ring)
        // The bottom right quarter is drawn; the other three are not.
        #expect(canvas.pixel(x: 34, y: 34).alpha > 0)
        #expect(canvas.pixel(x: 5, y: 5).alpha == 0 && canvas.pixel(x: 34, y: 5).alpha == 0 && canvas.pixel(x: 5, y: 34).alpha == 0)
    }
}

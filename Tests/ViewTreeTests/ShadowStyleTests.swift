import Foundation
import Testing
@testable import ViewTree
import Raster

/// Shape styles with shadows (`.shadow(.drop(...))`, `.shadow(.inner(...))`): they paint as their
/// base style, a drop shadow is drawn under what they paint as `shadow(color:radius:x:y:)` draws
/// it, and an inner shadow inside it.
@MainActor struct ShadowStyleTests {
    private func card<V: View>(_ content: V) -> some View {
        content.frame(width: 40, height: 40).padding(20).background(Color.white)
    }

    @Test func dropShadowsInAFillDrawAsTheShadowModifier() throws {
        let styled = try render(card(Circle().fill(Color.blue.shadow(.drop(color: .black, radius: 3, y: 4)))))
        let modifier = try render(card(Circle().fill(Color.blue).shadow(color: .black, radius: 3, y: 4)))
        #expect(styled.bitmap.pixels == modifier.bitmap.pixels)
        let plain = try render(card(Circle().fill(Color.blue)))
        #expect(styled.pixel(x: 40, y: 63) != plain.pixel(x: 40, y: 63), "the shadow shows below the circle")
    }

    @Test func foregroundStylesWithShadowsPaintTheirBaseAndCastTheDrop() throws {
        let text = Text("Hi").font(.title)
        let styled = try render(card(text.foregroundStyle(.primary.shadow(.drop(radius: 2)))))
        #expect(try styled.bitmap.pixels == render(card(text.foregroundStyle(.primary).shadow(radius: 2))).bitmap.pixels)
        // An inner shadow darkens the text inside its edges, and nothing outside it.
        let inner = try render(card(text.foregroundStyle(.red.shadow(.inner(color: .black, radius: 1)))))
        let plain = try render(card(text.foregroundStyle(.red)))
        var darker = 0, outside = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let base = plain.pixel(x: x, y: y), shaded = inner.pixel(x: x, y: y)
                if base == RGBA8(red: 255, green: 255, blue: 255, alpha: 255) { outside += shaded == base ? 0 : 1 }
                if Int(shaded.red) < Int(base.red) - 20 { darker += 1 }
            }
        }
        #expect(darker > 20 && outside == 0, "\(darker) pixels darker, \(outside) changed outside the text")
    }

    @Test func anInnerShadowIsCastFromTheEdgesTowardItsOffset() throws {
        // A white square with a black inner shadow moved 6 points down and right: the top and
        // left edges inside darken, the bottom and right ones do not; the middle stays white,
        // and nothing outside the square changes.
        let square = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 2, x: 6, y: 6)))
            .frame(width: 40, height: 40).padding(20).background(Color.gray)
        let canvas = try render(square)
        let top = canvas.pixel(x: 40, y: 21), bottom = canvas.pixel(x: 40, y: 58)
        let left = canvas.pixel(x: 21, y: 40), right = canvas.pixel(x: 58, y: 40), middle = canvas.pixel(x: 45, y: 45)
        #expect(top.red < 100 && left.red < 100, "\(top) \(left)")
        #expect(bottom.red > 240 && right.red > 240 && middle.red > 240, "\(bottom) \(right) \(middle)")
        let page = try render(Color.clear.frame(width: 40, height: 40).padding(20).background(Color.gray))
        #expect(canvas.pixel(x: 10, y: 10) == page.pixel(x: 10, y: 10) && canvas.pixel(x: 40, y: 65) == page.pixel(x: 40, y: 65))
    }
}

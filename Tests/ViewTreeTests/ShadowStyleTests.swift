import Foundation
import Testing
@testable import ViewTree
import Raster

/// Shape styles with shadows (`.shadow(.drop(...))`, `.shadow(.inner(...))`): they paint as their
/// base style, and a drop shadow is drawn under what they paint as `shadow(color:radius:x:y:)`
/// draws it.
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
        // An inner shadow is not drawn yet: the text paints as its base style.
        let inner = try render(card(text.foregroundStyle(.red.shadow(.inner(color: .black, radius: 1)))))
        #expect(try inner.bitmap.pixels == render(card(text.foregroundStyle(.red))).bitmap.pixels)
    }
}

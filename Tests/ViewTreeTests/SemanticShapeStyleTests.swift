import Foundation
import Testing
import ViewTree
import Raster

/// The `.tint` and `.background` shape styles, and the `dynamicTypeSize` modifiers.
@MainActor struct SemanticShapeStyleTests {
    private var swatch: some View { Rectangle().frame(width: 2, height: 2) }

    @Test func tintIsTheAccentColourUnlessATintIsSet() throws {
        #expect(try render(swatch.foregroundStyle(.tint)).pixel(x: 0, y: 0) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        // Resolved where it paints: a tint set inside the foregroundStyle still counts.
        #expect(try render(swatch.tint(.green).foregroundStyle(.tint)).pixel(x: 0, y: 0)
            == RGBA8(red: 52, green: 199, blue: 89, alpha: 255))
        #expect(try render(Color.clear.frame(width: 2, height: 2).background(.tint).tint(.red)).pixel(x: 1, y: 1)
            == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func backgroundIsTheWindowBackgroundOfTheScheme() throws {
        let view = Color.clear.frame(width: 2, height: 2).background(.background)
        #expect(try render(view).pixel(x: 0, y: 0) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(try render(view.environment(\.colorScheme, .dark)).pixel(x: 0, y: 0) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test func dynamicTypeSizeSetsOrClampsTheTextSize() {
        func height<V: View>(_ view: V) -> CGFloat? { layout(view).first(text: "Aa")?.frame.height }
        let text = Text("Aa")
        let large = height(text)
        let huge = height(text.environment(\.dynamicTypeSize, .accessibility3))
        #expect(large != nil && huge != nil && huge! > large!)
        // Set outright, whatever the user's size.
        #expect(height(text.dynamicTypeSize(.large).environment(\.dynamicTypeSize, .accessibility3)) == large)
        // Clamped to a range: the accessibility size is capped, a size inside it is kept.
        let xxxLarge = height(text.environment(\.dynamicTypeSize, .xxxLarge))
        #expect(height(text.dynamicTypeSize(...DynamicTypeSize.xxxLarge).environment(\.dynamicTypeSize, .accessibility3)) == xxxLarge)
        #expect(height(text.dynamicTypeSize(DynamicTypeSize.small...DynamicTypeSize.xxxLarge)) == large)
        #expect(height(text.dynamicTypeSize(DynamicTypeSize.xLarge...)) == height(text.environment(\.dynamicTypeSize, .xLarge)))
    }
}

import Foundation
import Testing
@testable import ViewTree

/// The tallest height set by the views inside.
private struct MaxHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The titles set by the views inside, in order.
private struct TitlesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The bounds of the view marked as selected.
private struct SelectionBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Equal-width labels, as apps build them: each label reports its width from a geometry reader
/// in its background, and the column takes the widest.
private struct EqualWidthLabels: View {
    @State private var width: CGFloat = 0
    let calls: CallLog

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(["Name", "Date of birth"], id: \.self) { label in
                Text(label)
                    .fixedSize()
                    .background(GeometryReader { proxy in Color.clear.preference(key: MaxHeightKey.self, value: proxy.size.width) })
            }
            Color.red.frame(width: width, height: 4)
        }
        .onPreferenceChange(MaxHeightKey.self) { widest in
            calls.values.append(widest)
            width = widest
        }
    }
}

@MainActor private final class CallLog { var values: [CGFloat] = [] }

@MainActor struct PreferenceTests {
    @Test func valuesSetWhileResolvingReduceInOrderAndAWriterReplacesItsChildren() {
        var titles: [[String]] = []
        let view = VStack {
            Text("A").preference(key: TitlesKey.self, value: ["a"])
            VStack {
                Text("B").preference(key: TitlesKey.self, value: ["b"])
            }
            .preference(key: TitlesKey.self, value: ["outer"])
            Text("C").transformPreference(TitlesKey.self) { $0.append("c") }
        }
        .onPreferenceChange(TitlesKey.self) { titles.append($0) }
        let renderer = ImageRenderer(content: view)
        renderer.settle()
        #expect(titles == [["a", "outer", "c"]])
    }

    /// A geometry reader's content is made at layout; its preference still reaches the reader,
    /// whose action runs once with the widest width, and the view is laid out again with it.
    @Test func valuesSetByGeometryReadersReachOnPreferenceChange() throws {
        let calls = CallLog()
        let renderer = ImageRenderer(content: EqualWidthLabels(calls: calls))
        let widest = try #require(renderer.layout.first(text: "Date of birth")).frame.width
        renderer.settle()
        #expect(calls.values == [widest])
        #expect(renderer.layout.allViews.first { $0.frame.height == 4 }?.frame.width == widest)
    }

    /// The highlight behind the selected tab, drawn from an anchor of its bounds.
    @Test func anAnchorPreferenceDrawsInTheOverlayWhereTheViewIs() throws {
        let view = HStack(spacing: 10) {
            Color.blue.frame(width: 30, height: 20)
            Color.blue.frame(width: 40, height: 20)
                .anchorPreference(key: SelectionBoundsKey.self, value: .bounds) { $0 }
        }
        .padding(5)
        .overlayPreferenceValue(SelectionBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color.red.frame(width: rect.width, height: 2).offset(x: rect.minX, y: rect.maxY)
                }
            }
        }
        .background(Color.white)
        let canvas = try ImageRenderer(content: view).canvas
        // The line under the second square (iOS 26's red): x 45..<85, y 25..<27.
        let red = opaque(255, 56, 60)
        #expect((45..<85).allSatisfy { canvas.pixel(x: $0, y: 25) == red && canvas.pixel(x: $0, y: 26) == red })
        #expect(canvas.pixel(x: 44, y: 26) == opaque(255, 255, 255) && canvas.pixel(x: 85, y: 26) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 40, y: 25) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 20, y: 25).blue == 255)
    }

    @Test func aBackgroundPreferenceValueDrawsBehind() throws {
        let view = Text("Hi").padding(10)
            .anchorPreference(key: SelectionBoundsKey.self, value: .bounds) { $0 }
            .backgroundPreferenceValue(SelectionBoundsKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor { Color.yellow.frame(width: proxy[anchor].width, height: proxy[anchor].height) }
                }
            }
        let renderer = ImageRenderer(content: view)
        let canvas = try renderer.canvas
        // Yellow behind the text, the text drawn over it.
        #expect(canvas.pixel(x: 2, y: 2).blue < 50 && canvas.pixel(x: 2, y: 2).red > 200)
        let text = try #require(renderer.layout.first(text: "Hi")).frame
        let ink = (Int(text.minX)..<Int(text.maxX)).contains { x in
            (Int(text.minY)..<Int(text.maxY)).contains { canvas.pixel(x: x, y: $0).red < 100 }
        }
        #expect(ink)
    }
}

import Foundation
import Testing
@testable import ViewTree

/// A number a modifier cannot use (NaN, an infinity, a negative length) is replaced, and the
/// render reports it as an issue naming the modifier, the argument and the value.
@MainActor struct InvalidNumberIssueTests {
    /// The messages of the invalid-number issues rendering `view` reports.
    private func reported<V: View>(_ view: V) -> [String] {
        let renderer = ImageRenderer(content: view)
        _ = try? renderer.canvas
        return renderer.issues.filter { $0.kind == .invalidNumber }.map(\.message)
    }

    private var square: some View { Color.red.frame(width: 10, height: 10) }

    @Test func eachModifierNamesItselfTheArgumentAndTheValue() {
        let cases: [(AnyView, [String])] = [
            (AnyView(square.padding(.nan)), ["padding", "top: nan (used 0.0)"]),
            (AnyView(Color.red.frame(width: -3, height: 10)), ["frame", "width: -3.0 (used 0)"]),
            (AnyView(Color.red.frame(minWidth: .nan, maxHeight: -.infinity)), ["frame", "minWidth: nan", "maxHeight: -inf"]),
            (AnyView(square.offset(x: .infinity)), ["offset", "x: inf (used 0.0)"]),
            (AnyView(square.opacity(.nan)), ["opacity", "opacity: nan (used 1.0)"]),
            (AnyView(square.cornerRadius(-2)), ["cornerRadius", "radius: -2.0"]),
            (AnyView(square.shadow(radius: .nan, y: -.infinity)), ["shadow", "radius: nan", "y: -inf"]),
            (AnyView(square.blur(radius: -1)), ["blur", "radius: -1.0"]),
            (AnyView(square.scaleEffect(.nan)), ["scaleEffect", "nan"]),
            (AnyView(square.rotationEffect(.degrees(.infinity))), ["rotationEffect", "transform"]),
            (AnyView(square.position(x: .nan, y: 3)), ["position", "x: nan"]),
            (AnyView(Circle().stroke(Color.red, lineWidth: .infinity).frame(width: 10, height: 10)), ["stroke", "lineWidth: inf"]),
            (AnyView(Text("a").lineSpacing(.nan)), ["lineSpacing", "nan"]),
            (AnyView(Text("a").kerning(.infinity)), ["kerning", "inf"]),
            (AnyView(Text("a").tracking(-.infinity)), ["tracking", "-inf"]),
            (AnyView(Text("a").minimumScaleFactor(.nan)), ["minimumScaleFactor", "nan"]),
        ]
        for (view, expected) in cases {
            let messages = reported(view)
            #expect(messages.count == 1, "\(expected[0]): \(messages)")
            for part in expected {
                #expect(messages.first?.contains(part) == true, "\(part) in \(messages)")
            }
        }
    }

    @Test func validNumbersReportNothing() {
        #expect(reported(square.padding(3).offset(x: -4).opacity(1.5).shadow(radius: 2).blur(radius: 0)
            .frame(minWidth: 0, maxWidth: .infinity).position(x: -5, y: 1e-300).scaleEffect(-1)) == [])
        #expect(reported(Text("a").kerning(-1).lineSpacing(-2).minimumScaleFactor(2)) == [])
    }

    @Test func aModifierNestedThousandsDeepIsReportedOnce() {
        var view = AnyView(square)
        for _ in 0..<1_000 { view = AnyView(view.padding(.nan)) }
        #expect(reported(view).count == 1)
    }
}

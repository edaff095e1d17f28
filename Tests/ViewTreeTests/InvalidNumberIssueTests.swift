import Foundation
import Testing
@testable import ViewTree
import Raster

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
            (AnyView(Text("a").baselineOffset(.nan)), ["baselineOffset", "nan"]),
            (AnyView(Text("a").baselineOffset(.infinity)), ["baselineOffset", "inf"]),
            (AnyView(Text("a").minimumScaleFactor(.nan)), ["minimumScaleFactor", "nan"]),
            (AnyView(Image(bitmap, scale: CGFloat.nan)), ["Image", "scale: nan (used 1)"]),
            (AnyView(Image(bitmap, scale: -2)), ["Image", "scale: -2.0 (used 1)"]),
            (AnyView(Image(bitmap, scale: CGFloat.infinity).resizable().frame(width: 4, height: 4)), ["Image", "scale: inf"]),
            (AnyView(RoundedRectangle(cornerRadius: .nan).fill(Color.blue).frame(width: 9, height: 9)),
             ["RoundedRectangle", "cornerRadius: nan (used 0)"]),
            (AnyView(RoundedRectangle(cornerSize: CGSize(width: -1, height: CGFloat.infinity)).frame(width: 9, height: 9)),
             ["RoundedRectangle", "cornerSize.width: -1.0", "cornerSize.height: inf"]),
            (AnyView(square.clipShape(RoundedRectangle(cornerRadius: -.infinity))), ["RoundedRectangle", "cornerRadius: -inf"]),
            (AnyView(RoundedRectangle(cornerRadius: .nan).strokeBorder(Color.red, lineWidth: 2).frame(width: 9, height: 9)),
             ["RoundedRectangle", "cornerRadius: nan"]),
            (AnyView(VStack(spacing: .nan) { square; square }), ["VStack", "spacing: nan (used the default spacing)"]),
            (AnyView(HStack(spacing: .infinity) { square; square }), ["HStack", "spacing: inf"]),
            (AnyView(LazyVStack(spacing: -.infinity) { square; square }), ["LazyVStack", "spacing: -inf"]),
            (AnyView(LazyHStack(spacing: .nan) { square; square }), ["LazyHStack", "spacing: nan"]),
            (AnyView(Grid(horizontalSpacing: .nan, verticalSpacing: -3) { GridRow { square; square } }),
             ["Grid", "horizontalSpacing: nan (used 8.0)", "verticalSpacing: -3.0 (used 0.0)"]),
            (AnyView(LazyVGrid(columns: [GridItem(.fixed(10)), GridItem(.fixed(10), spacing: .infinity)], spacing: -1) { square; square }),
             ["LazyVGrid", "spacing: -1.0 (used 0.0)", "columns[1].spacing: inf (used 8.0)"]),
            (AnyView(LazyHGrid(rows: [GridItem(.fixed(10), spacing: -.infinity)]) { square }), ["LazyHGrid", "rows[0].spacing: -inf"]),
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
        // Negative stack spacing overlaps the views, as in SwiftUI.
        #expect(reported(VStack(spacing: -4) { square; HStack(spacing: 0) { square } }) == [])
        #expect(reported(Grid(horizontalSpacing: 0, verticalSpacing: 2) { GridRow { square } }) == [])
        #expect(reported(LazyVGrid(columns: [GridItem(.fixed(10), spacing: 0)], spacing: 4) { square }) == [])
        #expect(reported(Image(bitmap, scale: 3).clipShape(RoundedRectangle(cornerRadius: 0))) == [])
    }

    private var bitmap: Bitmap { try! Bitmap(width: 2, height: 2) }

    /// A border far wider than its view (a huge finite width) fills the view, as a border at
    /// least half as wide as the view's shorter side does, instead of failing on coordinates
    /// past what can be drawn.
    @Test(arguments: [CGFloat(20), 1e9, 1e300, .greatestFiniteMagnitude])
    func aBorderWiderThanItsViewFillsIt(_ width: CGFloat) throws {
        let (pure, red) = (Color(red: 1, green: 0, blue: 0), RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        let bordered = try render(Color.white.frame(width: 20, height: 12).border(pure, width: width))
        #expect(bordered.width == 20 && bordered.height == 12)
        for (x, y) in [(0, 0), (10, 6), (19, 11)] { #expect(bordered.pixel(x: x, y: y) == red, "\(x), \(y)") }
        // A capsule's border fills the capsule, and nothing beyond it.
        let capsule = try render(Capsule().strokeBorder(pure, lineWidth: width).frame(width: 40, height: 20))
        #expect(capsule.pixel(x: 20, y: 10) == red)
        #expect(capsule.pixel(x: 0, y: 0).alpha == 0)
    }

    @Test func aModifierNestedThousandsDeepIsReportedOnce() {
        var view = AnyView(square)
        for _ in 0..<1_000 { view = AnyView(view.padding(.nan)) }
        #expect(reported(view).count == 1)
    }
}

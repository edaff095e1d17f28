import Foundation
import Testing
@testable import ViewTree
import Raster

/// Underlines and strikethrough lines: where the font puts them, in the text's colour or their
/// own, patterned, set on text or on a view, and from attributed strings.
@MainActor struct TextDecorationTests {
    /// The text item and the decoration strokes of a rendered view.
    private func items<V: View>(_ view: V) -> (text: (TextLayout, CGPoint)?, strokes: [(Path, Paint, StrokeStyle)]) {
        var text: (TextLayout, CGPoint)?
        var strokes: [(Path, Paint, StrokeStyle)] = []
        func visit(_ items: [ViewTreeDisplayItem]) {
            for item in items {
                switch item {
                case .text(let layout, let origin, _): text = (layout, origin)
                case .stroke(let path, let paint, let style): strokes.append((path, paint, style))
                case .clip(_, let inner), .layer(_, _, let inner), .transform(_, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(ImageRenderer(content: view.viewTreeOSVersion(.iOS17)).displayList)
        return (text, strokes)
    }

    @Test func underlineRunsUnderTheTextAtTheFontsPositionAndThickness() throws {
        let (text, strokes) = items(Text("Hello world").underline())
        let (layout, origin) = try #require(text)
        let line = layout.lines[0], run = line.runs[0]
        let scale = run.size / CGFloat(run.typeface.unitsPerEm)
        let thickness = CGFloat(run.typeface.underlineThickness) * scale
        let (path, paint, style) = try #require(strokes.first)
        #expect(strokes.count == 1)
        #expect(style.lineWidth == thickness && style.dash.isEmpty)
        let expectedY = origin.y + line.origin.y - CGFloat(run.typeface.underlinePosition) * scale + thickness / 2
        #expect(path.elements == [.move(to: CGPoint(x: origin.x, y: expectedY)),
                                  .line(to: CGPoint(x: origin.x + line.width, y: expectedY))])
        #expect(paint == .color(RGBAColor(red8: 0, green8: 0, blue8: 0)))
        #expect(run.typeface.underlinePosition < 0)
    }

    @Test func strikethroughCrossesTheMiddleInItsOwnColour() throws {
        let (text, strokes) = items(Text("Sold out").strikethrough(color: .red))
        let (layout, origin) = try #require(text)
        let line = layout.lines[0], run = line.runs[0]
        let scale = run.size / CGFloat(run.typeface.unitsPerEm)
        let (path, paint, _) = try #require(strokes.first)
        let y = path.boundingRect.midY
        #expect(y < origin.y + line.origin.y && y > origin.y + line.origin.y - CGFloat(run.typeface.ascender) * scale)
        #expect(paint == .color(RGBAColor(red8: 255, green8: 59, blue8: 48)))
    }

    @Test func onlyTheDecoratedPartsOfConcatenatedTextGetLines() throws {
        let (text, strokes) = items(Text("Price ") + Text("$20").strikethrough() + Text(" now $15"))
        let layout = try #require(text).0
        #expect(strokes.count == 1)
        let bounds = strokes[0].0.boundingRect
        let decorated = layout.lines[0].runs.first { $0.spanIndex == 1 }!
        #expect(bounds.minX == decorated.extent.lowerBound && bounds.maxX == decorated.extent.upperBound)
        #expect(bounds.minX > 0 && bounds.maxX < layout.lines[0].width)
    }

    @Test func patternsDashTheLine() throws {
        let (_, strokes) = items(Text("Dashed").underline(pattern: .dash))
        let style = try #require(strokes.first).2
        #expect(style.dash == [4 * style.lineWidth, 2 * style.lineWidth])
        let canvas = try render(Text("Dashed").underline(pattern: .dot).font(.system(size: 40)), scale: 2)
        let plain = try render(Text("Dashed").font(.system(size: 40)), scale: 2)
        // Somewhere along the underline's row, dots and gaps alternate where the plain text is blank.
        let changedRows = (0..<canvas.height).filter { y in (0..<canvas.width).contains { canvas.pixel(x: $0, y: y) != plain.pixel(x: $0, y: y) } }
        #expect(!changedRows.isEmpty)
    }

    @Test func viewModifiersDecorateTextInsideAndTextCanOptOut() throws {
        let (_, strokes) = items(VStack { Text("One"); Text("Two").underline(false) }.underline())
        #expect(strokes.count == 1)
    }

    @Test func underlineIsDrawn() throws {
        let plain = try render(Text("x").font(.system(size: 30)), scale: 2)
        let underlined = try render(Text("x").font(.system(size: 30)).underline(), scale: 2)
        #expect(plain.width == underlined.width && plain.height == underlined.height)
        #expect(plain.bitmap.pixels != underlined.bitmap.pixels)
    }

    @Test func attributedStringRunsKeepTheirAttributes() throws {
        var greeting = AttributedString("Hello ")
        greeting.font = .headline
        var name = AttributedString("Ada")
        name.foregroundColor = .red
        name.underlineStyle = .single
        let text = Text(greeting + name)
        #expect(text.runs.count == 2)
        #expect(text.runs[0].font == .headline && text.runs[0].color == nil)
        #expect(text.runs[1].color == .red)
        let (_, strokes) = items(text)
        #expect(strokes.count == 1)
        #expect(strokes[0].1 == .color(RGBAColor(red8: 255, green8: 59, blue8: 48)))
    }
}

/// `monospacedDigit()` on text and on views.
@MainActor struct MonospacedDigitTests {
    @Test func digitsTakeOneWidthOnTextAndInViews() {
        // With tabular figures, "1111" and "8888" are equally wide; proportional ones differ.
        let width = { (view: AnyView) in layout(view).frame.width }
        #expect(width(AnyView(Text("1111"))) != width(AnyView(Text("8888"))))
        #expect(width(AnyView(Text("1111").monospacedDigit())) == width(AnyView(Text("8888").monospacedDigit())))
        #expect(width(AnyView(Text("1111").monospacedDigit())) == width(AnyView(Text("8888").font(.body).monospacedDigit())))
        #expect(width(AnyView(VStack { Text("1111") }.monospacedDigit())) == width(AnyView(Text("8888").monospacedDigit())))
    }
}

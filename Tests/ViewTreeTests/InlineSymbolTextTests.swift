import Foundation
import Testing
@testable import ViewTree
import Raster

/// Images set in text (`Text(Image(systemName:))`, `"\(Image(systemName:))"`): a symbol drawn
/// where `Image(systemName:)` beside the text on its baseline draws it, one character of the
/// text, wrapping with it.
@MainActor @Suite struct InlineSymbolTextTests {
    private func render<V: View>(_ view: V) throws -> (RasterCanvas, ImageRenderer<some View>) {
        let renderer = ImageRenderer(content: view.foregroundStyle(.black).background(Color.white))
        renderer.scale = 3
        return (try renderer.canvas, renderer)
    }

    /// The box of the ink (darker than mid grey) in columns `columns`, in pixels.
    private func ink(_ canvas: RasterCanvas, columns: Range<Int>) -> CGRect? {
        var box: CGRect?
        for y in 0..<canvas.height {
            for x in columns where canvas.pixel(x: x, y: y).red < 128 {
                let dot = CGRect(x: x, y: y, width: 1, height: 1)
                box = box?.union(dot) ?? dot
            }
        }
        return box
    }

    @Test(arguments: ["star.fill", "checkmark.circle.fill", "chevron.right", "square.and.arrow.up"])
    func aSymbolInTextSitsWhereTheImageBesideTheTextDoes(name: String) throws {
        let inline = try render(Text("\(Image(systemName: name)) A"))
        let beside = try render(HStack(alignment: .firstTextBaseline, spacing: 0) { Image(systemName: name); Text(" A") })
        // Within a pixel: the stack rounds each view to the pixel grid, the text its whole line.
        #expect(abs(inline.0.width - beside.0.width) <= 1 && inline.0.height == beside.0.height,
                "\(name): \(inline.0.width) x \(inline.0.height), beside \(beside.0.width) x \(beside.0.height)")
        // The symbol's own box: the columns before the space.
        let width = Int(try #require(beside.1.layout.first(named: "Image")).frame.width * 3)
        let drawn = try #require(ink(inline.0, columns: 0..<width)), expected = try #require(ink(beside.0, columns: 0..<width))
        #expect(abs(drawn.minX - expected.minX) <= 1 && abs(drawn.maxX - expected.maxX) <= 1
                && abs(drawn.minY - expected.minY) <= 1 && abs(drawn.maxY - expected.maxY) <= 1, "\(name): \(drawn) vs \(expected)")
    }

    @Test func aSymbolTakesItsBoxsWidthOnTheLine() throws {
        // SF Symbols' `circle` is 0.996 em wide at the regular weight and medium scale: 16.93
        // points in 17-point body text.
        let plain = ImageRenderer(content: Text("AB")).layout.frame.width
        let withCircle = ImageRenderer(content: Text("A\(Image(systemName: "circle"))B")).layout.frame.width
        #expect(abs(withCircle - plain - 16.93) <= 0.5, "\(withCircle - plain)")
    }

    @Test func symbolsWrapWithTheWords() throws {
        let text = Text("Alpha \(Image(systemName: "heart.fill")) beta gamma delta epsilon").frame(width: 120, alignment: .leading)
        let lines = ImageRenderer(content: text).layout.frame.height
        #expect(lines > 40)   // more than one line of body text
        #expect(!ImageRenderer(content: Text("\(Image(systemName: "heart.fill"))")).layout.description.contains("Image("))
    }

    @Test func unknownSymbolsAndOtherImagesDrawNothingAndSayWhy() throws {
        let unknown = ImageRenderer(content: Text("A\(Image(systemName: "no.such.symbol"))B"))
        _ = try unknown.canvas
        #expect(unknown.issues.contains { $0.kind == .unknownSymbol && $0.message.contains("no.such.symbol") })
        #expect(unknown.layout.frame.width == ImageRenderer(content: Text("AB")).layout.frame.width)
        let bitmap = try Bitmap(width: 4, height: 4)
        let other = ImageRenderer(content: Text("A") + Text(Image(bitmap, scale: 1)))
        _ = try other.canvas
        #expect(other.issues.contains { $0.kind == .notDrawn && $0.message.contains("SF Symbols only") })
    }
}

import Foundation
import Testing
@testable import ViewTree
import Raster

/// `textRenderer(_:)`: a renderer gets the lines the text is drawn with; drawing each line, run
/// or glyph as it is draws the text as without a renderer, moving a line's origin moves it, and
/// drawing nothing leaves the text out.
@MainActor struct TextRendererTests {
    private struct Lines: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout { ctx.draw(line) }
        }
    }

    private struct Glyphs: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    for slice in run { ctx.draw(slice) }
                    _ = run.typographicBounds
                }
            }
        }
    }

    private struct Runs: TextRenderer {
        var animatableData: Double = 0
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for line in layout { for run in line { ctx.draw(run, options: .disablesSubpixelQuantization) } }
        }
    }

    private struct Shifted: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
            for var line in layout {
                line.origin.x += 20
                ctx.draw(line)
            }
        }
    }

    private struct Nothing: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {}
    }

    private struct Padded: TextRenderer {
        func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {}
        func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
            let size = text.sizeThatFits(proposal)
            return CGSize(width: size.width + 10, height: size.height + 4)
        }
    }

    private var text: some View { Text("One line\nand another").foregroundStyle(.blue) }

    private func card(_ view: some View) -> some View {
        view.frame(width: 200, height: 60, alignment: .leading).background(Color.white)
    }

    @Test func drawingEachLineRunOrGlyphAsItIsDrawsTheText() throws {
        try expectSameRender(card(text.textRenderer(Lines())), as: card(text))
        try expectSameRender(card(text.textRenderer(Glyphs())), as: card(text))
        try expectSameRender(card(text.textRenderer(Runs())), as: card(text))
    }

    @Test func movingALineOriginMovesTheLine() throws {
        let shifted = try render(card(text.textRenderer(Shifted())))
        let offset = try render(card(text.offset(x: 20)))
        #expect(shifted.bitmap.pixels == offset.bitmap.pixels)
        #expect(try shifted.bitmap.pixels != render(card(text)).bitmap.pixels)
    }

    @Test func drawingNothingLeavesTheTextOut() throws {
        let blank = try render(card(text.textRenderer(Nothing())))
        #expect(blank.bitmap.pixels == (try render(card(Color.clear))).bitmap.pixels)
    }

    @Test func aRendererSizesTheText() throws {
        let plain = try #require(layout(text).first(named: "Text")).frame.size
        let padded = try #require(layout(text.textRenderer(Padded())).first(named: "Text")).frame.size
        #expect(padded == CGSize(width: plain.width + 10, height: plain.height + 4))
    }

    @Test func theLayoutHasTheTextsLinesAndBounds() throws {
        final class Probe: @unchecked Sendable { var lines: [CGRect] = []; var runs = 0 }
        struct Reading: TextRenderer {
            let probe: Probe
            func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
                probe.lines = layout.map(\.typographicBounds.rect)
                probe.runs = layout.reduce(0) { $0 + $1.count }
                #expect(!layout.isTruncated)
                #expect(layout[0] == layout[0] && layout[0] != layout[1])
                let first = layout[0][0]
                #expect(Text.Layout.RunSlice(run: first, indices: 0..<100).typographicBounds.width == first.typographicBounds.width)
            }
        }
        let probe = Probe()
        _ = try render(text.textRenderer(Reading(probe: probe)))
        #expect(probe.lines.count == 2 && probe.runs == 2)
        let frame = try #require(layout(text).first(named: "Text")).frame
        #expect(probe.lines[0].minY >= -0.5 && probe.lines[1].maxY <= frame.height + 0.5)
        #expect(probe.lines[1].minY >= probe.lines[0].maxY - 0.5)
    }
}

import Foundation
import Testing
@testable import ViewTree
import Raster

/// `baselineOffset`: a text's characters raised above the baseline (lowered when negative), the
/// line growing to hold them, on `Text`, on views around text, and from an `AttributedString`.
@MainActor @Suite struct BaselineOffsetTests {
    /// The view drawn in black on white at 1x, and its size.
    private func render<V: View>(_ view: V) throws -> RasterCanvas {
        let renderer = ImageRenderer(content: view.foregroundStyle(.black).background(Color.white))
        renderer.scale = 1
        return try renderer.canvas
    }

    /// The rows and columns holding ink (darker than mid grey), within columns `columns`.
    private func ink(_ canvas: RasterCanvas, columns: Range<Int>? = nil) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
        var rows: [Int] = [], xs: [Int] = []
        for y in 0..<canvas.height {
            for x in columns ?? 0..<canvas.width where canvas.pixel(x: x, y: y).red < 128 {
                rows.append(y)
                xs.append(x)
            }
        }
        guard let top = rows.min(), let bottom = rows.max(), let left = xs.min(), let right = xs.max() else { return nil }
        return (top...bottom, left...right)
    }

    @Test func aRaisedTextIsTallerByItsOffsetWithItsInkAsFarFromTheTop() throws {
        let plain = try render(Text("H")), raised = try render(Text("H").baselineOffset(6))
        #expect(raised.height == plain.height + 6 && raised.width == plain.width)
        let plainInk = try #require(ink(plain)), raisedInk = try #require(ink(raised))
        // The ink keeps its distance from the top; the 6 new points are below it.
        #expect(raisedInk.rows.lowerBound == plainInk.rows.lowerBound)
        #expect(raisedInk.rows.upperBound == plainInk.rows.upperBound)
    }

    @Test func aLoweredTextIsTallerByItsOffsetWithTheNewPointsAbove() throws {
        let plain = try render(Text("H")), lowered = try render(Text("H").baselineOffset(-5))
        #expect(lowered.height == plain.height + 5)
        let plainInk = try #require(ink(plain)), loweredInk = try #require(ink(lowered))
        #expect(loweredInk.rows.lowerBound == plainInk.rows.lowerBound + 5)
    }

    @Test func aSuperscriptSitsItsOffsetAboveTheBaselineOfTheRest() throws {
        let offset: CGFloat = 8
        let joined = try render(Text("HH") + Text("H").baselineOffset(offset))
        let plain = try render(Text("HHH"))
        #expect(joined.height == plain.height + Int(offset) && joined.width == plain.width)
        // Split at the middle of the third letter's advance: the first two letters' ink sits
        // `offset` lower in the frame than the third's.
        let third = plain.width * 2 / 3 + 2
        let before = try #require(ink(joined, columns: 0..<third - 4))
        let after = try #require(ink(joined, columns: third..<joined.width))
        #expect(before.rows.upperBound - after.rows.upperBound == Int(offset))
        #expect(before.rows.lowerBound - after.rows.lowerBound == Int(offset))
    }

    @Test func theViewModifierOffsetsTextInsideThatSetsNoneOfItsOwn() throws {
        let plain = try render(Text("H"))
        let outer = try render(VStack(spacing: 0) { Text("H"); Text("H").baselineOffset(0) }.baselineOffset(4))
        // The first text takes the view's 4; the second keeps its own 0.
        #expect(outer.height == 2 * plain.height + 4)
    }

    @Test func anAttributedStringRunIsRaisedByItsAttribute() throws {
        var string = AttributedString("HH")
        var raised = AttributedString("H")
        raised.baselineOffset = 7
        string.append(raised)
        let attributed = try render(Text(string)), built = try render(Text("HH") + Text("H").baselineOffset(7))
        #expect(attributed.height == built.height && attributed.width == built.width)
        #expect(try attributed.pngData() == built.pngData())
    }

    @Test func aNonFiniteOffsetIsIgnored() throws {
        #expect(try render(Text("H").baselineOffset(.nan)).pngData() == render(Text("H")).pngData())
        #expect(try render(Text("H").baselineOffset(.infinity)).pngData() == render(Text("H")).pngData())
    }
}

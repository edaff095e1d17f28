import Foundation
import Testing
@testable import ViewTree
import Raster

/// `fontDesign`, `lineLimit(_:reservesSpace:)` and line-limit ranges, and `foregroundStyle(_:_:)`.
@MainActor struct TextStyleExtrasTests {
    private func height(_ view: some View) throws -> CGFloat {
        try #require(layout(view).first(named: "Text")).frame.height
    }

    @Test func reservedLinesKeepTheirRoomAndTextSitsAtTheTop() throws {
        let one = try height(Text("One line").frame(width: 200))
        let reserved = try height(Text("One line").lineLimit(3, reservesSpace: true).frame(width: 200))
        let threeLines = try height(Text("One\ntwo\nthree").frame(width: 200))
        #expect(reserved == threeLines && reserved > 2.9 * one)
        // Without reserving, a limit only caps.
        #expect(try height(Text("One line").lineLimit(3, reservesSpace: false).frame(width: 200)) == one)
        // A range reserves its lower bound and caps at its upper one.
        #expect(try height(Text("One line").lineLimit(3...5).frame(width: 200)) == threeLines)
        let long = Array(repeating: "word", count: 80).joined(separator: " ")
        let capped = try height(Text(long).lineLimit(...2).frame(width: 200))
        #expect(capped == (try height(Text("One\ntwo").frame(width: 200))))
    }

    @Test func fontDesignAppliesWhereTheFontNamesNone() throws {
        func width(_ view: some View) throws -> CGFloat { try #require(layout(view).first(named: "Text")).frame.width }
        let plain = try width(Text("iiii mmmm"))
        let mono = try width(Text("iiii mmmm").fontDesign(.monospaced))
        #expect(mono != plain)
        #expect(try width(VStack { Text("iiii mmmm") }.fontDesign(.monospaced)) == mono)
        #expect(try width(Text("iiii mmmm").font(.system(size: 17, design: .default)).fontDesign(.monospaced)) == plain)
        #expect(try width(Text("iiii mmmm").font(.body.monospaced())) == mono)
    }

    @Test func secondaryContentTakesTheSecondStyle() throws {
        let view = HStack(spacing: 0) {
            Rectangle().frame(width: 4, height: 4)
            Rectangle().foregroundStyle(.secondary).frame(width: 4, height: 4)
            Rectangle().fill(.tertiary).frame(width: 4, height: 4)
        }
        .foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
        let canvas = try render(view)
        #expect(canvas.pixel(x: 1, y: 1) == RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 5, y: 1) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 9, y: 1) == RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
    }
}

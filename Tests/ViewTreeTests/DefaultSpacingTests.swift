import Foundation
import Testing
@testable import ViewTree

/// The space stacks put between views when they are given none: SwiftUI's spacing categories
/// (`ViewSpacing`), computed from SF Pro's metrics at 3x, and the text styles' paragraph line
/// heights they rest on.
@MainActor struct DefaultSpacingTests {
    /// SF Pro's metrics at 17 points (REFERENCE section 3).
    private let ascent = 17 * 0.952147, descent = 17 * 0.241212, capHeight = 17 * 0.70459

    private func frame(_ tree: ViewTreeLayout, _ text: String) throws -> CGRect {
        try #require(tree.first(text: text)).frame
    }

    /// `value` rounded up to the 3x pixel grid.
    private func upToPixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 }

    @Test func textAfterTextIsSetAsTheNextLineOfAParagraph() throws {
        let tree = layout(VStack(alignment: .leading) { Text("First"); Text("Second") }, scale: 3)
        // Body text's leading, the guidelines' 22-point line less the font's own 20.29.
        let leading = upToPixel(22 - (ascent + descent))
        #expect(abs(try frame(tree, "Second").minY - (frame(tree, "First").maxY + leading)) < 0.01)
        #expect(leading == 2)
    }

    @Test func aPlainViewKeepsAFontSizedDistanceFromText() throws {
        let tree = layout(VStack(spacing: nil) {
            Text("Above")
            Color.red.frame(height: 10)
            Text("Below")
        }, scale: 3)
        let color = try #require(frames(tree, named: "Color").first)
        // A tenth of the line height, rounded up to the pixel, added to the line height: the
        // plain view starts that far below the text's capitals, its baseline that far below it.
        let textSpacing = upToPixel((ascent + descent) / 10)
        let lineSpacing = ascent + descent + textSpacing
        #expect(abs(color.minY - (try frame(tree, "Above").maxY + lineSpacing - capHeight)) < 1.0 / 3)
        #expect(abs(try frame(tree, "Below").minY - (color.maxY + lineSpacing - ascent)) < 1.0 / 3)
    }

    @Test func viewsThatAreNotTextKeepTheDefaultEightPoints() throws {
        let tree = layout(VStack { Color.red.frame(height: 10); Rectangle().frame(height: 10) }, scale: 3)
        let shapes = frames(tree, named: "Color") + frames(tree, named: "Rectangle")
        #expect(shapes.count == 2 && abs(shapes[1].minY - shapes[0].maxY - 8) < 0.01)
        let row = layout(HStack { Text("A"); Text("B") }, scale: 3)
        let gap = try frame(row, "B").minX - frame(row, "A").maxX
        #expect(abs(gap - 8) < 0.01, "text beside text: the default")
    }

    @Test func paddingAndFramesSpaceTheirTextAsAPlainView() throws {
        let padded = layout(VStack { Text("A").padding(.vertical, 1); Color.red.frame(height: 10) }, scale: 3)
        let color = try #require(frames(padded, named: "Color").first)
        #expect(abs(color.minY - (try frame(padded, "A").maxY + 1) - 8) < 0.01)
        let framed = layout(VStack { Text("A").frame(height: 30); Color.red.frame(height: 10) }, scale: 3)
        #expect(abs(try #require(frames(framed, named: "Color").first).minY - 38) < 0.01)
        // A frame setting only the width keeps the text's vertical preferences.
        let widthOnly = layout(VStack { Text("A").frame(width: 80); Text("B") }, scale: 3)
        #expect(abs(try frame(widthOnly, "B").minY - frame(widthOnly, "A").maxY - 2) < 0.01)
    }

    @Test func spacersTakeNoDefaultSpacingButAStacksOwn() throws {
        let free = layout(VStack { Text("A"); Spacer(); Text("B") }.frame(height: 200), scale: 3)
        let spacer = try #require(frames(free, named: "Spacer").first)
        let (above, below) = (try frame(free, "A"), try frame(free, "B"))
        #expect(abs(spacer.minY - above.maxY) < 0.01 && abs(spacer.maxY - below.minY) < 0.01)
        // A stack's own spacing goes between every pair, the spacer's too (OpenSwiftUI's
        // `StackLayout.makeChildren`): at its ideal size the stack is two gaps longer.
        let spaced = layout(HStack(spacing: 20) { Color.red.frame(width: 10); Spacer(minLength: 0); Color.blue.frame(width: 10) }
            .fixedSize(), scale: 3)
        #expect(abs(spaced.frame.width - (10 + 20 + 0 + 20 + 10)) < 0.01)
    }

    @Test func aSymbolSitsAgainstTextAsAGlyphOfIt() throws {
        let tree = layout(VStack { Image(systemName: "star"); Text("Star") }, scale: 3)
        let image = try #require(frames(tree, named: "Image").first)
        #expect(abs(try frame(tree, "Star").minY - image.maxY) < 0.01)
        // A resized symbol, or a bitmap, is a plain view: the text's own distance applies.
        let resized = layout(VStack { Image(systemName: "star").resizable().frame(width: 20, height: 20); Text("Star") }, scale: 3)
        let plain = try #require(frames(resized, named: "frame").first)
        #expect(try frame(resized, "Star").minY - plain.maxY > 6)
    }

    @Test func textFieldsAreSpacedAsTheUIKitViewsThatDrawThem() throws {
        let tree = layout(VStack { TextField("Name", text: .constant("")); Text("Below") }, scale: 3)
        let field = try #require(tree.first(text: "Name")).frame
        #expect(try frame(tree, "Below").minY - field.maxY > 6, "not set as a following line")
    }

    @Test func customLayoutsReadTheSameSpacing() {
        struct Column: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .vertical)
                return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(gap) { $0 + $1.height })
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let stack = layout(VStack { Text("A"); Text("B") }, scale: 3)
        let custom = layout(Column { Text("A"); Text("B") }, scale: 3)
        #expect(custom.frame.height == stack.frame.height)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
    }

    @Test func aTextStylesParagraphIsItsGuidelineLineHeightApart() throws {
        let paragraph = "One\nTwo\nThree"
        for (font, size, lineHeight) in [(Font.body, DynamicTypeSize.large, 22.0), (.caption, .large, 16),
                                         (.body, .medium, 21), (.subheadline, .medium, 19)] {
            let natural = try font.resolved(dynamicTypeSize: size).textFont.lineHeight
            let tree = layout(Text(paragraph).font(font).dynamicTypeSize(size), scale: 3)
            #expect(abs(try frame(tree, paragraph).height - (natural + 2 * lineHeight)) <= 1.0 / 3,
                    "\(font) at \(size): lines \(lineHeight) apart")
        }
        // A font of a fixed size keeps its own line height.
        let fixed = layout(Text(paragraph).font(.system(size: 17)), scale: 3)
        #expect(abs(try frame(fixed, paragraph).height - 3 * (ascent + descent)) <= 1.0 / 3)
    }
}

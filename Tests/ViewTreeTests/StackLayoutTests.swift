import Foundation
import Testing
@testable import ViewTree

/// HStack, VStack and ZStack: distribution by priority and flexibility, spacing, alignment.
@MainActor struct StackLayoutTests {
    @Test func equallyFlexibleChildrenShareTheSpaceEqually() {
        let tree = layout(HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(width: 300, height: 50))
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 0, width: 100, height: 50),
                                                  CGRect(x: 100, y: 0, width: 100, height: 50),
                                                  CGRect(x: 200, y: 0, width: 100, height: 50)])
    }

    @Test func defaultSpacingIsEightPointsBetweenNeighbours() {
        // 300 - 2 x 8 = 284 shared by three: 94.667 each, exact on the @3x grid.
        let tree = layout(HStack { Color.red; Color.green; Color.blue }.frame(width: 300, height: 30), scale: 3)
        let colors = frames(tree, named: "Color")
        let share: CGFloat = 284.0 / 3
        let expected: [CGFloat] = [0, share + 8, 2 * share + 16]
        for (frame, x) in zip(colors, expected) {
            #expect(abs(frame.minX - x) < 0.001)
            #expect(abs(frame.width - share) < 0.001)
        }
        let spaced = layout(VStack(spacing: 3) { Color.red.frame(height: 10); Color.blue.frame(height: 10) })
        #expect(frames(spaced, named: "Color").map(\.minY) == [0, 13])
    }

    @Test func lessFlexibleChildrenAreServedFirst() {
        // The fixed frame takes its 50 from the first share; the colours split the rest.
        let tree = layout(HStack(spacing: 0) { Color.red; Color.green.frame(width: 50); Color.blue }.frame(width: 250))
        #expect(frames(tree, named: "Color").map(\.width) == [100, 50, 100])
    }

    @Test func higherLayoutPriorityIsServedFirstWithLowerMinimumsReserved() {
        let tree = layout(HStack(spacing: 0) {
            Color.red.frame(width: 50)
            Color.green.layoutPriority(1)
            Color.blue
        }.frame(width: 300))
        // Green is offered 300 less red's minimum (50) and blue's (0).
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 0, width: 50, height: 10),
                                                  CGRect(x: 50, y: 0, width: 250, height: 10),
                                                  CGRect(x: 300, y: 0, width: 0, height: 10)])
    }

    @Test func textIsOfferedItsShareAndWrapsWithoutPriority() throws {
        let text = "Hello, world"
        let tree = layout(HStack(spacing: 0) { Color.purple; Text(text); Color.pink }.frame(width: 150))
        let textFrame = try #require(tree.first(text: text)).frame
        // A third of 150 is less than the ideal width: the text wraps onto two lines.
        #expect(try idealWidth(text) > 50)
        #expect(textFrame.width <= 50)
        #expect(abs(textFrame.height - (22 + 20.287)).rounded(.up) <= 1, "two body lines, 22 apart")
        let prioritized = layout(HStack(spacing: 0) { Color.purple; Text(text).layoutPriority(1); Color.pink }.frame(width: 150))
        #expect(try #require(prioritized.first(text: text)).frame.width == idealWidth(text))
    }

    @Test func spacersTakeWhatIsLeftAndNoSpacingNextToThem() throws {
        let tree = layout(HStack { Text("Hello"); Spacer(); Text("World") }.frame(width: 300))
        let hello = try #require(tree.first(text: "Hello")).frame
        let world = try #require(tree.first(text: "World")).frame
        let spacer = try #require(tree.first(named: "Spacer")).frame
        let helloWidth = try idealWidth("Hello")
        #expect(hello.minX == 0 && hello.width == helloWidth)
        #expect(spacer.minX == hello.maxX && spacer.maxX == world.minX)
        #expect(world.maxX == 300)
        #expect(spacer.height == 0)
    }

    @Test func aSpacerLeavesLongTextAllButItsMinimumLength() throws {
        let long = "A subtitle far too long to fit on this line of the row"
        let tree = layout(HStack { Text(long).lineLimit(1); Spacer() }.frame(width: 200))
        // The text is offered 200 less the spacer's 8 and truncates within it (its width is the
        // truncated line's); the spacer takes the rest.
        let text = try #require(tree.first(text: long)).frame
        let spacer = try #require(tree.first(named: "Spacer")).frame
        #expect(text.width <= 192 && text.width > 180)
        #expect(spacer.minX == text.maxX && spacer.maxX == 200)
        // A minimum length of its own.
        let wide = layout(HStack { Text(long).lineLimit(1); Spacer(minLength: 40) }.frame(width: 200))
        let narrower = try #require(wide.first(text: long)).frame.width
        #expect(narrower <= 160 && narrower > 145)
    }

    @Test func idealSizeOfAStackIsItsChildrensIdealSizes() throws {
        let tree = layout(HStack { Text("A"); Text("B") })
        let width = try idealWidth("A") + 8 + idealWidth("B")
        #expect(try #require(tree.first(named: "HStack")).frame.width == width)
        // A spacer's ideal length is its minimum.
        #expect(layout(VStack { Color.red.frame(height: 5); Spacer(); Color.red.frame(height: 5) }).frame.height == 18)
    }

    @Test func crossAlignmentPlacesChildren() {
        let column = { (alignment: HorizontalAlignment) in
            layout(VStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Color.blue.frame(width: 40, height: 10)
            })
        }
        #expect(frames(column(.leading), named: "Color")[1].minX == 0)
        #expect(frames(column(.center), named: "Color")[1].minX == 30)
        #expect(frames(column(.trailing), named: "Color")[1].minX == 60)
        let row = layout(HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 50)
            Color.blue.frame(width: 10, height: 20)
        })
        #expect(frames(row, named: "Color")[1].minY == 30)
        #expect(row.frame.size == CGSize(width: 20, height: 50))
    }

    @Test func textAlignsOnItsFirstBaseline() throws {
        let tree = layout(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption)
        })
        let big = try #require(tree.first(text: "Big")).frame
        let small = try #require(tree.first(text: "small")).frame
        // Baselines 0.952 em below each top: 34 pt and 12 pt fonts.
        let bigBaseline = big.minY + 34 * 0.952147, smallBaseline = small.minY + 12 * 0.952147
        #expect(abs(bigBaseline - smallBaseline) < 1)
        #expect(small.minY > big.minY)
    }

    @Test func rightToLeftLayoutMirrorsRows() {
        let tree = layout(HStack(spacing: 0) { Color.red.frame(width: 10); Color.blue.frame(width: 30) }
            .environment(\.layoutDirection, .rightToLeft))
        #expect(frames(tree, named: "Color").map(\.minX) == [30, 0])
    }

    @Test func zStackIsTheUnionOfAlignedChildren() {
        let stack = { (alignment: Alignment) in
            layout(ZStack(alignment: alignment) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 20, height: 20)
            })
        }
        #expect(stack(.center).frame.size == CGSize(width: 100, height: 50))
        #expect(frames(stack(.topLeading), named: "Color")[1].origin == .zero)
        #expect(frames(stack(.center), named: "Color")[1].origin == CGPoint(x: 40, y: 15))
        #expect(frames(stack(.bottomTrailing), named: "Color")[1].origin == CGPoint(x: 80, y: 30))
    }

    @Test func framesSnapToThePixelGrid() {
        // Thirds of 100 at @2x: every edge on a half point.
        let tree = layout(HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(width: 100, height: 10), scale: 2)
        for frame in frames(tree, named: "Color") {
            #expect((frame.minX * 2).rounded() == frame.minX * 2 && (frame.width * 2).rounded() == frame.width * 2)
        }
        #expect(frames(tree, named: "Color").map(\.minX) == [0, 33.5, 66.5])
    }
}

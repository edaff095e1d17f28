import Foundation
import Testing
@testable import ViewTree

/// Texts joined with `+` many times over: each `+` keeps both texts instead of copying their
/// runs (copying made `Text("(") + text + Text(")")` 10,000 times quadratic: over a minute in a
/// debug build), the runs are read once, in order, and a chain of any length is freed without
/// recursion.
@MainActor struct TextConcatenationTests {
    /// `Text("x")` wrapped in `depth` pairs of brackets, each pair a text of its own.
    private func bracketed(_ depth: Int) -> Text {
        var text = Text("x")
        for _ in 0..<depth { text = Text("(") + text + Text(")") }
        return text
    }

    @Test func joiningKeepsBothTextsAsTheyAre() {
        let left = bracketed(3), right = Text("y").bold()
        guard case .joined(let join) = (left + right).tree else {
            Issue.record("+ copied the runs into a list")
            return
        }
        // The join holds the two trees themselves: no run was copied to make it.
        guard case .joined(let leftJoin) = left.tree, case .joined(let kept) = join.first else {
            Issue.record("the left text is not kept as it was")
            return
        }
        #expect(kept === leftJoin)
        #expect(join.second.count == 1)
        #expect(join.count == 8)
    }

    @Test func tenThousandNestedConcatenationsReadInOrder() {
        let text = bracketed(10_000)
        #expect(text.tree.count == 20_001)
        let runs = text.runs
        #expect(runs.count == 20_001)
        #expect(runs.string(in: EnvironmentValues())
                    == String(repeating: "(", count: 10_000) + "x" + String(repeating: ")", count: 10_000))
    }

    @Test func modifiersApplyToEveryJoinedRun() {
        let text = (Text("a") + Text("b").italic() + Text("c")).bold()
        #expect(text.runs.map(\.weight) == [.bold, .bold, .bold])
        #expect(text.runs.map(\.italic) == [false, true, false])
        #expect(text == Text("a").bold() + Text("b").bold().italic() + Text("c").bold())
        #expect(text != Text("abc").bold())
    }

    @Test func aLongChainIsFreedWithoutRecursion() {
        // A million joins: freeing them one inside the other would overflow the stack.
        var text = Text("x")
        for _ in 0..<1_000_000 { text = text + Text("y") }
        #expect(text.tree.count == 1_000_001)
        text = Text("z")
        #expect(text.runs.count == 1)
    }

    @Test func tenThousandNestedConcatenationsRender() throws {
        let renderer = ImageRenderer(content: bracketed(10_000).frame(width: 200))
        let canvas = try renderer.canvas
        #expect(canvas.width == 200)
        #expect(renderer.layout.first(named: "Text")!.frame.height > 1_000)
    }
}

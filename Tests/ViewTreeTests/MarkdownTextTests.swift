import Foundation
import Testing
@testable import ViewTree
import Raster

/// Markdown in `Text` literals, as SwiftUI reads it.
@MainActor struct MarkdownTextTests {
    private func shown(_ text: Text) -> String? { layout(text).first(named: "Text")?.text }
    private func width(_ text: Text) throws -> CGFloat { try #require(layout(text).first(named: "Text")).frame.width }

    @Test func inlineStylesApplyAndTheirMarkersGo() throws {
        #expect(shown(Text("**Bold**, *italic*, `code` and ~~gone~~")) == "Bold, italic, code and gone")
        #expect(try width(Text("**Bold**")) == (try width(Text("Bold").bold())))
        #expect(try width(Text("*Slanted*")) == (try width(Text("Slanted").italic())))
        #expect(try width(Text("`mono`")) == (try width(Text("mono").font(.body.monospaced()))))
        #expect(try width(Text("_under_")) == (try width(Text("under").italic())))
    }

    @Test func strikethroughDrawsALine() throws {
        let marked = try render(Text("~~gone~~").foregroundColor(.black))
        let decorated = try render(Text("gone").strikethrough().foregroundColor(.black))
        #expect(marked.bitmap.pixels == decorated.bitmap.pixels)
    }

    @Test func linksTakeTheTint() throws {
        let canvas = try render(Text("[Apple](https://apple.com)").tint(.red), scale: 2)
        let inked = canvas.bitmap.pixels.map { RGBA8(packed: $0) }.filter { $0.alpha == 255 }
        #expect(!inked.isEmpty && inked.allSatisfy { $0 == RGBA8(red: 255, green: 59, blue: 48, alpha: 255) })
        #expect(shown(Text("[Apple](https://apple.com)")) == "Apple")
    }

    @Test func interpolatedValuesAreNotMarkdownButTakeTheStylesAround() throws {
        let starred = "*star*"
        #expect(shown(Text("\(starred)")) == "*star*")
        let name = "Ada"
        #expect(shown(Text("Hello, **\(name)**!")) == "Hello, Ada!")
        #expect(try width(Text("**\(name)**")) == (try width(Text("Ada").bold())))
        #expect(shown(Text("**\(3)** items")) == "3 items")
    }

    @Test func blockSyntaxAndWhitespaceStayAsWritten() {
        for literal: LocalizedStringKey in ["# Not a heading", "- not a list", "1. not a list", "> not a quote", "---",
                                            "  two leading spaces", "trailing  ", "[ref]: not a definition"] {
            let text = Text(literal)
            #expect(shown(text) == text.string(in: EnvironmentValues()), "\(literal)")
        }
        #expect(shown(Text("# Not a heading")) == "# Not a heading")
        #expect(shown(Text("1. first\n2. **second**")) == "1. first\n2. second")
        #expect(shown(Text("  two leading spaces")) == "  two leading spaces")
    }

    @Test func escapesAndVerbatimTextKeepTheirCharacters() {
        #expect(shown(Text("\\*not emphasis\\*")) == "*not emphasis*")
        #expect(shown(Text(verbatim: "**as is**")) == "**as is**")
        let variable = "**as is**"
        #expect(shown(Text(variable)) == "**as is**")
        #expect(shown(Text("a < b & c > d")) == "a < b & c > d")
    }

    /// Lines that look like a rule for a million characters, or nearly (`_ _ _ … x`, `----…x`),
    /// are read in time linear in their length, and a rule is shown as written however long.
    @Test(arguments: [String(repeating: "_ ", count: 50_000) + "x", String(repeating: "-", count: 100_000) + "x",
                      String(repeating: "*\t", count: 50_000) + "-x", String(repeating: "_", count: 1_000_000),
                      String(repeating: "- ", count: 500_000)])
    func longRuleLookalikesAreReadQuicklyAndShownAsWritten(_ line: String) {
        let start = ContinuousClock.now
        // No runs: the line holds no inline Markdown, and is shown as it is.
        let shown = InlineMarkdown.runs(of: [.literal(line)]).map { $0.map(\.string).joined() } ?? line
        // Linear, not backtracking: a quadratic read of a million characters takes minutes; the bound
        // leaves room for a debug build on a busy machine.
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(shown == line)
    }
}

import Foundation
import SeededFuzzing
import Testing
@testable import ViewTree

/// Random Markdown and random view trees, from committed seeds with a fixed budget: each renders
/// or fails with a thrown error, never a crash. A crash found becomes a regression test.
@MainActor struct ViewFuzzTests {
    /// The seeds run in CI; add one to explore further.
    nonisolated static let seeds: [UInt64] = [7, 22, 1_000_003]

    /// Pieces Markdown is made of, unbalanced on purpose.
    private static let markdownPieces = ["*", "**", "_", "__", "~~", "`", "``", "[", "]", "(", ")", "](https://a.b)", "<", ">",
                                         "&amp;", "&#", "\\", "#", "- ", "1. ", "\n", " ", "word", "ü", "👋🏽", "\u{202E}", "\t", "!["]

    @Test(arguments: seeds)
    func randomMarkdownRendersOrThrows(_ seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<40 {
            let markdown = (0..<Int.random(in: 1...60, using: &generator))
                .map { _ in Self.markdownPieces.randomElement(using: &generator)! }.joined()
            let renderer = ImageRenderer(content: Text(LocalizedStringKey(markdown)).frame(width: 160))
            _ = try? renderer.canvas
        }
    }

    /// A number a view could be given: ordinary, or one that is not valid for what it sets.
    private static func number(_ generator: inout SeededGenerator) -> CGFloat {
        let odd: [CGFloat] = [.nan, .infinity, -.infinity, -4, 0, 1e-300, 1e300, 0.333]
        return Bool.random(using: &generator) ? CGFloat(Int.random(in: 0...60, using: &generator)) : odd.randomElement(using: &generator)!
    }

    /// A random view tree, at most `depth` levels deep.
    private static func tree(_ depth: Int, _ generator: inout SeededGenerator) -> AnyView {
        let x = number(&generator), y = number(&generator)
        if depth == 0 || Int.random(in: 0..<4, using: &generator) == 0 {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: return AnyView(Text("Hello world").kerning(x))
            case 1: return AnyView(Color.blue.frame(width: x, height: y))
            case 2: return AnyView(RoundedRectangle(cornerRadius: x).stroke(lineWidth: y))
            case 3: return AnyView(Image(color: .red, width: 7, height: 5).resizable().scaledToFill().frame(width: x, height: y).clipShape(Circle()))
            case 4: return AnyView(Spacer(minLength: x))
            default: return AnyView(Image(systemName: "star.fill").font(.system(size: x)))
            }
        }
        let child = tree(depth - 1, &generator), other = tree(depth - 1, &generator)
        switch Int.random(in: 0..<14, using: &generator) {
        case 0: return AnyView(VStack(spacing: x) { child; other })
        case 1: return AnyView(HStack(alignment: .firstTextBaseline, spacing: x) { child; other })
        case 2: return AnyView(ZStack(alignment: .bottomTrailing) { child; other })
        case 3: return AnyView(child.padding(x))
        case 4: return AnyView(child.frame(minWidth: x, maxWidth: y))
        case 5: return AnyView(child.background(other))
        case 6: return AnyView(child.overlay(other))
        case 7: return AnyView(child.offset(x: x, y: y).opacity(Double(y)))
        case 8: return AnyView(child.blur(radius: x).shadow(radius: y, x: x))
        case 9: return AnyView(child.scaleEffect(x).rotationEffect(.degrees(Double(y))))
        case 10: return AnyView(ScrollView { child; other })
        case 11: return AnyView(List { child; other })
        case 12: return AnyView(LazyVStack(spacing: x) { ForEach(0..<Int.random(in: 0...30, using: &generator), id: \.self) { _ in child } })
        default: return AnyView(child.aspectRatio(x, contentMode: .fit).fixedSize())
        }
    }

    /// Laid out on the main actor and drawn off it, as snapshots are: the drawings (some are
    /// canvases at the size limit) would otherwise hold the main actor for seconds, and with it
    /// the main-queue work of the tests running beside this one.
    @Test(arguments: seeds)
    func randomViewTreesRenderOrThrow(_ seed: UInt64) async {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<25 {
            let renderer = ImageRenderer(content: Self.tree(5, &generator))
            renderer.scale = [1, 2, 3, .nan, 0.5][Int.random(in: 0..<5, using: &generator)]
            if Bool.random(using: &generator) { renderer.proposedSize = ProposedViewSize(width: 320, height: 480) }
            _ = renderer.layoutWarnings
            _ = renderer.issues
            guard let drawing = try? renderer.drawing else { continue }
            await Task.detached { _ = try? drawing.makeCanvas() }.value
        }
    }
}

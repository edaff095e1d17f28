import Foundation
import Testing
@testable import ViewTree

/// Text is shaped once per string and font, measured once per proposal, and its glyphs placed
/// only to draw, across proposals, layout passes and renderers: counted, not timed.
@MainActor struct TextCachingTests {
    /// A feed's card row whose texts carry `tag`, so that no other test has shaped them (the
    /// cache is the process's).
    struct Row: View {
        let tag: String

        var body: some View {
            HStack(alignment: .top, spacing: 12) {
                Color.gray.frame(width: 72, height: 72)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Morning light \(tag)").font(.headline)
                    Text("Continuous corners, a clipped photo and body text that wraps \(tag)").font(.subheadline)
                        .lineLimit(2)
                    Text("3 min read \(tag)").font(.caption)
                }
                Spacer(minLength: 0)
                Text("New \(tag)").font(.caption2.bold()).padding(4)
            }
            .padding(12)
        }
    }

    static let proposal = ProposedViewSize(width: 428, height: nil)

    /// What `work` shaped, measured and laid out.
    static func counts(_ work: () throws -> Void) rethrows -> LayoutMeasurementCounter {
        let counter = LayoutMeasurementCounter()
        try counter.counting(work)
        return counter
    }

    @Test func eachTextIsShapedOnceAndMeasuredOncePerProposalAcrossRenderers() throws {
        let tag = UUID().uuidString
        let first = Self.counts { _ = layout(Row(tag: tag), proposal: Self.proposal) }
        // Four texts, each shaped once however many proposals the stacks made.
        #expect(first.shapings == 4)
        // Measured for each proposal that breaks lines (not for those with room for one line).
        #expect(first.textMeasurements >= 4 && first.textMeasurements < first.measurements,
                "\(first.textMeasurements) text measurements, \(first.measurements) in all")
        // Laying out measures; it places no glyphs.
        #expect(first.textLayouts == 0)

        // Another renderer, another pass: everything comes from the cache.
        let again = Self.counts { _ = layout(Row(tag: tag), proposal: Self.proposal) }
        #expect(again.shapings == 0 && again.textMeasurements == 0 && again.textLayouts == 0)
        #expect(again.measurements == first.measurements)

        // Drawing places each text's glyphs once, at the size it was given, and only once.
        let drawn = try Self.counts { _ = try render(Row(tag: tag), proposal: Self.proposal) }
        #expect(drawn.shapings == 0 && drawn.textMeasurements == 0)
        #expect(drawn.textLayouts == 4)
        let drawnAgain = try Self.counts { _ = try render(Row(tag: tag), proposal: Self.proposal) }
        #expect(drawnAgain.shapings == 0 && drawnAgain.textMeasurements == 0 && drawnAgain.textLayouts == 0)
    }

    @Test func anotherFontOrStringIsShapedAfresh() {
        let tag = UUID().uuidString
        let first = Self.counts { _ = layout(Text("Hello \(tag)").font(.body)) }
        let otherFont = Self.counts { _ = layout(Text("Hello \(tag)").font(.title)) }
        let otherString = Self.counts { _ = layout(Text("Hello, \(tag)").font(.body)) }
        let same = Self.counts { _ = layout(Text("Hello \(tag)").font(.body)) }
        #expect(first.shapings == 1 && otherFont.shapings == 1 && otherString.shapings == 1)
        #expect(same.shapings == 0)
    }

    @Test func aCachedTextDrawsTheSamePixelsAsAFreshOne() throws {
        // The second render finds every text measured and laid out; its pixels are the first's.
        let tag = UUID().uuidString
        let fresh = try render(Row(tag: tag), scale: 2, proposal: Self.proposal)
        let cached = try render(Row(tag: tag), scale: 2, proposal: Self.proposal)
        #expect(try fresh.pngData() == cached.pngData())
    }
}

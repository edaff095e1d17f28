import Foundation
import Testing
@testable import ViewTree

/// A text that many views on a screen share (the same caption on every card) is asked for more
/// proposals than any one view asks; its measurements stay cached across renders all the same,
/// so a snapshot suite that renders the screen again does no text work on the main actor.
@MainActor struct SharedTextCachingTests {
    /// A screen of cards with the same subtitle and caption, tagged so that no other test has
    /// shaped its texts (the cache is the process's).
    struct Screen: View {
        let tag: String

        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                Text("Today \(tag)").font(.largeTitle).bold()
                ForEach(["Morning run", "Team sync", "Groceries", "Book club", "Dentist", "Flight to Lisbon"], id: \.self) { title in
                    HStack(spacing: 12) {
                        RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 56, height: 56)
                        VStack(alignment: .leading, spacing: 4) {
                            Text("\(title) \(tag)").font(.headline)
                            Text("A short description of the event that wraps onto a second line \(tag)").font(.subheadline)
                            Text("9:41 AM \(tag)").font(.caption)
                        }
                        Spacer()
                    }
                    .padding()
                }
                Spacer()
            }
            .padding()
        }
    }

    @Test func aSharedTextIsMeasuredOncePerProposalAcrossRenders() {
        let tag = UUID().uuidString.prefix(8)
        func layOut() -> LayoutMeasurementCounter {
            TextCachingTests.counts {
                let renderer = ImageRenderer(content: Screen(tag: String(tag)))
                renderer.window = ViewTreeWindow(size: CGSize(width: 428, height: 926),
                                                 safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
                renderer.scale = 3
                _ = renderer.layout
            }
        }
        let first = layOut()
        #expect(first.textMeasurements > 0)
        let again = layOut()
        #expect(again.shapings == 0 && again.textMeasurements == 0,
                "\(again.textMeasurements) texts measured again, of \(first.textMeasurements) the first time")
    }
}

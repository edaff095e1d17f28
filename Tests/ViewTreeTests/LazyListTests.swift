import Foundation
import Testing
@testable import ViewTree

/// A list row counting its body evaluations.
private struct CountedListRow: View {
    let index: Int
    let counter: BodyCounter

    var body: some View {
        counter.count(index)
        return Text("Row \(index)")
    }
}

/// A `List` is lazy as a lazy stack is: shown a screen (by its own scroll view or one around it),
/// it makes only the rows in and near it.
@MainActor struct LazyListTests {
    /// Rows that fit the 926-point window at the default minimum row height of 44, with the half
    /// screen more made past it, and the batch the list makes at a time.
    private let madeAtMost = 2 * Int((926.0 / 44).rounded(.up)) + 16

    @Test func aHundredThousandRowListMakesOnlyTheVisibleRows() {
        let counter = BodyCounter()
        let layout = windowLayout(List(0..<100_000) { CountedListRow(index: $0, counter: counter) })
        #expect(counter.evaluations > 10 && counter.evaluations <= madeAtMost, "\(counter.evaluations) row bodies")
        #expect(layout.first(text: "Row 0") != nil && layout.first(text: "Row 12") != nil)
        #expect(layout.allViews.count < 400, "\(layout.allViews.count) views in the layout")
    }

    @Test func aListInAScrollViewMakesOnlyTheVisibleRows() {
        let counter = BodyCounter()
        _ = windowLayout(ScrollView {
            List { ForEach(0..<100_000, id: \.self) { CountedListRow(index: $0, counter: counter) } }
        })
        #expect(counter.evaluations <= madeAtMost, "\(counter.evaluations) row bodies")
    }

    @Test func aListOfferedNoHeightMakesEveryRow() {
        let counter = BodyCounter()
        let layout = layout(List(0..<200) { CountedListRow(index: $0, counter: counter) }.frame(width: 300))
        #expect(counter.evaluations == 200)
        #expect(layout.first(text: "Row 199") != nil)
    }
}

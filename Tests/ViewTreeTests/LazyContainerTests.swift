import Foundation
import Testing
@testable import ViewTree

/// Counts the bodies of rows evaluated, shared by a test's rows.
final class BodyCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var evaluations: Int { lock.withLock { count } }
    func count(_ index: Int) { lock.withLock { count += 1 } }
}

/// A list row as apps write it: a title and a detail, counting its body evaluations.
private struct CountedRow: View {
    let index: Int
    let counter: BodyCounter

    var body: some View {
        counter.count(index)
        return HStack {
            Text("Row \(index)")
            Spacer()
            Text("detail").foregroundStyle(.secondary)
        }
        .padding(.horizontal)
        .frame(height: 44)
    }
}

/// Lazy stacks in a scroll view make and measure only the rows in and near what the scroll view
/// shows; elsewhere (no scroll view, or a scroll view offered no length) they make every row.
@MainActor struct LazyContainerTests {
    /// A screen of `count` rows in a lazy stack in a scroll view.
    func lazyScreen(_ count: Int, counter: BodyCounter) -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                Text("Header").font(.headline)
                ForEach(0..<count, id: \.self) { CountedRow(index: $0, counter: counter) }
            }
        }
    }

    @Test func aHundredThousandRowsMakeOnlyTheVisibleOnes() {
        let counter = BodyCounter()
        let layout = windowLayout(lazyScreen(100_000, counter: counter))
        // The window is 926 points tall: 21 rows of 44 points show, and half a screen more are made.
        let shown = Int((926.0 / 44).rounded(.up))
        #expect(counter.evaluations >= shown && counter.evaluations <= 2 * shown, "\(counter.evaluations) row bodies")
        let rows = layout.allViews.filter { $0.text?.hasPrefix("Row ") == true }
        #expect(rows.count == counter.evaluations)
        #expect(layout.allViews.count < 400, "\(layout.allViews.count) views in the layout")
    }

    @Test func theMadeRowsLookAsAnEagerStackDraws() throws {
        let counter = BodyCounter()
        let lazy = ImageRenderer(content: lazyScreen(500, counter: counter))
        let eager = ImageRenderer(content: ScrollView {
            VStack(spacing: 0) {
                Text("Header").font(.headline)
                ForEach(0..<500, id: \.self) { CountedRow(index: $0, counter: BodyCounter()) }
            }
            .frame(maxWidth: .infinity)
        })
        lazy.window = SafeAreaLayoutTests.phone
        eager.window = SafeAreaLayoutTests.phone
        #expect(try lazy.canvas.bitmap.pixels == eager.canvas.bitmap.pixels)
        #expect(counter.evaluations < 100)
    }

    @Test func theEstimatedLengthCountsTheRowsNotMade() throws {
        let counter = BodyCounter()
        let content = LazyVStack(spacing: 0) { ForEach(0..<1000, id: \.self) { CountedRow(index: $0, counter: counter) } }
        let renderer = ImageRenderer(content: ScrollView { content })
        renderer.window = SafeAreaLayoutTests.phone
        let stack = try #require(renderer.layout.allViews.first { $0.name == "LazyVStack" })
        // Rows of one height: the estimate is exact.
        #expect(abs(stack.frame.height - 1000 * 44) < 0.5, "\(stack.frame.height.description) \(stack.frame)")
        #expect(counter.evaluations < 100)
    }

    @Test func aScrollViewOfferedNoLengthMakesEveryRow() {
        let counter = BodyCounter()
        let layout = ImageRenderer(content: lazyScreen(60, counter: counter).frame(width: 300)).layout
        #expect(counter.evaluations == 60)
        #expect(layout.allViews.filter { $0.text?.hasPrefix("Row ") == true }.count == 60)
    }

    @Test func aLazyStackOutsideAScrollViewMakesEveryRow() {
        let counter = BodyCounter()
        _ = ImageRenderer(content: LazyVStack { ForEach(0..<30, id: \.self) { CountedRow(index: $0, counter: counter) } }
            .frame(width: 300, height: 200)).layout
        #expect(counter.evaluations == 30)
    }

    @Test func aLazyGridOfAHundredThousandCellsMakesOnlyTheVisibleLines() throws {
        let counter = BodyCounter()
        let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
        let grid = ScrollView {
            LazyVGrid(columns: columns, spacing: 0) { ForEach(0..<100_000, id: \.self) { CountedRow(index: $0, counter: counter) } }
        }
        let renderer = ImageRenderer(content: grid)
        renderer.window = SafeAreaLayoutTests.phone
        let layout = renderer.layout
        // 21 lines of three 44-point cells show; half a screen more are made.
        let shownCells = 3 * Int((926.0 / 44).rounded(.up))
        #expect(counter.evaluations >= shownCells && counter.evaluations <= 2 * shownCells, "\(counter.evaluations) cell bodies")
        let gridFrame = try #require(layout.allViews.first { $0.name == "LazyVGrid" }).frame
        #expect(abs(gridFrame.height - CGFloat((100_000 + 2) / 3) * 44) < 1, "\(gridFrame)")
        // The same cells as the grid made whole draws (a scroll view anchored at its top shows
        // the same place but makes everything, since an anchor may show any part).
        let eager = ImageRenderer(content: ScrollView {
            LazyVGrid(columns: columns, spacing: 0) { ForEach(0..<300, id: \.self) { CountedRow(index: $0, counter: BodyCounter()) } }
        }.defaultScrollAnchor(.top))
        eager.window = SafeAreaLayoutTests.phone
        #expect(try renderer.canvas.bitmap.pixels == eager.canvas.bitmap.pixels)
    }

    @Test func rowsKeepTheirIdentityAndAppearWhenMade() {
        let log = EventLog()
        let screen = ScrollView {
            LazyVStack {
                ForEach(0..<10_000, id: \.self) { index in
                    Text("\(index)").frame(height: 100).onAppear { log.note("\(index)") }
                }
            }
        }
        let renderer = ImageRenderer(content: screen)
        renderer.window = SafeAreaLayoutTests.phone
        renderer.settle()
        // Only the rows made appear, in order.
        #expect(!log.events.isEmpty && log.events.count < 30)
        #expect(log.events == log.events.indices.map { "\($0)" })
    }
}


import Benchmark
import Foundation
import ViewTree

/// Lazy containers (issue 22): 10 and 100,000 rows in a `LazyVStack`, a `List` and a `LazyVGrid` in a
/// scroll view on a phone screen, laid out and drawn. Lazy containers make only the rows the
/// screen shows, so the two counts should cost about the same time and memory.
func registerLazyBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds)
    for rows in [10, 100_000] {
        Benchmark("Lazy: LazyVStack of \(rows) rows in a ScrollView, 428x926 @3x", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
            await MainActor.run { measureScreen(AnyView(ScrollView { LazyVStack { ForEach(0..<rows, id: \.self) { LazyRow(index: $0) } } }),
                                                benchmark: benchmark) }
        }
        Benchmark("Lazy: List of \(rows) rows, 428x926 @3x", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
            await MainActor.run { measureScreen(AnyView(List(0..<rows, id: \.self) { LazyRow(index: $0) }), benchmark: benchmark) }
        }
        Benchmark("Lazy: LazyVGrid of \(rows) cells in a ScrollView, 428x926 @3x", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
            let columns = [GridItem(.adaptive(minimum: 80))]
            await MainActor.run { measureScreen(AnyView(ScrollView { LazyVGrid(columns: columns) {
                ForEach(0..<rows, id: \.self) { index in Text("\(index)").frame(height: 80).background(Color.blue.opacity(0.2)) }
            } }), benchmark: benchmark) }
        }
    }
}

/// A list row: a title and a detail.
private struct LazyRow: View {
    let index: Int

    var body: some View {
        HStack {
            Text("Row \(index)")
            Spacer()
            Text("detail").foregroundStyle(.secondary)
        }
        .padding(.horizontal)
        .frame(height: 44)
    }
}

/// Lays `view` out as an iPhone 13 Pro Max's screen at 3x and draws it, measured.
@MainActor private func measureScreen(_ view: AnyView, benchmark: Benchmark) {
    benchmark.startMeasurement()
    let renderer = ImageRenderer(content: view)
    renderer.scale = 3
    renderer.window = ViewTreeWindow(size: CGSize(width: 428, height: 926),
                                    safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    blackHole(try? renderer.canvas)
    benchmark.stopMeasurement()
}

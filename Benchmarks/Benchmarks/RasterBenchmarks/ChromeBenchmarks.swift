import Benchmark
import Foundation
import ViewTree

/// iOS chrome (issue 9): a settings screen of 40 rows in a navigation stack's inset-grouped list,
/// each a link with a symbol, a value and a chevron; against the same rows hand-built from
/// nested stacks on rounded cards in a scroll view, as screens were written before lists existed.
func registerChromeBenchmarks() {
    Benchmark("Chrome: settings screen, NavigationStack + List of 40 symbol rows, 428x926 @3x") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
        try await MainActor.run { try measureScreenRender(of: ChromeSettings(), benchmark: benchmark) }
    }

    Benchmark("Baseline: the same 40 rows hand-built from stacks on cards, 428x926 @3x") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
        try await MainActor.run { try measureScreenRender(of: HandBuiltSettings(), benchmark: benchmark) }
    }
}

private let symbols = ["wifi", "airplane", "bell.fill", "moon.fill", "hourglass", "gear", "lock.fill", "globe"]

/// The row at `index`: a title, its symbol and a value.
private func setting(_ index: Int) -> (title: String, symbol: String, value: String) {
    ("Setting \(index)", symbols[index % symbols.count], index.isMultiple(of: 3) ? "On" : "")
}

/// Eight sections of five links under a large title.
private struct ChromeSettings: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<8, id: \.self) { section in
                    Section("Section \(section)") {
                        ForEach(section * 5..<section * 5 + 5, id: \.self) { index in
                            NavigationLink(value: index) {
                                LabeledContent {
                                    Text(setting(index).value)
                                } label: {
                                    Label(setting(index).title, systemImage: setting(index).symbol)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// The same rows, titles and symbols from stacks on rounded cards in a scroll view.
private struct HandBuiltSettings: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("Settings").font(.largeTitle.bold())
                ForEach(0..<8, id: \.self) { section in
                    VStack(alignment: .leading, spacing: 6) {
                        Text("SECTION \(section)").font(.footnote).foregroundStyle(.secondary)
                        VStack(spacing: 0) {
                            ForEach(section * 5..<section * 5 + 5, id: \.self) { index in
                                HStack {
                                    Image(systemName: setting(index).symbol).foregroundStyle(.blue).frame(width: 26)
                                    Text(setting(index).title)
                                    Spacer()
                                    Text(setting(index).value).foregroundStyle(.secondary)
                                    Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
                                }
                                .frame(minHeight: 44)
                                .padding(.horizontal, 20)
                            }
                        }
                        .background(.white, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
                    }
                }
            }
            .padding(.horizontal, 20)
        }
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    }
}

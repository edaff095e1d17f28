import Benchmark
import Foundation
import ViewTree

/// Layout speed (issue 23, target at most 100 µs): one card row of a photo, three texts and a
/// badge, resolved, measured and placed in a 428-point-wide window, as a list lays out a row.
func registerCardRowBenchmarks() {
    let microseconds = Benchmark.Configuration(timeUnits: .microseconds)
    Benchmark("Layout: a card row (photo, three texts, badge), 428 pt wide", configuration: microseconds) { benchmark in
        guard let photo = samplePhoto else { fatalError("sample-photo.jpg not found") }
        nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
        await MainActor.run {
            let renderer = ImageRenderer(content: CardRow(photo: Image(photo)))
            renderer.scale = 3
            renderer.proposedSize = ProposedViewSize(width: 428, height: nil)
            benchmark.startMeasurement()
            blackHole(renderer.layout)
            benchmark.stopMeasurement()
        }
    }
}

/// A feed's row: a rounded photo, a title, a subtitle that may wrap, a caption and a badge.
struct CardRow: View {
    let photo: Image

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            photo.resizable().scaledToFill().frame(width: 72, height: 72)
                .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            VStack(alignment: .leading, spacing: 4) {
                Text("Morning light").font(.headline)
                Text("Continuous corners, a clipped photo and body text that wraps").font(.subheadline)
                    .foregroundStyle(.secondary).lineLimit(2)
                Text("3 min read").font(.caption).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Text("New").font(.caption2.bold()).padding(.horizontal, 8).padding(.vertical, 4)
                .background(Capsule().fill(Color.blue.opacity(0.15)))
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color.white))
    }
}

import Foundation
import Testing
@testable import ViewTreePreviews

/// A stub the preview's view awaits.
private struct StubGreeting: Sendable {
    func text() async -> String { "Loaded" }
}

/// A view that loads its text in `.task`, as previews of real screens do.
private struct LoadingLabel: View {
    @State private var text = "Loading…"

    var body: some View {
        Text(text).padding().task { text = await StubGreeting().text() }
    }
}

/// A view whose task never finishes.
private struct EndlessLabel: View {
    var body: some View {
        Text("Waiting").padding().task { try? await Task.sleep(for: .seconds(3600)) }
    }
}

/// Previews settle as snapshots do: tasks run before the image is taken, and a task that never
/// finishes is cut at the deadline and reported while the preview still renders.
@MainActor @Suite struct PreviewAppearanceTests {
    @Test func tasksRunAndUnfinishedOnesAreReportedWhileThePreviewRenders() async throws {
        let previews = [
            Preview("Loading", traits: .sizeThatFitsLayout) { LoadingLabel() },
            Preview("Endless", traits: .sizeThatFitsLayout) { EndlessLabel() },
        ]
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let matrix = ViewTreeRenderMatrix(previews: previews, choice: ViewTreeMatrixChoice(devices: [testPhone]))
        let run = try await ViewTreeTimeout.withDefault(.milliseconds(200)) {
            try await ViewTreePreviewRenderer(output: folder.url, parallelism: 1).render(matrix, previews: previews)
        }
        #expect(run.failures.isEmpty)
        let loading = try #require(run.outcomes.first { $0.job.path.hasPrefix("loading/") })
        #expect(loading.issues.isEmpty)
        // The loaded text is wider than the placeholder's: the image is the loaded view's size.
        let loadedWidth = Int(ImageRenderer(content: Text("Loaded").padding()).layout.frame.width * testPhone.scale)
        #expect(loading.pixelWidth == loadedWidth)
        let endless = try #require(run.outcomes.first { $0.job.path.hasPrefix("endless/") })
        #expect(endless.pixelWidth > 0)
        #expect(endless.issues.map(\.kind) == [.timedOut])
        #expect(endless.issues.first?.message.contains("EndlessLabel") == true)
    }
}

import Foundation
import Testing
@testable import ViewTreePreviews
import Raster

/// Rendering a matrix to files: sizes, appearance, failures that leave the rest, unwritable
/// folders, progress, and the same bytes whatever the parallelism.
@MainActor @Suite struct PreviewRendererTests {
    static let previews = [
        Preview("Row") { WideRow() },
        Preview(Badge_Previews.self, traits: .sizeThatFitsLayout),
        Preview("Empty", traits: .sizeThatFitsLayout) { Color.red.frame(width: 0, height: 0) },
        Preview("Broken") { try failingView() },
    ]

    func render(into folder: TemporaryFolder, parallelism: Int = 2, progress: any ViewTreeRenderProgress = RecordedProgress(),
                schemes: [ColorScheme] = [.light]) async throws -> ViewTreeRenderRun {
        let matrix = ViewTreeRenderMatrix(previews: Self.previews, choice: ViewTreeMatrixChoice(devices: [testPhone, testWidePhone],
                                                                               colorSchemes: schemes))
        let renderer = ViewTreePreviewRenderer(output: folder.url, parallelism: parallelism, progress: progress)
        return try await renderer.render(matrix, previews: Self.previews)
    }

    @Test func writesEachImageAtItsDevicesPixelSize() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let run = try await render(into: folder)
        let row = try Bitmap(pngData: Data(contentsOf: folder.file("row/testPhone-light.png")))
        #expect(row.width == 60 && row.height == 100)
        let wide = try Bitmap(pngData: Data(contentsOf: folder.file("row/testWidePhone-light.png")))
        #expect(wide.width == 240 && wide.height == 200)
        // The window's background is the light system background; the 100-point row is centred
        // on the 60-point screen (its red from x -20 to 30) and in the safe area below the
        // 10-point status bar (y 45 to 65).
        #expect(row.pixels[0] == 0xFFFF_FFFF)
        #expect(RGBA8(packed: row.pixels[(10 + 45) * 60 + 1]) == RGBA8(red: 255, green: 56, blue: 60, alpha: 255))  // iOS 26's red
        let outcome = run.outcomes.first { $0.job.path == "row/testPhone-light.png" }
        #expect(outcome?.pixelWidth == 60 && outcome?.failure == nil)
        #expect(outcome?.warnings.map(\.kind) == [.overflowsScreen])
        #expect(run.outcomes.first { $0.job.path == "row/testWidePhone-light.png" }?.warnings.isEmpty == true)
    }

    @Test func aFailingPreviewIsReportedAndTheRestRender() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let run = try await render(into: folder)
        #expect(run.outcomes.count == 8)
        #expect(run.failures.map(\.job.path) == ["empty/testPhone-light.png", "empty/testWidePhone-light.png"])
        #expect(run.failures.first?.failure == "The view laid out to 0.0 x 0.0 points, which is no pixels to render.")
        #expect(run.problems.map(\.description) == ["Broken: its view threw no such file"])
        #expect(!run.succeeded)
        for outcome in run.outcomes where outcome.failure == nil {
            #expect(FileManager.default.fileExists(atPath: folder.file(outcome.job.path).path))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("empty").path))
    }

    @Test func aProvidersViewsRenderInTheirOwnTraits() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = try await render(into: folder, schemes: [.light, .dark])
        let light = try Bitmap(pngData: Data(contentsOf: folder.file("badge-default/testPhone-light.png")))
        let dark = try Bitmap(pngData: Data(contentsOf: folder.file("badge-dark/testPhone-dark.png")))
        #expect(light.pixels[0] == RGBA8(red: 255, green: 204, blue: 0, alpha: 255).packed)
        #expect(dark.pixels[0] == 0xFF00_0000)
        #expect(!FileManager.default.fileExists(atPath: folder.file("badge-dark/testPhone-light.png").path))
    }

    @Test func theBytesAreTheSameWhateverTheParallelism() async throws {
        let one = TemporaryFolder(), four = TemporaryFolder()
        defer { one.remove(); four.remove() }
        let first = try await render(into: one, parallelism: 1, schemes: [.light, .dark])
        _ = try await render(into: four, parallelism: 4, schemes: [.light, .dark])
        let written = first.outcomes.filter { $0.failure == nil }.map(\.job.path) + first.contactSheets
        #expect(written.count == 15)
        for path in written {
            #expect(try Data(contentsOf: one.file(path)) == Data(contentsOf: four.file(path)), "\(path)")
        }
    }

    @Test func progressIsToldOfEveryImage() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let progress = RecordedProgress()
        _ = try await render(into: folder, progress: progress)
        #expect(progress.events == ["begin 8"] + (1...8).map { "\($0)/8" } + ["end"])
    }

    @Test func anUnwritableFolderIsAClearError() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try Data("not a folder".utf8).write(to: folder.url)
        let inside = folder.url.appendingPathComponent("previews")
        let renderer = ViewTreePreviewRenderer(output: inside)
        let error = await #expect(throws: ViewTreePreviewToolError.self) {
            try await renderer.render(ViewTreeRenderMatrix(previews: Self.previews), previews: Self.previews)
        }
        #expect(error?.description == "Cannot write to the output folder '\(inside.path)': '\(folder.url.path)' is a file, not a folder")
    }

    @Test func theLinesAndTheBarSayWhatHappened() {
        var lines: [String] = []
        let plain = ViewTreeProgressLines { lines.append($0) }
        let job = ViewTreeRenderMatrix(previews: [Preview("Row") { WideRow() }], defaultDevices: [testPhone]).jobs[0]
        plain.begin(total: 2)
        plain.finished(ViewTreeRenderOutcome(job: job, pixelWidth: 60, pixelHeight: 100), completed: 1, total: 2)
        plain.finished(.failed(job, "no pixels"), completed: 2, total: 2)
        #expect(lines == ["rendering 2 images\n", "[1/2] wrote row/testPhone-light.png (60x100)\n",
                          "[2/2] failed row/testPhone-light.png: no pixels\n"])
        let bar = ViewTreeProgressBar(width: 10) { _ in }
        #expect(bar.line(completed: 3, total: 4, name: "row/a.png") == "\r\u{1B}[2K███████░░░ 3/4 row/a.png")
    }
}

extension PreviewRendererTests {
    @Test func drawingThreadsRunSideBySideOffTheMainThread() async throws {
        // Each work waits for the other to have started: drawn one after another, they would
        // both time out.
        let started = DispatchGroup()
        started.enter()
        started.enter()
        let met = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    try await DrawingThreads.run {
                        started.leave()
                        return started.wait(timeout: .now() + 10) == .success && !Thread.isMainThread
                    }
                }
            }
            var all = true
            for try await result in group { all = all && result }
            return all
        }
        #expect(met)
    }
}

import Benchmark
import Foundation
import ViewTreeGallery
import ViewTreePreviews

/// Previews to PNG (issue 8): the demo gallery's previews on six devices in light and dark,
/// laid out on the main actor and drawn, encoded and written on every core (contact sheets
/// included), as `viewtree render` does; and the same on one core, for the speed-up.
func registerPreviewBenchmarks() {
    let devices: [ViewTreeDevice] = [.iPhoneSe, .iPhone8, .iPhone13Mini, .iPhone13Pro, .iPhone13ProMax, .iPadPro11]
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds,
                                                warmupIterations: 1, maxDuration: .seconds(120), maxIterations: 5)
    for jobs in [ProcessInfo.processInfo.activeProcessorCount, 1] {
        Benchmark("Previews: demo gallery on 6 devices in light and dark, \(jobs) job\(jobs == 1 ? "" : "s")",
                  configuration: configuration) { benchmark in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-benchmark-previews")
            defer { try? FileManager.default.removeItem(at: folder) }
            benchmark.startMeasurement()
            let (images, expected) = try await renderGallery(on: devices, jobs: jobs, into: folder)
            benchmark.stopMeasurement()
            precondition(images == expected, "rendered \(images) of the gallery's \(expected) images")
        }
    }
}

/// Renders every image of the demo gallery on `devices`; returns how many were written and how
/// many the gallery's matrix holds.
@MainActor
private func renderGallery(on devices: [ViewTreeDevice], jobs: Int, into folder: URL) async throws
    -> (written: Int, expected: Int) {
    let previews = DemoGallery.previews
    let matrix = ViewTreeRenderMatrix(previews: previews, choice: ViewTreeMatrixChoice(devices: devices, colorSchemes: [.light, .dark]))
    let run = try await ViewTreePreviewRenderer(output: folder, parallelism: jobs).render(matrix, previews: previews)
    precondition(run.succeeded, "\(run.failures.map(\.failure))")
    return (run.outcomes.count, matrix.jobs.count)
}

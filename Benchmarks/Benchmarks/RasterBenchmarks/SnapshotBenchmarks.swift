import Benchmark
import Foundation
import Raster
import Snapshot

/// Snapshot testing's costs (issue 5): a whole assertion against a reference on disk, and the
/// perceptual comparison of two full iPhone 13 Pro Max frames that differ everywhere.
func registerSnapshotBenchmarks() {
    let config = ViewImageConfig.iPhone13ProMax
    let strategy = Snapshotting<CardListView, ViewTreeSnapshotImage>.image(layout: .device(config: config))

    // Goal: under 50 ms per assertion on one core (iOS simulator runs take about 600 ms).
    for rows in [100, 9] {
        Benchmark("Snapshot: assertSnapshot of an iPhone13ProMax screen (\(rows)-card list) matching its reference") { benchmark in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-benchmark-snapshots")
            _ = verifySnapshot(of: CardListView(rows: rows), as: strategy, named: "cards-\(rows)", record: .all,
                               snapshotDirectory: directory.path, testName: "benchmark")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let failure = verifySnapshot(of: CardListView(rows: rows), as: strategy, named: "cards-\(rows)",
                                             record: .never, snapshotDirectory: directory.path, testName: "benchmark")
                precondition(failure == nil, failure ?? "")
            }
            benchmark.stopMeasurement()
        }
    }

    // Issue 23: a suite of passing assertions, one after another and on every core
    // (`concurrentPerform`, as parallel test runners spread tests over threads); the parallel
    // run's time over the sequential one's is the figure of merit (goal: at most 0.6 on 2 cores).
    let suiteSize = 100
    let suite = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, warmupIterations: 1,
                                        maxDuration: .seconds(60), maxIterations: 5)
    for parallel in [false, true] {
        Benchmark("Snapshot: \(suiteSize) passing iPhone13ProMax assertions (9-card list), \(parallel ? "in parallel" : "one after another")",
                  configuration: suite) { benchmark in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-benchmark-suite").path
            _ = verifySnapshot(of: CardListView(rows: 9), as: strategy, named: "cards-9", record: .all,
                               snapshotDirectory: directory, testName: "suite")
            let assertion: @Sendable (Int) -> Void = { _ in
                let strategy = Snapshotting<CardListView, ViewTreeSnapshotImage>.image(layout: .device(config: .iPhone13ProMax))
                let failure = verifySnapshot(of: CardListView(rows: 9), as: strategy, named: "cards-9", record: .never,
                                             snapshotDirectory: directory, testName: "suite")
                precondition(failure == nil, failure ?? "")
            }
            benchmark.startMeasurement()
            if parallel {
                DispatchQueue.concurrentPerform(iterations: suiteSize, execute: assertion)
            } else {
                (0..<suiteSize).forEach(assertion)
            }
            benchmark.stopMeasurement()
        }
    }

    // Goal: well under 100 ms for a full-frame mismatch.
    let frames: (Bitmap, Bitmap)? = {
        // Views live on the main actor; the runner registers benchmarks off it, with the main
        // queue free.
        func render(_ scheme: ColorScheme) -> Bitmap? {
            DispatchQueue.main.sync {
                let renderer = ImageRenderer(content: CardListView().environment(\.colorScheme, scheme))
                renderer.scale = 3
                return try? renderer.canvas.bitmap
            }
        }
        guard let light = render(.light), let dark = render(.dark) else { return nil }
        return (light, dark)
    }()
    Benchmark("Snapshot: perceptual comparison of light and dark 1284x2778 frames (0.98)") { benchmark in
        guard let (light, dark) = frames else { fatalError("frames did not render") }
        benchmark.startMeasurement()
        blackHole(ImageComparison.mismatch(reference: light, new: dark, perceptualPrecision: 0.98))
        benchmark.stopMeasurement()
    }

    // The worst case for the colour cache: every pixel a different colour pair.
    let noise: (Bitmap, Bitmap)? = {
        var state: UInt32 = 12_345
        func next() -> UInt32 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return state | 0xFF00_0000
        }
        let count = 1284 * 2778
        let first = (0..<count).map { _ in next() }, second = (0..<count).map { _ in next() }
        guard let a = try? Bitmap(width: 1284, height: 2778, pixels: first),
              let b = try? Bitmap(width: 1284, height: 2778, pixels: second) else { return nil }
        return (a, b)
    }()
    Benchmark("Snapshot: perceptual comparison of two 1284x2778 noise frames (worst case)") { benchmark in
        guard let (a, b) = noise else { fatalError("noise frames could not be made") }
        benchmark.startMeasurement()
        blackHole(ImageComparison.mismatch(reference: a, new: b, perceptualPrecision: 0.98))
        benchmark.stopMeasurement()
    }
}

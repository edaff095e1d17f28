import Benchmark
import Foundation
import Raster
import Snapshot
import ViewTree

/// With `VIEWTREE_PROFILE` set, runs one workload in a loop (for callgrind or `time`) and exits
/// instead of benchmarking: `card-row` (the card-row layout benchmark's work, timed one by one,
/// sorted times printed as a median), `peer-scene` (Raster), `peer-scene-cairo`, `peer-scene-png` (writes
/// both frames to the temporary directory, to look at), `snapshot` (passing iPhone13ProMax
/// assertions of the 9-card list, timed one by one; the median is printed, for debug builds,
/// which the benchmark runner does not make).
func runProfileIfRequested() {
    guard let workload = ProcessInfo.processInfo.environment["VIEWTREE_PROFILE"] else { return }
    let rounds = Int(ProcessInfo.processInfo.environment["VIEWTREE_PROFILE_ROUNDS"] ?? "") ?? 10
    do {
        guard let photo = samplePhoto else { fatalError("sample-photo.jpg not found") }
        let scene = try PeerScene(photo: photo)
        switch workload {
        case "peer-scene":
            for _ in 0..<rounds {
                let canvas = try RasterCanvas(width: PeerScene.width, height: PeerScene.height)
                try scene.draw(on: canvas)
                blackHole(canvas.pixel(x: 100, y: 100))
            }
        case "peer-scene-cairo":
            let cairo = try CairoPeerScene(scene: scene)
            for _ in 0..<rounds { cairo.draw() }
            blackHole(cairo.firstPixel)
        case "peer-scene-png":
            let canvas = try RasterCanvas(width: PeerScene.width, height: PeerScene.height)
            try scene.draw(on: canvas)
            let folder = FileManager.default.temporaryDirectory
            try canvas.pngData().write(to: folder.appendingPathComponent("peer-scene-raster.png"))
            let cairo = try CairoPeerScene(scene: scene)
            cairo.draw()
            cairo.writePNG(to: folder.appendingPathComponent("peer-scene-cairo.png").path)
        case "card-row":
            // Views are laid out on the main actor, whose queue the main thread serves meanwhile.
            let times = DispatchQueue.main.sync { MainActor.assumeIsolated { timeCardRowLayouts(rounds, photo: photo) } }
            print(String(format: "card row layout: median %.1f µs, min %.1f µs of %d", times[times.count / 2], times[0],
                         times.count))
        case "snapshot":
            let times = timePassingAssertions(rounds)
            let wall = times.map(\.wall).sorted(), cpu = times.map(\.cpu).sorted()
            print(String(format: "passing iPhone13ProMax assertion: median %.1f ms (CPU %.1f ms), min %.1f ms (CPU %.1f ms) of %d",
                         wall[wall.count / 2], cpu[cpu.count / 2], wall[0], cpu[0], times.count))
        default:
            fatalError("unknown VIEWTREE_PROFILE workload \(workload)")
        }
    } catch {
        fatalError("\(error)")
    }
    exit(0)
}

/// The wall-clock and process CPU times, in milliseconds, of `rounds` passing assertions of the
/// 9-card list against a reference recorded first. On a shared machine the CPU time is the steadier
/// figure: the wall time also counts the time other jobs held the cores.
private func timePassingAssertions(_ rounds: Int) -> [(wall: Double, cpu: Double)] {
    let strategy = Snapshotting<CardListView, ViewTreeSnapshotImage>.image(layout: .device(config: .iPhone13ProMax))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-profile-snapshots").path
    _ = verifySnapshot(of: CardListView(rows: 9), as: strategy, named: "cards-9", record: .all,
                       snapshotDirectory: directory, testName: "profile")
    return (0..<max(1, rounds)).map { _ in
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = processCPUNanoseconds()
        let failure = verifySnapshot(of: CardListView(rows: 9), as: strategy, named: "cards-9", record: .never,
                                     snapshotDirectory: directory, testName: "profile")
        precondition(failure == nil, failure ?? "")
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, Double(processCPUNanoseconds() - cpuStart) / 1e6)
    }
}

/// The CPU time all threads of this process have used, in nanoseconds.
private func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The sorted wall-clock times, in microseconds, of `rounds` layouts of the card-row benchmark's row
/// (a new renderer each, as the benchmark makes), after one untimed layout.
@MainActor
private func timeCardRowLayouts(_ rounds: Int, photo: Bitmap) -> [Double] {
    func layOut() -> Double {
        let renderer = ImageRenderer(content: CardRow(photo: Image(photo)))
        renderer.scale = 3
        renderer.proposedSize = ProposedViewSize(width: 428, height: nil)
        let start = DispatchTime.now().uptimeNanoseconds
        blackHole(renderer.layout)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
    }
    _ = layOut()
    return (0..<max(1, rounds)).map { _ in layOut() }.sorted()
}

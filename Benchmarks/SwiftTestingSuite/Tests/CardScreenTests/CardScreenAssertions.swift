import Foundation
import Snapshot
import Testing

/// The benchmark's settings, which run.sh passes in the environment.
enum Benchmark {
    /// How many cases each parameterised test runs: `ASSERTIONS`, 1,000 unless set.
    static let count = ProcessInfo.processInfo.environment["ASSERTIONS"].flatMap(Int.init) ?? 1000
    /// The folder `imageOfEachCase` writes every case's image to: `IMAGES`; unset, that test is off.
    static let imageDirectory = ProcessInfo.processInfo.environment["IMAGES"]
    /// The strategy every case uses: the whole iPhone 13 Pro Max screen, at 3x.
    static var strategy: Snapshotting<CardScreen, ViewTreeSnapshotImage> { .image(layout: .device(config: .iPhone13ProMax)) }
}

/// The suite the benchmark times: one passing assertion per case, as a snapshot suite makes them,
/// all against the one reference run.sh records first (`__Snapshots__`, not committed).
@Test(arguments: 0..<Benchmark.count)
func cards(case index: Int) {
    assertSnapshot(of: CardScreen(), as: Benchmark.strategy, named: "cards")
}

/// The same renders written to a file each (`cards.cards-<case>.png`) instead of compared, so that
/// run.sh can check that a parallel run makes, byte for byte, the images of a sequential one.
@Test(.enabled(if: Benchmark.imageDirectory != nil), arguments: 0..<Benchmark.count)
func imageOfEachCase(case index: Int) {
    _ = verifySnapshot(of: CardScreen(), as: Benchmark.strategy, named: "cards-\(index)", record: .all,
                       snapshotDirectory: Benchmark.imageDirectory, testName: "cards")
}

import Benchmark
import Foundation
import ViewTree

/// Layout of deeply nested containers (issue 22): the time of a pass must grow linearly with
/// depth, so each depth's median divided by its depth stays about the same from 8 to 64.
func registerNestingBenchmarks() {
    let microseconds = Benchmark.Configuration(timeUnits: .microseconds)
    for depth in [8, 16, 32, 64] {
        Benchmark("Nesting: lay out HStack in ZStack, \(depth) levels", configuration: microseconds) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
            await MainActor.run { measureLayout(of: nested(depth: depth), benchmark: benchmark) }
        }
        Benchmark("Nesting: lay out VStack with frame(maxWidth: .infinity), \(depth) levels",
                  configuration: microseconds) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
            await MainActor.run { measureLayout(of: nestedFrames(depth: depth), benchmark: benchmark) }
        }
    }
}

/// `depth` levels of a ZStack around an HStack of the level below and a text.
@MainActor private func nested(depth: Int) -> AnyView {
    (0..<depth).reduce(AnyView(Text("Innermost"))) { inner, level in
        AnyView(ZStack { HStack { inner; Text("Level \(level)") } })
    }
}

/// `depth` levels of a padded VStack, stretched by `frame(maxWidth: .infinity)`, around the level below.
@MainActor private func nestedFrames(depth: Int) -> AnyView {
    (0..<depth).reduce(AnyView(Text("Innermost"))) { inner, level in
        AnyView(VStack(alignment: .leading) { inner; Text("Level \(level)") }.padding(1).frame(maxWidth: .infinity))
    }
}

/// Lays `view` out in an iPhone 13 Pro Max's space at 3x, measured (resolving, measuring, placing).
@MainActor private func measureLayout(of view: AnyView, benchmark: Benchmark) {
    let renderer = ImageRenderer(content: view)
    renderer.scale = 3
    renderer.proposedSize = ProposedViewSize(width: 428, height: 926)
    benchmark.startMeasurement()
    blackHole(renderer.layout)
    benchmark.stopMeasurement()
}

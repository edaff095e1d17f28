import Benchmark
import Foundation
import ViewTree

/// Lays out and draws `view` as an iPhone 13 Pro Max's screen at 3x, measured.
@MainActor
func measureScreenRender<V: View>(of view: V, benchmark: Benchmark) throws {
    let renderer = ImageRenderer(content: view)
    renderer.scale = 3
    renderer.window = ViewTreeWindow(size: CGSize(width: 428, height: 926),
                                    safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    benchmark.startMeasurement()
    blackHole(try renderer.canvas)
    benchmark.stopMeasurement()
}

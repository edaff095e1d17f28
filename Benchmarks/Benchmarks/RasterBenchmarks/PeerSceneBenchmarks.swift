import Benchmark
import CCairo
import Foundation
import Raster

/// The sample photo of Resources/Images, decoded.
let samplePhoto: Bitmap? = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Resources/Images/sample-photo.jpg").standardized
    return (try? Data(contentsOf: file)).flatMap { try? Bitmap(jpegData: $0) }
}()

/// The peers' scene (issue 23) drawn by Raster and by Cairo in the same run.
func registerPeerSceneBenchmarks() {
    let scene = samplePhoto.flatMap { try? PeerScene(photo: $0) }

    // Drawn again and again, the photos are found in the resampled-image cache (as the same
    // screen or the same thumbnails are in a snapshot suite); "uncached" turns the cache off,
    // so every draw resamples the five photos, as a first frame does.
    for cached in [true, false] {
        Benchmark("Peer scene: Raster draws 5 cards, 5 clipped photos, 16 texts, 1284x2778\(cached ? "" : ", uncached")") { benchmark in
            guard let scene else { fatalError("the peer scene could not be made") }
            let limit = RasterCanvas.resampledImageCacheLimit
            if !cached { RasterCanvas.resampledImageCacheLimit = 0 }
            defer { RasterCanvas.resampledImageCacheLimit = limit }
            let canvas = try RasterCanvas(width: PeerScene.width, height: PeerScene.height)
            benchmark.startMeasurement()
            try scene.draw(on: canvas)
            benchmark.stopMeasurement()
            blackHole(canvas.pixel(x: 100, y: 100))
        }
    }

    for (filter, name) in [(CAIRO_FILTER_GOOD, "good"), (CAIRO_FILTER_BILINEAR, "bilinear")] {
        Benchmark("Baseline: Cairo draws the peer scene (photos with the \(name) filter)") { benchmark in
            guard let scene else { fatalError("the peer scene could not be made") }
            let cairo = try CairoPeerScene(scene: scene, filter: filter)
            benchmark.startMeasurement()
            cairo.draw()
            benchmark.stopMeasurement()
            blackHole(cairo.firstPixel)
        }
    }
}

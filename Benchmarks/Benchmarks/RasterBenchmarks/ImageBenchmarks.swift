import Benchmark
import Foundation
import Raster
import ViewTree

/// Image costs (issue 6): decoding the sample photo, drawing it shrunk to a 96 pt thumbnail at
/// @3x (Cairo draws the same as the baseline), and a whole screen showing ten of them.
func registerImageBenchmarks() {
    let photoFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Resources/Images/sample-photo.jpg").standardized
    let photoData = try? Data(contentsOf: photoFile)
    let microseconds = Benchmark.Configuration(timeUnits: .microseconds)
    let photo = photoData.flatMap { try? Bitmap(jpegData: $0) }
    let thumbnail = CGRect(x: 0, y: 0, width: 96, height: 96)

    Benchmark("Image: decode the 1024x1024 sample JPEG") { benchmark in
        guard let photoData else { fatalError("sample-photo.jpg not found") }
        benchmark.startMeasurement()
        blackHole(try Bitmap(jpegData: photoData))
        benchmark.stopMeasurement()
    }

    Benchmark("Image: draw the 1024x1024 photo into 96x96 pt @3x (288x288 px)", configuration: microseconds) { benchmark in
        guard let photo else { fatalError("sample-photo.jpg not found") }
        let canvas = try RasterCanvas(width: 288, height: 288)
        canvas.transform = CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0)
        benchmark.startMeasurement()
        try canvas.draw(photo, in: thumbnail)
        benchmark.stopMeasurement()
        blackHole(canvas.pixel(x: 0, y: 0))
    }

    Benchmark("Baseline: Cairo draws the photo into 288x288 px (FILTER_GOOD)", configuration: microseconds) { benchmark in
        guard let photo else { fatalError("sample-photo.jpg not found") }
        let image = CairoImage(photo)
        let canvas = CairoCanvas(width: 288, height: 288)
        benchmark.startMeasurement()
        canvas.draw(image, in: CGRect(x: 0, y: 0, width: 288, height: 288))
        benchmark.stopMeasurement()
        blackHole(canvas.firstPixel)
    }

    Benchmark("Image: lay out and render an iPhone13ProMax screen with ten 96 pt photos") { benchmark in
        guard let photo else { fatalError("sample-photo.jpg not found") }
        nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
        try await MainActor.run { try measureScreenRender(of: PhotoGrid(photo: Image(photo)), benchmark: benchmark) }
    }
}

/// Ten photo thumbnails in five rows of two, each with a caption.
private struct PhotoGrid: View {
    let photo: Image

    var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<5, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(0..<2, id: \.self) { column in
                        VStack(alignment: .leading, spacing: 4) {
                            photo.resizable().scaledToFill().frame(width: 96, height: 96).clipShape(RoundedRectangle(cornerRadius: 12))
                            Text("Photo \(row * 2 + column + 1)").font(.caption)
                        }
                    }
                }
            }
        }
    }
}

import Foundation
import Testing
@testable import Raster

/// Separate canvases drawn at once from many threads give exactly the pixels of a serial run.
struct ConcurrencyTests {
    /// A drawing that exercises fills, strokes, clips and layers, varied by `seed`.
    private static func draw(seed: Int) throws -> Bitmap {
        let canvas = try RasterCanvas(width: 96, height: 64)
        let offset = Double(seed % 7) * 1.37
        try canvas.fill(Path(roundedRect: CGRect(x: 4 + offset, y: 3, width: 80, height: 50), cornerRadius: 12),
                        color: RGBAColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.8))
        try canvas.stroke(Path(ellipseIn: CGRect(x: 20, y: 10 + offset, width: 40, height: 30)),
                          color: .black, style: StrokeStyle(lineWidth: 2.5, dash: [4, 2]))
        try canvas.withClip(Path(ellipseIn: CGRect(x: 30, y: 5, width: 50, height: 50))) {
            try canvas.withLayer(opacity: 0.6) {
                try canvas.fill(Path(CGRect(x: 0, y: 0, width: 96, height: 64)),
                                color: RGBAColor(red: 1, green: 0.3, blue: 0.2, alpha: 1))
            }
        }
        return canvas.bitmap
    }

    @Test func parallelDrawingMatchesSerialDrawing() async throws {
        let seeds = Array(0..<32)
        let serial = try seeds.map { try Self.draw(seed: $0) }
        let parallel = try await withThrowingTaskGroup(of: (Int, Bitmap).self) { group in
            for seed in seeds {
                group.addTask { (seed, try Self.draw(seed: seed)) }
            }
            var results = [Int: Bitmap]()
            for try await (seed, bitmap) in group { results[seed] = bitmap }
            return results
        }
        for seed in seeds {
            #expect(parallel[seed] == serial[seed], "seed \(seed)")
        }
        // The drawings really differ, so equality above is not trivially true.
        #expect(serial[0] != serial[1])
    }
}

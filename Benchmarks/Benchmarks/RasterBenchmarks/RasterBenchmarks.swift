import Benchmark
import Foundation
import Raster
import ViewTree

/// Rounded rectangles filled per iteration of the rounded-rect benchmark.
private let rectCount = 2000
private let rectColor = RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 0.6)

/// The `index`th rectangle, spread over the whole canvas.
private func roundedRect(_ index: Int) -> Path {
    let origin = CGPoint(x: Double((index * 37) % 1150) + 0.3, y: Double((index * 53) % 2700) + 0.6)
    return Path(roundedRect: CGRect(origin: origin, size: CGSize(width: 128, height: 64)), cornerRadius: 12,
                style: .continuous)
}

let benchmarks: @Sendable () -> Void = {
    runProfileIfRequested()
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 3,
        maxDuration: .seconds(5),
        maxIterations: 60
    )

    // Target: a 128x64 translucent continuous rounded rect in at most 10 us, path building
    // included (Blend2D's level; REFERENCE: Cairo 46 us, Skia 64 us on this kind of machine).
    // Cairo fills the same paths in the same run, as the baseline for the ratio.
    Benchmark("Fill 2000 translucent 128x64 r12 continuous rounded rects, 1284x2778") { benchmark in
        let canvas = try RasterCanvas(width: CardListScene.width, height: CardListScene.height)
        benchmark.startMeasurement()
        for i in 0..<rectCount {
            try canvas.fill(roundedRect(i), color: rectColor)
        }
        benchmark.stopMeasurement()
        blackHole(canvas.pixel(x: 100, y: 100))
    }

    Benchmark("Baseline: Cairo fills the same 2000 rounded rects") { benchmark in
        let canvas = CairoCanvas(width: CardListScene.width, height: CardListScene.height)
        benchmark.startMeasurement()
        for i in 0..<rectCount {
            canvas.fill(roundedRect(i), color: rectColor)
        }
        benchmark.stopMeasurement()
        blackHole(canvas.firstPixel)
    }

    Benchmark("Draw card-list scene, 1284x2778") { benchmark in
        let canvas = try RasterCanvas(width: CardListScene.width, height: CardListScene.height)
        benchmark.startMeasurement()
        try CardListScene.draw(on: canvas)
        benchmark.stopMeasurement()
        blackHole(canvas.pixel(x: 100, y: 100))
    }

    let frame = try? CardListScene.bitmap()

    // The two encoders run on the same frame in the same run; the ratio is the figure of merit.
    Benchmark("PNG encode 1284x2778 UI frame (ViewTree .fast)") { benchmark in
        guard let frame else { return }
        blackHole(try frame.pngData(options: .fast))
    }

    Benchmark("PNG encode 1284x2778 UI frame (libpng defaults)") { benchmark in
        guard let frame else { return }
        blackHole(try frame.pngData(options: .libpngDefault))
    }

    let encoded = try? frame?.pngData()
    Benchmark("PNG decode 1284x2778 UI frame") { benchmark in
        guard let encoded else { return }
        blackHole(try Bitmap(pngData: encoded))
    }

    // Target: shaping, line breaking and drawing together at most 2 us per glyph with a warm
    // glyph cache (REFERENCE: Skia draws about 1.1 us per glyph on this kind of machine).
    // Per-glyph time = median / glyph count (printed in BENCHMARKS.md).
    let textLayout = try? TextSample.layout()
    let textOrigin = CGPoint(x: 40, y: 40)
    let microseconds = Benchmark.Configuration(timeUnits: .microseconds)
    Benchmark("Text: shape, break and draw \(textLayout.map(TextSample.glyphCount) ?? 0) glyphs, Inter 17 px",
              configuration: microseconds) { benchmark in
        let canvas = try RasterCanvas(width: CardListScene.width, height: CardListScene.height)
        try canvas.draw(try TextSample.layout(), at: textOrigin, color: .black)
        benchmark.startMeasurement()
        try canvas.draw(try TextSample.layout(), at: textOrigin, color: .black)
        benchmark.stopMeasurement()
        blackHole(canvas.pixel(x: 100, y: 100))
    }

    Benchmark("Text: draw the laid-out glyphs only", configuration: microseconds) { benchmark in
        guard let textLayout else { return }
        let canvas = try RasterCanvas(width: CardListScene.width, height: CardListScene.height)
        try canvas.draw(textLayout, at: textOrigin, color: .black)
        benchmark.startMeasurement()
        try canvas.draw(textLayout, at: textOrigin, color: .black)
        benchmark.stopMeasurement()
        blackHole(canvas.pixel(x: 100, y: 100))
    }

    Benchmark("Baseline: Cairo (FreeType backend) draws the same glyphs", configuration: microseconds) { benchmark in
        guard let textLayout, let path = try? FontLibrary.shared.url(family: "Inter", file: TextSample.fontFile).path
        else { return }
        let canvas = CairoTextCanvas(width: CardListScene.width, height: CardListScene.height, fontPath: path,
                                     size: TextSample.size)
        let glyphs = CairoTextCanvas.glyphs(of: textLayout, at: textOrigin)
        canvas.show(glyphs)
        benchmark.startMeasurement()
        canvas.show(glyphs)
        benchmark.stopMeasurement()
        blackHole(canvas.firstPixel)
    }

    // Layout and rendering of a whole screen through the view DSL (issue 4's benchmark).
    // Views live on the main actor: these benchmarks run there (the hop is outside the measurement).
    Benchmark("ViewTree: lay out and render a 100-row card list, 428x926 @3x") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
        try await MainActor.run {
            let renderer = ImageRenderer(content: CardListView())
            renderer.scale = 3
            benchmark.startMeasurement()
            blackHole(try renderer.canvas)
            benchmark.stopMeasurement()
        }
    }

    Benchmark("ViewTree: lay out the 100-row card list only") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark  // used on this thread only
        await MainActor.run {
            let renderer = ImageRenderer(content: CardListView())
            renderer.scale = 3
            benchmark.startMeasurement()
            blackHole(renderer.layout)
            benchmark.stopMeasurement()
        }
    }

    registerPeerSceneBenchmarks()
    registerCardRowBenchmarks()
    registerSnapshotBenchmarks()
    registerImageBenchmarks()
    registerChromeBenchmarks()
    registerEffectBenchmarks()
    registerPreviewBenchmarks()
    registerNestingBenchmarks()
    registerLazyBenchmarks()
}

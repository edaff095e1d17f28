import Benchmark
import Foundation
import Raster
import ViewTree

/// Paint and effect costs (issue 7) on an iPhone13ProMax canvas at @3x: a full-screen linear
/// gradient (Cairo fills the same as the baseline), a card with and without its shadow, and a
/// wide blur.
func registerEffectBenchmarks() {
    let screen = CGRect(x: 0, y: 0, width: 1284, height: 2778)
    let colors = [RGBAColor(red: 0.35, green: 0.34, blue: 0.84), RGBAColor(red: 0.69, green: 0.32, blue: 0.87),
                  RGBAColor(red: 1, green: 0.18, blue: 0.33)]
    let microseconds = Benchmark.Configuration(timeUnits: .microseconds)

    Benchmark("Effect: linear gradient over 1284x2778 px", configuration: microseconds) { benchmark in
        let canvas = try RasterCanvas(width: 1284, height: 2778)
        let paint = Paint.gradient(GradientPaint(
            stops: colors.enumerated().map { ColorStop(color: $1, location: Double($0) / 2) },
            geometry: .linear(start: .zero, end: CGPoint(x: 1284, y: 2778))))
        benchmark.startMeasurement()
        try canvas.fill(Path(screen), paint: paint)
        benchmark.stopMeasurement()
        blackHole(canvas.pixel(x: 0, y: 0))
    }

    Benchmark("Baseline: Cairo linear gradient over 1284x2778 px", configuration: microseconds) { benchmark in
        let canvas = CairoCanvas(width: 1284, height: 2778)
        benchmark.startMeasurement()
        canvas.fill(screen, linearGradient: colors, from: .zero, to: CGPoint(x: 1284, y: 2778))
        benchmark.stopMeasurement()
        blackHole(canvas.firstPixel)
    }

    let card = Path(roundedRect: CGRect(x: 20, y: 100, width: 388, height: 210), cornerRadius: 24, style: .continuous)
    let purple = RGBAColor(red: 0.69, green: 0.32, blue: 0.87)
    for shadowed in [false, true] {
        let name = shadowed ? "Effect: 388x210 pt card with a 16 pt shadow @3x" : "Baseline: the same card without its shadow"
        Benchmark(name, configuration: microseconds) { benchmark in
            let canvas = try RasterCanvas(width: 1284, height: 2778)
            canvas.transform = CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0)
            benchmark.startMeasurement()
            if shadowed {
                try canvas.withShadow(color: purple.opacity(0.45), radius: 16, offset: CGSize(width: 0, height: 10),
                                      bounds: card.boundingRect) {
                    try canvas.fill(card, color: purple)
                }
            } else {
                try canvas.fill(card, color: purple)
            }
            benchmark.stopMeasurement()
            blackHole(canvas.pixel(x: 0, y: 0))
        }
    }

    // A bar-sized material (the backdrop blurred by 15 pt, saturated, tinted) over a gradient,
    // against the same bar filled with one colour.
    let bar = Path(CGRect(x: 0, y: 0, width: 428, height: 96))
    for material in [false, true] {
        let name = material ? "Effect: 428x96 pt regular material bar @3x" : "Baseline: the same bar in one colour"
        Benchmark(name, configuration: microseconds) { benchmark in
            let canvas = try RasterCanvas(width: 1284, height: 2778)
            try canvas.fill(Path(screen), paint: .gradient(GradientPaint(
                stops: colors.enumerated().map { ColorStop(color: $1, location: Double($0) / 2) },
                geometry: .linear(start: .zero, end: CGPoint(x: 1284, y: 2778)))))
            canvas.transform = CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0)
            let paint = material ? Paint.backdrop(BackdropPaint(blurRadius: 15, saturation: 1.8,
                                                                tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.7)))
                                 : Paint.color(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.7))
            benchmark.startMeasurement()
            try canvas.fill(bar, paint: paint)
            benchmark.stopMeasurement()
            blackHole(canvas.pixel(x: 0, y: 0))
        }
    }

    Benchmark("Effect: 260 pt circle blurred by 60 pt @3x", configuration: microseconds) { benchmark in
        let canvas = try RasterCanvas(width: 1284, height: 2778)
        canvas.transform = CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0)
        let circle = Path(ellipseIn: CGRect(x: 200, y: 100, width: 260, height: 260))
        benchmark.startMeasurement()
        try canvas.withBlur(radius: 60, bounds: circle.boundingRect) { try canvas.fill(circle, color: purple) }
        benchmark.stopMeasurement()
        blackHole(canvas.pixel(x: 0, y: 0))
    }
}

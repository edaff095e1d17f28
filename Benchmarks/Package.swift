// swift-tools-version:6.1
import PackageDescription

// Benchmarks live in their own package so the main package stays light.
// Run with: swift package --disable-sandbox benchmark
let package = Package(
    name: "ViewTreeBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ViewTree", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RasterBenchmarks",
            dependencies: [
                .product(name: "Raster", package: "ViewTree"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RasterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

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
        // Cairo, as a baseline measured in the same run (Debian: libcairo2-dev).
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .executableTarget(
            name: "RasterBenchmarks",
            dependencies: [
                "CCairo",
                .product(name: "Raster", package: "ViewTree"),
                .product(name: "ViewTree", package: "ViewTree"),
                .product(name: "Snapshot", package: "ViewTree"),
                .product(name: "ViewTreePreviews", package: "ViewTree"),
                .product(name: "ViewTreeGallery", package: "ViewTree"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RasterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

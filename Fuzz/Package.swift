// swift-tools-version: 6.0
// libFuzzer targets for ViewTree (issue 22), in a package of their own so that the main package
// never builds with the fuzzer's instrumentation. Build and run with Fuzz/run.sh.
import PackageDescription

let package = Package(
    name: "ViewTreeFuzz",
    dependencies: [.package(name: "ViewTree", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "ViewTreeFuzz", dependencies: ["CFuzzerDriver", .product(name: "ViewTree", package: "ViewTree"), .product(name: "Raster", package: "ViewTree")]),
    ]
)

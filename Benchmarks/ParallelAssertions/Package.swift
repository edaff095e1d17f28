// swift-tools-version:6.0
import PackageDescription

// 1,000 snapshot assertions of an iPhone 13 Pro Max card screen, sequentially and in parallel
// (issue 23, item 4). Standalone so it builds in debug and release without the benchmark harness:
//   swift run -c release ParallelAssertions 1000
//   swift run ParallelAssertions 200        (debug: what `swift test` runs)
let package = Package(
    name: "ParallelAssertions",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ViewTree", path: "../..")],
    targets: [
        .executableTarget(name: "ParallelAssertions", dependencies: [
            .product(name: "Snapshot", package: "ViewTree"),
        ]),
    ]
)

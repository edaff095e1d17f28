// swift-tools-version:6.0
import PackageDescription

// 1,000 passing snapshot assertions of an iPhone 13 Pro Max card screen, run by Swift Testing's own
// runner, sequentially and in parallel (issue 23, items 4 and 6). The screen is ParallelAssertions'
// (a link to its file), so the two benchmarks time the same assertion. Run it with
//   sh run.sh [release|debug] [runs]
let package = Package(
    name: "SwiftTestingSuite",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ViewTree", path: "../..")],
    targets: [
        .testTarget(name: "CardScreenTests",
                    dependencies: [.product(name: "Snapshot", package: "ViewTree")],
                    exclude: ["__Snapshots__"]),
    ]
)

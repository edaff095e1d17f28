// swift-tools-version:6.0
import PackageDescription

// An app's views and their snapshot tests as a package of its own that depends on ViewTree: on
// Linux, ViewTree's SwiftUI and UIKit products stand in for Apple's, so the sources compile with
// no edits. scripts/check-client-package.sh builds and tests it.
let package = Package(
    name: "SnapshotCorpus",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "CorpusApp", resources: [.process("Resources")]),
        .testTarget(name: "CorpusAppTests",
                    dependencies: ["CorpusApp", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
    ]
)

#if os(Linux)
// On Linux: ViewTree's SwiftUI, UIKit, Combine and the other frameworks the views import, its plugin
// that lets `@MainActor` XCTest cases run, and its plugin that generates Xcode's asset symbols.
package.dependencies.append(.package(name: "ViewTree", path: "../.."))
for target in package.targets {
    target.dependencies += [.product(name: "SwiftUI", package: "ViewTree"), .product(name: "UIKit", package: "ViewTree"),
                            .product(name: "Combine", package: "ViewTree")]
    target.dependencies += ["Charts", "MapKit", "SwiftData"].map { .product(name: $0, package: "ViewTree") }
    if target.isTest {
        target.plugins = [.plugin(name: "ViewTreeXCTestMainActor", package: "ViewTree")]
    } else {
        target.plugins = [.plugin(name: "ViewTreeAssetSymbols", package: "ViewTree")]
    }
}
#endif

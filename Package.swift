// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "ViewTree",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Snapshot", targets: ["Snapshot"]),
        .library(name: "ViewTreePreviews", targets: ["ViewTreePreviews"]),
        // The demo screens and their previews, which `viewtree` renders (and the benchmarks time).
        .library(name: "ViewTreeGallery", targets: ["ViewTreeGallery"]),
        .executable(name: "viewtree", targets: ["ViewTreeTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // ObservableObject, @Published and ObservableObjectPublisher with Combine's names.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `#Preview` and `@Previewable` (a range swift-snapshot-testing's own requirement also allows).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // `swift package generate-documentation` for the DocC catalogs (scripts/build-docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System libraries, found by pkg-config.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libjpeg-turbo through its libjpeg API (Debian's libjpeg-dev is libjpeg-turbo).
        .systemLibrary(
            name: "CLibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]
        ),
        // libpng and libjpeg report errors with longjmp; this bridge keeps every setjmp/longjmp inside C.
        .target(name: "CCodecBridge", dependencies: ["CLibPNG", "CLibJPEG", "CRasterKernels"], linkerSettings: [.linkedLibrary("z")]),

        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // GitHub-flavoured CommonMark, for Markdown in `Text` literals (strikethrough is an extension).
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Bundled fonts (Resources/Fonts), sample images (Resources/Images), the symbol font (Resources/Symbols)
        // and the code that finds them.
        .target(
            name: "ViewTreeResources",
            path: "Resources",
            exclude: ["README.md"],
            resources: [.copy("Fonts"), .copy("Images"), .copy("Symbols")]
        ),

        // The innermost compositing loops and a prefetch hint, in C (see CRasterKernels.h).
        .target(name: "CRasterKernels"),

        // The pipeline: Raster <- ViewTree <- Snapshot.
        .target(name: "Raster", dependencies: ["CCodecBridge", "CRasterKernels", "CFreeType", "CHarfBuzz", "ViewTreeResources"]),
        // The `#Preview` macro: a preview record the preview renderer finds at run time (see PreviewMacro.swift).
        .macro(name: "ViewTreeMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "ViewTree", dependencies: [
            "Raster",
            "ViewTreeMacros",
            "CCmarkGFM",
            .product(name: "OpenCombine", package: "OpenCombine"),
        ]),
        // UIKit's types that SwiftUI code and snapshot tests use (UIColor, UIImage, UIHostingController,
        // UITraitCollection...), drawn through ViewTree; Linux vends them as the `UIKit` module.
        .target(name: "ViewTreeUIKit", dependencies: ["ViewTree"]),
        .target(name: "Snapshot", dependencies: [
            "ViewTree",
            "ViewTreeUIKit",
            "CMainRunLoop",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // Runs an async main's main-actor jobs on the main thread's run loop, as on iOS (see its header).
        .target(name: "CMainRunLoop"),
        // Previews to PNG: preview catalogs, the render matrix, contact sheets, layout warnings,
        // HTML reports, and the command line that turns an executable into a preview renderer.
        // It does not link Snapshot (which links XCTest).
        .target(name: "ViewTreePreviews", dependencies: [
            "ViewTree",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "ViewTreeGallery", dependencies: ["ViewTreePreviews", "ViewTreeResources"]),
        .executableTarget(name: "ViewTreeTool", dependencies: ["ViewTreeGallery"]),

        .testTarget(name: "RasterTests", dependencies: ["Raster", "SeededFuzzing"], exclude: ["Fixtures"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "ViewTreeResources", "AppNamesFixture", "SeededFuzzing"],
                    resources: [.copy("Resources")]),
        // Names apps commonly define themselves, in a module of their own: the tests import it
        // beside ViewTree to show that ViewTree's names never clash with them.
        .target(name: "AppNamesFixture", dependencies: ["ViewTree"], path: "Tests/AppNamesFixture"),
        // Seeded random numbers and byte damage for the fuzz tests of both test targets.
        .target(name: "SeededFuzzing", path: "Tests/SeededFuzzing"),
        // Typical view and model code in Swift 5 language mode, which many apps still use.
        .testTarget(name: "ViewTreeSwift5Tests", dependencies: ["ViewTree", "ViewTreeUIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "CMainRunLoop"], exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(name: "ViewTreeUIKitTests", dependencies: ["ViewTreeUIKit", "Snapshot"],
                    resources: [.copy("Resources")]),
        .testTarget(name: "ViewTreePreviewsTests", dependencies: ["ViewTreePreviews"]),

        .testTarget(name: "ViewTreeGalleryTests", dependencies: ["ViewTreeGallery", "ViewTreePreviews"]),
    ]
)

#if os(Linux)
// swift-snapshot-testing's dependency (through swift-custom-dump), named here so that `os` can be
// built after it.
package.dependencies.append(.package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"))
// swift-snapshot-testing's dependency (for InlineSnapshotTesting), named here so that the modules
// whose names it tests with `#if canImport` can be built after it (see `customDumpFirst`).
package.dependencies.append(.package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"))
// swift-custom-dump declares conformances under `#if canImport(SwiftUI)`, `canImport(UIKit)`,
// `canImport(StoreKit)`, `canImport(UniformTypeIdentifiers)` and `canImport(CoreLocation)`, for
// Apple's types. Whether it saw ViewTree's modules of those names would depend on the build order
// (and it does not compile against them), so each of them depends on it: CustomDump is always built
// first, without them, in a clean build of ViewTree and of every app that uses InlineSnapshotTesting
// (FrameworkModuleTests/CustomDumpBuildOrderTests checks it).
let customDumpFirst: Target.Dependency = .product(name: "CustomDump", package: "swift-custom-dump")
// `import SwiftUI` and `import UIKit` on Linux: modules of those names over ViewTree, so that iOS view
// files and their snapshot tests compile unchanged. They are built after swift-snapshot-testing
// (they depend on it through Snapshot), so its `#if canImport(SwiftUI)` and `#if canImport(UIKit)`
// never see them in a clean build (see the README's "import SwiftUI and import UIKit on Linux").
package.products += [
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "PhotosUI", targets: ["PhotosUI"]),
    .library(name: "TipKit", targets: ["TipKit"]),
    .library(name: "SwiftData", targets: ["SwiftData"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "StoreKit", targets: ["StoreKit"]),
    .library(name: "SafariServices", targets: ["SafariServices"]),
    .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
    .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    // Xcode's generated asset symbols (`Color(.brandPrimary)`, `Image(.logo)`): apply it to app targets with catalogs.
    .plugin(name: "ViewTreeAssetSymbols", targets: ["ViewTreeAssetSymbolsPlugin"]),
    .library(name: "os", targets: ["os"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    // Lets `@MainActor final class FooTests: XCTestCase` run: apply it to test targets.
    .plugin(name: "ViewTreeXCTestMainActor", targets: ["ViewTreeXCTestSupportPlugin"]),
]
package.targets += [
    // SwiftUI re-exports ViewTree, UIKit and Combine, as SwiftUI re-exports UIKit and Combine on iOS.
    .target(name: "SwiftUI", dependencies: ["ViewTree", "UIKit", "Combine"]),
    // Combine is OpenCombine (which ViewTree re-exports too, so both see one `ObservableObject`) with
    // its Dispatch and Foundation schedulers and publishers under Apple's names (see its sources).
    .target(name: "Combine", dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
    ]),
    // `UTType` under its framework's name, for files that `import UniformTypeIdentifiers`.
    .target(name: "UniformTypeIdentifiers", dependencies: ["ViewTree", customDumpFirst]),
    // `PhotosPicker` and its items under PhotosUI's names: drawn as a button, picking nothing.
    .target(name: "PhotosUI", dependencies: ["ViewTree"]),
    // `Tip`, `TipView`, `@Parameter` and `#Rule` under TipKit's names: tips show as iOS decides, in memory.
    .target(name: "TipKit", dependencies: ["ViewTree", "ViewTreeMacros"]),
    // `@Model`, `ModelContainer`, `ModelContext`, `FetchDescriptor` and `@Query` under SwiftData's
    // names, over an in-memory store filtered by Foundation's `Predicate` and sorted by its `SortDescriptor`.
    .target(name: "SwiftData", dependencies: ["ViewTree", "ViewTreeMacros"]),
    // SwiftUI's `Map` and its content under MapKit's names (re-exporting CoreLocation, as Apple's
    // MapKit does): drawn as the style's ground with its content projected on it.
    .target(name: "MapKit", dependencies: ["ViewTree", "Raster", "CoreLocation", "ViewTreeUIKit"]),
    // Core Location's coordinates, locations, regions, errors, geocoder and location manager under
    // its names; the device is `ViewTreeLocationSimulator`'s (a fresh simulator unless a test sets it).
    .target(name: "CoreLocation", dependencies: [customDumpFirst]),
    // Swift Charts' marks, scales, axes and legends, drawn as Swift Charts draws them by default.
    .target(name: "Charts", dependencies: ["ViewTree", "Raster"]),
    // Widgets' families, timelines, configurations and environment under WidgetKit's names;
    // `previewContext(WidgetPreviewContext(family:))` lays a widget view out at its family's size.
    .target(name: "WidgetKit", dependencies: ["ViewTree", "ViewTreeMacros", "AppIntents"]),
    // StoreKit's review request (`@Environment(\.requestReview)`), SafariServices' browser view
    // controller and LocalAuthentication's context, as view code uses them; none shows anything.
    .target(name: "StoreKit", dependencies: ["ViewTree", "ViewTreeUIKit", customDumpFirst]),
    .target(name: "SafariServices", dependencies: ["ViewTreeUIKit"]),
    .target(name: "LocalAuthentication"),
    // Core Haptics' engine, events and patterns as apps write them; a render, like the Simulator,
    // has no Taptic Engine.
    .target(name: "CoreHaptics"),
    // App Intents' types, compile-only: intents, entities and shortcuts as apps declare them.
    .target(name: "AppIntents", dependencies: ["ViewTree"]),
    // Core Graphics' geometry and paths under its names, for files that `import CoreGraphics`.
    // No dependency checks `canImport(CoreGraphics)`; Raster tests `canImport(Darwin)` instead, so
    // this module's presence in the build folder changes nothing already built.
    .target(name: "CoreGraphics", dependencies: ["Raster", "_Testing_CoreGraphics"]),
    // Swift Testing's cross-import overlay for a module named CoreGraphics (see its source).
    .target(name: "_Testing_CoreGraphics"),
    // `Logger`, `os_log`, `OSLog` and `OSSignposter` under os's names: each message one line on
    // standard error, signposts recorded nowhere. ViewTreeOSModuleMap declares a Clang module `os`
    // with empty submodules, so that `import os.log` finds this module as their overlay. It is built
    // after swift-argument-parser and xctest-dynamic-overlay, whose `#if canImport(os)` code uses
    // Darwin's locks and dyld (see the README's "import os and import OSLog"), and after the macros'
    // swift-syntax, whose SwiftSyntaxBuilder logs through `os` when it can import it (a macro
    // dependency orders the build without linking swift-syntax into apps).
    .target(name: "os", dependencies: [
        "ViewTreeOSModuleMap",
        "ViewTreeUnfairLock",
        "ViewTreeMacros",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
    ]),
    .systemLibrary(name: "ViewTreeOSModuleMap"),
    // The futex lock behind `os_unfair_lock` and `OSAllocatedUnfairLock` (see its header).
    .target(name: "ViewTreeUnfairLock"),
    // OSLog re-exports os, as Apple's OSLog framework does.
    .target(name: "OSLog", dependencies: ["os"]),
    // UIKit re-exports ViewTreeUIKit and Snapshot, whose strategies swift-snapshot-testing declares on iOS.
    .target(name: "UIKit", dependencies: ["ViewTreeUIKit", "Snapshot", "_Testing_UIKit", "ViewTreeXCTestSupport", customDumpFirst]),
    // Swift Testing's cross-import overlay for a module named UIKit: the compiler imports it into every
    // file that imports Testing and UIKit, so it must exist wherever UIKit does.
    .target(name: "_Testing_UIKit", dependencies: ["ViewTreeUIKit"]),
    // XCTest's `testCase(_:)` and `asyncTest(_:)` for `@MainActor` test classes, which SwiftPM's test
    // discovery finds through the file the plugin adds to a test target (see its sources).
    .target(name: "ViewTreeXCTestSupport", swiftSettings: [.swiftLanguageMode(.v5)]),
    .plugin(name: "ViewTreeXCTestSupportPlugin", capability: .buildTool()),
    // Xcode's asset symbols for a target's `.xcassets` (see the plugin's source), written by the tool.
    .plugin(name: "ViewTreeAssetSymbolsPlugin", capability: .buildTool(), dependencies: ["ViewTreeAssetSymbolsTool"]),
    .executableTarget(name: "ViewTreeAssetSymbolsTool",
                      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
    .testTarget(name: "ViewTreeAssetSymbolsToolTests", dependencies: ["ViewTreeAssetSymbolsTool"]),
    // View models written against `import Combine`, observed by views written against `import SwiftUI`.
    .testTarget(name: "CombineTests", dependencies: ["Combine", "SwiftUI", "AppNamesFixture"]),
    // Views importing UniformTypeIdentifiers, PhotosUI, TipKit, SwiftData, MapKit, CoreLocation, Charts, CoreGraphics, WidgetKit, StoreKit, SafariServices, LocalAuthentication, CoreHaptics, OSLog and AppIntents beside SwiftUI, as iOS files do.
    .testTarget(name: "FrameworkModuleTests",
                dependencies: ["UniformTypeIdentifiers", "PhotosUI", "TipKit", "SwiftData", "MapKit", "CoreLocation", "Charts", "CoreGraphics", "WidgetKit", "StoreKit", "SafariServices", "LocalAuthentication", "CoreHaptics", "OSLog", "os", "SwiftUI", "AppIntents", customDumpFirst],
                exclude: ["Fixtures"]),

    // A corpus of iOS view files and their snapshot tests, in the style of real apps, compiled
    // with no edits: built here against the modules above (so `swift test` runs them), and as a
    // package of its own by scripts/check-client-package.sh (Examples/SnapshotCorpus/Package.swift).
    .target(name: "CorpusApp", dependencies: ["SwiftUI", "UIKit", "Combine", "Charts", "MapKit", "SwiftData"],
            path: "Examples/SnapshotCorpus/Sources/CorpusApp",
            resources: [.process("Resources")], plugins: ["ViewTreeAssetSymbolsPlugin"]),
    .testTarget(name: "CorpusAppTests",
                dependencies: ["CorpusApp", "SwiftUI", "UIKit", "Combine", "SwiftData",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                path: "Examples/SnapshotCorpus/Tests/CorpusAppTests", exclude: ["__Snapshots__"],
                plugins: ["ViewTreeXCTestSupportPlugin"]),
]
#endif

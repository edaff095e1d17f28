import Foundation
import Testing

/// Every ```swift block of README.md and of the DocC articles (`Sources/*/*.docc/*.md`)
/// type-checks verbatim against the modules this build made
/// (and manifests against PackageDescription), with `swiftc -typecheck`: a few seconds a block,
/// and no second build of ViewTree. A block that continues an earlier one, or uses a name the
/// prose leaves to the reader, gets its context here, in a file beside it (or, for manifest
/// fragments, the lines before it); the block itself is never edited.
@Suite(.serialized) struct ReadmeBlockTests {
    /// A block's surroundings: lines before and after it, declarations in a file beside it, and
    /// modules it imports that a user's package would have.
    struct Context {
        var prefix = ""
        var suffix = ""
        var declarations = ""
        var modules: [String: String] = [:]
    }

    /// The module a preview catalog imports in the samples, with the views they name.
    static let myViews = Context(modules: ["MyViews": """
        import ViewTree
        public struct Basket: Sendable {
            public static let sample = Basket(), longNames = Basket()
        }
        public struct CheckoutView: View {
            public init(basket: Basket) {}
            public var body: some View { Text("Checkout") }
        }
        public struct ProfileCard_Previews: PreviewProvider {
            public static var previews: some View { Text("Profile") }
        }
        """])

    /// The view the documentation's samples render.
    static let greeting = """
        import ViewTree
        struct Greeting: View { var body: some View { Text("Hello") } }
        """

    /// A manifest around a fragment of its `dependencies` or `targets` list.
    static func manifest(around list: String) -> Context {
        Context(prefix: "import PackageDescription\nlet package = Package(name: \"App\", \(list): [", suffix: "])")
    }

    /// Context for the README's blocks that need it, by a line the block contains.
    static let contexts: [(marker: String, context: Context)] = [
        ("package.dependencies.append", Context(prefix: """
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "App"), .testTarget(name: "AppTests")])
            """)),
        ("struct BalanceCard", Context(prefix: "import ViewTree")),
        ("Image(data: jpegData)", Context(prefix: "import Foundation\nimport ViewTree", declarations: """
            import Foundation
            import Raster
            struct User { var avatarURL: URL }
            let jpegData = Data()
            let user = User(avatarURL: URL(fileURLWithPath: "/avatar.png"))
            let bitmap: Bitmap = { fatalError("type-checked only") }()
            """)),
        ("ProfileView()", Context(declarations: """
            import ViewTree
            struct ProfileView: View { var body: some View { Text("Profile") } }
            """)),
        ("import MyViews", myViews),
        ("ShapedText(", Context(prefix: "import Raster\nimport ViewTree", declarations: """
            import Raster
            nonisolated(unsafe) let canvas: Canvas = { fatalError("type-checked only") }()
            """)),
    ]

    /// Context for the DocC articles' blocks that need it, by a line the block contains.
    static let articleContexts: [(marker: String, context: Context)] = [
        (".package(url:", manifest(around: "dependencies")),
        (".target(name:", manifest(around: "targets")),
        (".testTarget(name:", manifest(around: "targets")),
        ("let renderer = ImageRenderer(content: Greeting())\nrenderer.window", Context(prefix: "import Foundation\nimport ViewTree",
                                                                                  declarations: greeting)),
        ("assertSnapshot(of: Greeting()", Context(declarations: greeting)),
        ("import MyViews", myViews),
    ]

    /// The repository's root folder, found from this file.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The ```swift blocks of the README, with the line each starts on.
    static func swiftBlocks() throws -> [(line: Int, code: String)] {
        try swiftBlocks(in: repository.appendingPathComponent("README.md"))
    }

    /// The DocC articles of the package's modules, by their path in the repository.
    static func articles() throws -> [String] {
        let sources = repository.appendingPathComponent("Sources")
        var found: [String] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = "Sources/\(target)/\(target).docc"
            let files = (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent(catalog).path)) ?? []
            found += files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return found
    }

    /// The ```swift blocks of the Markdown file `file`, with the line each starts on.
    static func swiftBlocks(in file: URL) throws -> [(line: Int, code: String)] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var blocks: [(Int, String)] = []
        var current: [Substring]?
        var start = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line == "```swift" {
                current = []
                start = index + 2
            } else if let lines = current, line.hasPrefix("```") {
                blocks.append((start, lines.joined(separator: "\n") + "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theReadmeHasItsSamples() throws {
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count >= 10)
        #expect(blocks.contains { $0.code.contains(".package(url:") && $0.code.contains("exclude: [\"__Snapshots__\"]") })
        #expect(blocks.contains { $0.code.contains("import Raster") && $0.code.contains("import Foundation") })
        for (marker, _) in Self.contexts {
            #expect(blocks.contains { $0.code.contains(marker) }, "no README block contains \(marker)")
        }
    }

    @Test func theArticlesHaveTheirSamples() throws {
        let articles = try Self.articles()
        #expect(articles.count >= 8, "\(articles)")
        let blocks = try articles.flatMap { try Self.swiftBlocks(in: Self.repository.appendingPathComponent($0)) }
        for (marker, _) in Self.articleContexts {
            #expect(blocks.contains { $0.code.contains(marker) }, "no article block contains \(marker)")
        }
    }

    @Test func everySwiftBlockTypeChecks() throws {
        try Self.typeCheck(Self.swiftBlocks(), of: "README.md", contexts: Self.contexts)
    }

    @Test func everyArticleSwiftBlockTypeChecks() throws {
        for article in try Self.articles() {
            try Self.typeCheck(Self.swiftBlocks(in: Self.repository.appendingPathComponent(article)), of: article,
                               contexts: Self.articleContexts)
        }
    }

    /// Type-checks `blocks` of `file`, each with the first of `contexts` whose marker it contains.
    static func typeCheck(_ blocks: [(line: Int, code: String)], of file: String,
                          contexts: [(marker: String, context: Context)]) throws {
        let toolchain = try ReadmeTypeChecker()
        let scratch = FileManager.default.temporaryDirectory
            // The process's own folder: other test runs on the machine may check the same file.
            .appendingPathComponent("viewtree-blocks-\(ProcessInfo.processInfo.processIdentifier)-\(file.replacingOccurrences(of: "/", with: "-"))")
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (index, block) in blocks.enumerated() {
            let context = contexts.first { block.code.contains($0.marker) }?.context ?? Context()
            let folder = scratch.appendingPathComponent("block\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let result = try toolchain.typeCheck(block.code, context: context, in: folder)
            #expect(result.succeeded, "\(file):\(block.line): the block does not compile:\n\(result.output)")
        }
    }
}

/// Runs the toolchain's `swiftc -typecheck` with the flags SwiftPM gives this build's modules.
struct ReadmeTypeChecker {
    let swiftc: URL
    let build: URL

    /// What one type-check printed, and whether it passed.
    struct Result {
        var succeeded: Bool
        var output: String
    }

    init() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        guard let swiftc = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw ReadmeCheckError("swiftc is not on the PATH")
        }
        self.swiftc = swiftc   // by its own name: the driver tells swiftc from swift by it
        build = try BuildFolder.current()
    }

    /// Type-checks `code` in `folder`: as a manifest when it imports PackageDescription, else
    /// against the package's modules (as a library when it has `@main`).
    func typeCheck(_ code: String, context: ReadmeBlockTests.Context, in folder: URL) throws -> Result {
        let source = (context.prefix.isEmpty ? "" : context.prefix + "\n") + code + context.suffix
        if source.contains("import PackageDescription") {
            let manifestAPI = swiftc.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/pm/ManifestAPI")
            let file = folder.appendingPathComponent("main.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            return try run(["-typecheck", "-I", manifestAPI.path, "-package-description-version", "6.0.0", file.path])
        }
        var flags = moduleFlags + ["-swift-version", "6", "-I", folder.path]
        for (name, module) in context.modules {
            let file = folder.appendingPathComponent("\(name).swift")
            try module.write(to: file, atomically: true, encoding: .utf8)
            let built = try run(["-emit-module", "-parse-as-library", "-module-name", name, "-emit-module-path",
                                 folder.appendingPathComponent("\(name).swiftmodule").path, file.path] + flags)
            guard built.succeeded else { return built }
        }
        var files: [URL] = []
        let isLibrary = source.contains("@main")
        files.append(folder.appendingPathComponent(isLibrary ? "Block.swift" : "main.swift"))
        try source.write(to: files[0], atomically: true, encoding: .utf8)
        if !context.declarations.isEmpty {
            files.append(folder.appendingPathComponent("Context.swift"))
            try context.declarations.write(to: files[1], atomically: true, encoding: .utf8)
        }
        if isLibrary { flags.append("-parse-as-library") }
        return try run(["-typecheck"] + flags + files.map(\.path))
    }

    /// The search paths SwiftPM passes for this package's Swift and C modules.
    var moduleFlags: [String] {
        var flags = ["-I", build.appendingPathComponent("Modules").path]
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        let generated = contents.filter { $0.hasSuffix(".build") }.map { build.appendingPathComponent("\($0)/module.modulemap") }
        let sources = ReadmeBlockTests.repository.appendingPathComponent("Sources")
        let system = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
            .map { sources.appendingPathComponent("\($0)/module.modulemap") }
        for map in (generated + system).sorted(by: { $0.path < $1.path })
        where FileManager.default.fileExists(atPath: map.path) {
            flags += ["-Xcc", "-fmodule-map-file=\(map.path)"]
        }
        return flags + headerFlags.flatMap { ["-Xcc", $0] }
    }

    /// The header folders pkg-config names for the system libraries (FreeType's and HarfBuzz's own folders).
    var headerFlags: [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags-only-I", "freetype2", "harfbuzz", "libcmark-gfm", "libpng", "libjpeg"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return [] }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Runs swiftc with `arguments` and collects what it prints.
    func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(succeeded: process.terminationStatus == 0, output: String(decoding: output, as: UTF8.self))
    }
}

/// Why the README's blocks (or the build) could not be checked.
struct ReadmeCheckError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

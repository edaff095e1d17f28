import ArgumentParser
import Foundation
import FoundationXML
import Testing
@testable import ViewTreePreviews

/// A catalog with previews named for globbing, one of them a provider with several views.
enum TripCatalog: ViewTreePreviewCatalog {
    static var previews: [Preview] {
        Preview("Trip list") { Text("Trips") }
        Preview("Trip detail") { Text("Lisbon") }
        Preview("Settings") { Text("Settings") }
        Preview(Badge_Previews.self, traits: .sizeThatFitsLayout)
    }

    /// This module's: the test bundle links other modules' providers, named "Badge" too.
    static var declaredPreviews: [Preview] { Preview.declared(inModule: "ViewTreePreviewsTests") }
    static var defaultDevices: [ViewTreeDevice] { [testPhone] }
    nonisolated static var commandName: String { "trip-previews" }
}

/// The command line for CI: globs and variants in `--preview`, `--shard`, `--junit`, GitHub
/// annotations, and `shard` for test suites.
@MainActor @Suite struct CommandLineCITests {
    func titles(_ names: [String], choice: ViewTreeMatrixChoice = ViewTreeMatrixChoice()) throws -> [String] {
        let matrix = try MatrixOptions.matrix(of: TripCatalog.self, previews: names, choice: choice).matrix
        var titles: [String] = []
        for job in matrix.jobs where !titles.contains(job.title) { titles.append(job.title) }
        return titles
    }

    @Test func previewsTakeGlobs() throws {
        #expect(try titles(["Trip*"]) == ["Trip list", "Trip detail"])
        #expect(try titles(["trip-*"]) == ["Trip list", "Trip detail"])
        #expect(try titles(["*detail"]) == ["Trip detail"])
        #expect(try titles(["Sett?ngs"]) == ["Settings"])
        #expect(throws: ValidationError.self) { try titles(["Flight*"]) }
    }

    @Test func oneViewOfAProviderCanBeChosen() throws {
        #expect(try titles(["Badge"]) == ["Badge – Default", "Badge – Dark"])
        #expect(try titles(["Badge/Dark"]) == ["Badge – Dark"])
        #expect(try titles(["badge-dark"]) == ["Badge – Dark"])
        #expect(try titles(["Badge – Default"]) == ["Badge – Default"])
        #expect(try titles(["Badge/*"]) == ["Badge – Default", "Badge – Dark"])
    }

    @Test func shardArgumentsParse() throws {
        let command = try RenderCommand<TripCatalog>.parse(["--shard", "2/4", "--junit", "out.xml", "--github-annotations"])
        #expect(command.matrix.shard == ViewTreeShard(index: 2, count: 4))
        #expect(command.junit == "out.xml" && command.githubAnnotations)
        for bad in ["0/4", "5/4", "1/0", "2", "a/b", "1/2/3"] {
            #expect(throws: (any Error).self) { try RenderCommand<TripCatalog>.parse(["--shard", bad]) }
        }
    }

    @Test(arguments: 1...8)
    func shardsCoverEveryJobExactlyOnce(count: Int) throws {
        let choice = ViewTreeMatrixChoice(devices: [testPhone, testWidePhone, .iPhoneSe], colorSchemes: [.light, .dark],
                                          dynamicTypeSizes: [.large, .xxxLarge])
        let all = try MatrixOptions.matrix(of: TripCatalog.self, previews: [], choice: choice).matrix
        var seen: [ViewTreeRenderJob: Int] = [:]
        var folders: [String: Int] = [:]
        for index in 1...count {
            let shard = try #require(ViewTreeShard(index: index, count: count))
            let part = try MatrixOptions.matrix(of: TripCatalog.self, previews: [], choice: choice, shard: shard).matrix
            // The same split every time it is computed.
            #expect(part.jobs == all.sharded(shard).jobs)
            for job in part.jobs {
                seen[job, default: 0] += 1
                // A preview's images stay on one shard, so its contact sheets are whole.
                if let other = folders[job.folder] { #expect(other == index) }
                folders[job.folder] = index
            }
        }
        #expect(seen.count == all.jobs.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
        // Shards are as even as whole previews allow: 5 previews of 12 images each.
        if count <= 5 {
            let sizes = (1...count).map { all.sharded(ViewTreeShard(index: $0, count: count)!).jobs.count }
            #expect(sizes.max()! - sizes.min()! <= 12, "\(sizes)")
        }
    }

    @Test func suitesSplitIntoFiltersThatMatchEveryTestOnce() throws {
        let tests = [
            "RasterTests.PathTests/addsLines()", "RasterTests.PathTests/arcs()", "RasterTests.StrokeTests/dashes()",
            "SnapshotTests.RecordModeTests/missing()", "SnapshotTests.XCTestSnapshotTests/testDevice",
            "ViewTreeTests.LayoutWarningTests/chrome()", "ViewTreeTests.DSLTests/builders()", "AppTests.topLevel()",
            "ViewTreeTests.Nested.Inner/test()", "ViewTreeTests.DSLTests/conditionals()",
        ]
        for count in 1...8 {
            var matched = [Int](repeating: 0, count: tests.count)
            for index in 1...count {
                let filter = ShardCommand.filter(for: tests, shard: try #require(ViewTreeShard(index: index, count: count)))
                let regex = try NSRegularExpression(pattern: filter)
                for (position, test) in tests.enumerated()
                where regex.firstMatch(in: test, range: NSRange(test.startIndex..., in: test)) != nil {
                    matched[position] += 1
                }
            }
            #expect(matched.allSatisfy { $0 == 1 }, "\(count) shards: \(matched)")
        }
        // A shard with no suites gets a filter that matches nothing rather than everything.
        let empty = ShardCommand.filter(for: ["A.B/c()"], shard: ViewTreeShard(index: 2, count: 2)!)
        #expect(empty == ShardCommand.matchNothing)
    }

    @Test func shardRefusesAnEmptyListOfTests() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let list = folder.file("tests.txt")
        try FileManager.default.write(Data("\n".utf8), to: "tests.txt", in: folder.url)
        let command = try ShardCommand.parse(["1/2", "--tests", list.path])
        #expect(throws: ValidationError.self) { try command.run() }
    }

    /// A run of the trip catalog with a preview that fails and one with a warning.
    func run(in folder: URL) async throws -> ViewTreeRenderRun {
        try await RenderCommand<TripCatalog>.render(.init(previews: ["Trip*", "Badge/Dark"], choice: ViewTreeMatrixChoice(),
                                                          output: folder, jobs: 2, sheetScale: nil, report: false),
                                                    progress: nil, print: { _ in })
    }

    @Test func junitHasTheSchemasRequiredStructure() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let run = try await run(in: folder.url)
        let xml = JUnitReport(run: run, changes: ["trip-list/testPhone-light.png": "1 of 4 pixels differ <&>"],
                              suiteName: "trip-previews", timestamp: Date(timeIntervalSince1970: 0)).xml
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["Trip list", "Trip detail", "Badge – Dark"])
        var cases = 0
        for suite in suites {
            for name in ["name", "tests", "failures", "errors", "time", "timestamp", "hostname", "id", "package"] {
                #expect(suite.attribute(forName: name) != nil, "testsuite without \(name)")
            }
            #expect(suite.attribute(forName: "timestamp")?.stringValue == "1970-01-01T00:00:00")
            // Ant's schema: properties first, the test cases, then system-out and system-err.
            let children = (suite.children ?? []).compactMap { $0.name }
            #expect(children.first == "properties" && children.suffix(2) == ["system-out", "system-err"])
            let testcases = suite.elements(forName: "testcase")
            #expect(suite.attribute(forName: "tests")?.stringValue == "\(testcases.count)")
            let failures = testcases.filter { !$0.elements(forName: "failure").isEmpty }.count
            #expect(suite.attribute(forName: "failures")?.stringValue == "\(failures)")
            for testcase in testcases {
                for name in ["name", "classname", "time"] { #expect(testcase.attribute(forName: name) != nil) }
            }
            cases += testcases.count
        }
        #expect(root.attribute(forName: "tests")?.stringValue == "\(cases)")
        let changed = try #require(suites.first?.elements(forName: "testcase").first?.elements(forName: "system-out").first)
        #expect(changed.stringValue == "changed: 1 of 4 pixels differ <&>")
    }

    @Test func junitCountsFailures() throws {
        let job = ViewTreeRenderJob(previewIndex: 0, variant: 0, title: "Broken \"one\"", folder: "broken-one", device: testPhone,
                                    layout: .device, colorScheme: .light, dynamicTypeSize: .large, layoutDirection: .leftToRight)
        let run = ViewTreeRenderRun(output: URL(fileURLWithPath: "/tmp"), outcomes: [.failed(job, "it threw <Oops>")],
                                    problems: [], contactSheets: [])
        let xml = JUnitReport(run: run, suiteName: "x", timestamp: Date(timeIntervalSince1970: 0)).xml
        let root = try #require(try XMLDocument(data: Data(xml.utf8)).rootElement())
        #expect(root.attribute(forName: "failures")?.stringValue == "1")
        let failure = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first?
            .elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "it threw <Oops>")
        #expect(root.elements(forName: "testsuite").first?.attribute(forName: "name")?.stringValue == "Broken \"one\"")
    }

    @Test func githubAnnotationsAreEscapedWorkflowCommands() {
        let job = ViewTreeRenderJob(previewIndex: 0, variant: 0, title: "Row", folder: "row", device: testPhone, layout: .device,
                                    colorScheme: .dark, dynamicTypeSize: .large, layoutDirection: .leftToRight)
        let warning = ViewTreeLayoutWarning(kind: .truncatedText, path: ["Text"], frame: .zero, text: "a",
                                            message: "Text \"a\" is truncated: 100%\nreally")
        let run = ViewTreeRenderRun(output: URL(fileURLWithPath: "/tmp"),
                                    outcomes: [ViewTreeRenderOutcome(job: job, warnings: [warning])],
                                    problems: [ViewTreePreviewProblem(preview: "Gone", message: "its view threw", isFailure: true)],
                                    contactSheets: [])
        let lines = GitHubAnnotations(run: run, changes: ["row/testPhone-dark.png": "New: there was no image"]).lines
        #expect(lines == [
            "::error title=Preview Gone::its view threw",
            "::warning title=Layout%3A Row on testPhone (dark)::Text \"a\" is truncated: 100%25%0Areally",
            "::warning title=Changed%3A row/testPhone-dark.png::New: there was no image",
        ])
    }
}

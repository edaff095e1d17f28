import ArgumentParser
import Foundation

/// `report`: an HTML report of the snapshot tests that failed, from swift-snapshot-testing's
/// artifacts folder and the references in the `__Snapshots__` folders.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML report of failed snapshot tests: expected, actual and difference side by side.",
        discussion: "Run the tests with SNAPSHOT_ARTIFACTS set to a folder, then pass that folder.")

    @Argument(help: "The folder failed snapshots were written to (SNAPSHOT_ARTIFACTS).")
    var artifacts: String

    @Option(help: "Where to look for __Snapshots__ folders.")
    var references = "."

    @Option(name: [.customLong("out"), .customLong("output"), .short], help: "The folder to write the report to.")
    var out = "snapshot-report"

    @Flag(help: "Print a GitHub Actions annotation (::error file=...) on the test file of each failed snapshot.")
    var githubAnnotations = false

    func run() async throws {
        let output = URL(fileURLWithPath: out)
        try FileManager.default.prepareOutputFolder(output)
        let artifactsFolder = URL(fileURLWithPath: artifacts)
        let failures = try SnapshotFailures(artifacts: artifactsFolder, references: URL(fileURLWithPath: references),
                                            output: output)
        let page = HTMLReport(snapshotFailures: failures, artifacts: artifactsFolder).html
        let file = output.appendingPathComponent("report.html")
        try Data(page.utf8).write(to: file, options: .atomic)
        print("\(failures.changes.count) failed snapshot\(failures.changes.count == 1 ? "" : "s"). Report: \(file.path)")
        if githubAnnotations {
            for change in failures.changes {
                print(GitHubAnnotations.command("error", file: failures.testFiles[change.title],
                                                title: "Snapshot \(change.title)", message: change.message))
            }
        }
    }
}

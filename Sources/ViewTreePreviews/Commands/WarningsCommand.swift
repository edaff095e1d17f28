import ArgumentParser
import Foundation

/// `warnings`: lays the matrix out without drawing it and prints the layout warnings, as a
/// table per device or as JSON.
struct WarningsCommand<Catalog: ViewTreePreviewCatalog>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "warnings",
                             abstract: "Print the layout warnings of previews across devices, without rendering them.")
    }

    @OptionGroup var matrix: MatrixOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "Exit with status 1 when there are warnings.")
    var failOnWarnings = false

    mutating func run() async throws {
        matrix.applyOSVersion()
        let report = try await Self.warnings(previews: matrix.previews, choice: matrix.choice, shard: matrix.shard)
        print(json ? String(decoding: try report.jsonData(), as: UTF8.self) : report.table)
        if failOnWarnings, !report.entries.isEmpty { throw ExitCode(1) }
    }

    /// The warnings of every image of the matrix, laid out one by one.
    @MainActor
    static func warnings(previews names: [String], choice: ViewTreeMatrixChoice,
                         shard: ViewTreeShard? = nil) async throws -> ViewTreeWarningReport {
        let (matrix, previews) = try MatrixOptions.matrix(of: Catalog.self, previews: names, choice: choice, shard: shard)
        var outcomes: [ViewTreeRenderOutcome] = []
        for job in matrix.jobs {
            switch await ViewTreePreviewRenderer.prepare(job, preview: previews[job.previewIndex]) {
            case .ready(let prepared): outcomes.append(ViewTreeRenderOutcome(job: job, warnings: prepared.warnings))
            case .failed(let outcome): outcomes.append(outcome)
            }
        }
        return ViewTreeWarningReport(outcomes: outcomes)
    }
}

import ArgumentParser
import Foundation

/// `render`: renders the matrix to PNG files, with contact sheets, an HTML report and the
/// layout warnings; exits with status 1 if any image failed.
struct RenderCommand<Catalog: ViewTreePreviewCatalog>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "render", abstract: "Render previews to PNG files, with contact sheets and a report.")
    }

    @OptionGroup var matrix: MatrixOptions

    @Option(name: [.customLong("out"), .customLong("output"), .short], help: "The folder to write to (created if missing).")
    var out = "previews"

    @Option(name: [.customLong("jobs"), .short], help: "How many images to draw at once (default: one per core).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Pixels per point on the contact sheets.")
    var contactSheetScale: Double = 1

    @Flag(inversion: .prefixedNo, help: "Write a contact sheet per preview when it renders on several devices.")
    var contactSheets = true

    @Flag(inversion: .prefixedNo, help: "Write report.html in the output folder.")
    var report = true

    @Option(help: ArgumentHelp("An earlier run's folder: the report shows what changed since.", valueName: "folder"))
    var compareTo: String?

    @Option(help: ArgumentHelp("Write the layout warnings as JSON to this file.", valueName: "file"))
    var warningsJSON: String?

    @Option(help: ArgumentHelp("Write the run as JUnit XML to this file: a test case per image, failures for images "
                                + "not rendered, warnings and changes in their output.", valueName: "file"))
    var junit: String?

    @Flag(help: "Print GitHub Actions annotations (::error, ::warning) for failures, layout warnings and changes.")
    var githubAnnotations = false

    func validate() throws {
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1.") }
        guard contactSheetScale > 0, contactSheetScale <= 4 else {
            throw ValidationError("--contact-sheet-scale must be above 0 and at most 4.")
        }
    }

    mutating func run() async throws {
        matrix.applyOSVersion()
        let settings = Settings(previews: matrix.previews, choice: matrix.choice, shard: matrix.shard,
                                output: URL(fileURLWithPath: out),
                                jobs: jobs, sheetScale: contactSheets ? CGFloat(contactSheetScale) : nil, report: report,
                                compareTo: compareTo.map { URL(fileURLWithPath: $0) },
                                warningsJSON: warningsJSON.map { URL(fileURLWithPath: $0) },
                                junit: junit.map { URL(fileURLWithPath: $0) }, githubAnnotations: githubAnnotations)
        let run = try await Self.render(settings, progress: nil)
        if !run.succeeded { throw ExitCode(1) }
    }

    /// What the options ask for, as values that can go to the main actor.
    struct Settings: Sendable {
        var previews: [String]
        var choice: ViewTreeMatrixChoice
        var shard: ViewTreeShard? = nil
        var output: URL
        var jobs: Int
        var sheetScale: CGFloat?
        var report: Bool
        var compareTo: URL?
        var warningsJSON: URL?
        var junit: URL? = nil
        var githubAnnotations = false
    }

    /// Renders, writes the report and the warnings, and prints a summary.
    @MainActor
    static func render(_ settings: Settings, progress: (any ViewTreeRenderProgress)?,
                       print: (String) -> Void = { Swift.print($0) }) async throws -> ViewTreeRenderRun {
        let (matrix, previews) = try MatrixOptions.matrix(of: Catalog.self, previews: settings.previews,
                                                          choice: settings.choice, shard: settings.shard)
        let renderer = ViewTreePreviewRenderer(output: settings.output, parallelism: settings.jobs,
                                       contactSheetScale: settings.sheetScale, progress: progress ?? automaticProgress())
        let run = try await renderer.render(matrix, previews: previews)
        var comparison: RunComparison?
        if let previous = settings.compareTo { comparison = try await RunComparison(run: run, previous: previous) }
        let warnings = ViewTreeWarningReport(outcomes: run.outcomes)
        if let json = settings.warningsJSON { try warnings.jsonData().write(to: json, options: .atomic) }
        var summary = "Rendered \(run.outcomes.count - run.failures.count) of \(run.outcomes.count) images"
            + " into \(settings.output.path)"
        if !run.contactSheets.isEmpty { summary += ", with \(run.contactSheets.count) contact sheets" }
        if let comparison { summary += "; \(comparison.changes.count) changed or new since \(settings.compareTo?.path ?? "")" }
        if settings.report {
            let report = HTMLReport(run: run, comparison: comparison)
            try Data(report.html.utf8).write(to: settings.output.appendingPathComponent("report.html"), options: .atomic)
            summary += ". Report: \(settings.output.appendingPathComponent("report.html").path)"
        }
        let changes = Dictionary(comparison?.changes.map { ($0.actual, $0.message) } ?? [], uniquingKeysWith: { first, _ in first })
        if let junit = settings.junit {
            let xml = JUnitReport(run: run, changes: changes, suiteName: Catalog.commandName, timestamp: Date()).xml
            try Data(xml.utf8).write(to: junit, options: .atomic)
        }
        print(summary)
        if settings.githubAnnotations { GitHubAnnotations(run: run, changes: changes).lines.forEach(print) }
        for problem in run.problems { print((problem.isFailure ? "error: " : "warning: ") + problem.description) }
        for failure in run.failures { print("error: \(failure.job.path): \(failure.failure ?? "")") }
        if !warnings.entries.isEmpty { print(warnings.table) }
        return run
    }
}

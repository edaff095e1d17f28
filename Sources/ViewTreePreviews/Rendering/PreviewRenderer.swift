import Foundation
@_spi(Previews) import ViewTree

/// Renders a matrix of previews to PNG files: views are resolved and laid out one after another
/// on the main actor, and drawn, encoded and written in parallel on up to `parallelism` threads.
/// Each image is drawn on its own canvas from its own display list, so the files are the same
/// bytes whatever the parallelism. A preview that fails is reported and the others still render.
@MainActor
public struct ViewTreePreviewRenderer {
    /// The folder to write to (created if missing).
    public var output: URL
    /// How many images are drawn at once; every core by default.
    public var parallelism: Int
    /// Points to pixels on the contact sheets; `nil` makes none.
    public var contactSheetScale: CGFloat?
    /// Where progress is reported.
    public var progress: any ViewTreeRenderProgress

    /// A renderer writing to `output`.
    public init(output: URL, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
                contactSheetScale: CGFloat? = 1, progress: any ViewTreeRenderProgress = ViewTreeProgressLines(write: { _ in })) {
        self.output = output
        self.parallelism = parallelism
        self.contactSheetScale = contactSheetScale
        self.progress = progress
    }

    /// Renders every image of `matrix` (made from `previews`) and the contact sheets.
    public func render(_ matrix: ViewTreeRenderMatrix, previews: [Preview]) async throws -> ViewTreeRenderRun {
        try FileManager.default.prepareOutputFolder(output)
        let jobs = matrix.jobs, output = output, sheetScale = contactSheetScale
        var outcomes = [ViewTreeRenderOutcome?](repeating: nil, count: jobs.count)
        progress.begin(total: jobs.count)
        var completed = 0
        await withTaskGroup(of: (Int, ViewTreeRenderOutcome).self) { group in
            var running = 0
            for (index, job) in jobs.enumerated() {
                if running >= max(1, parallelism), let (done, outcome) = await group.next() {
                    running -= 1
                    completed += 1
                    outcomes[done] = outcome
                    progress.finished(outcome, completed: completed, total: jobs.count)
                }
                switch await Self.prepare(job, preview: previews[job.previewIndex]) {
                case .failed(let outcome):
                    completed += 1
                    outcomes[index] = outcome
                    progress.finished(outcome, completed: completed, total: jobs.count)
                case .ready(let prepared):
                    running += 1
                    group.addTask { (index, await Self.draw(prepared, to: output, sheetScale: sheetScale)) }
                }
            }
            for await (done, outcome) in group {
                completed += 1
                outcomes[done] = outcome
                progress.finished(outcome, completed: completed, total: jobs.count)
            }
        }
        progress.end()
        let finished = outcomes.compactMap { $0 }
        var sheets: [String] = []
        if let sheetScale { sheets = try await Self.writeContactSheets(of: finished, scale: sheetScale, to: output) }
        return ViewTreeRenderRun(output: output, outcomes: finished, problems: matrix.problems, contactSheets: sheets)
    }

    /// A laid-out image waiting to be drawn.
    struct Prepared: Sendable {
        let job: ViewTreeRenderJob
        let drawing: ViewTreeDrawing
        let warnings: [ViewTreeLayoutWarning]
        let issues: [ViewTreeRenderIssue]
    }

    /// A job laid out, or the outcome of a job that could not be.
    enum Preparation {
        case ready(Prepared)
        case failed(ViewTreeRenderOutcome)
    }

    /// Resolves and lays the job's view out, settled (appeared, tasks run, images loaded); or the
    /// reason it cannot be.
    static func prepare(_ job: ViewTreeRenderJob, preview: Preview) async -> Preparation {
        let content: AnyView
        do {
            content = try preview.makeContent()
        } catch {
            return .failed(.failed(job, "the preview's view threw \(error)"))
        }
        let renderer = ImageRenderer(content: content.previewVariant(job.variant))
        configure(renderer, for: job)
        // As a window shows it: appearing, tasks and images, up to the renderer's deadline.
        renderer.settle()
        let issues = renderer.issues, warnings = renderer.layoutWarnings
        // A loader or task cut at the deadline is reported; the preview shows the view as it was.
        if let failure = issues.first(where: { $0.isFailure && $0.kind != .timedOut }) {
            return .failed(.failed(job, failure.message, warnings: warnings, issues: issues))
        }
        do {
            return .ready(Prepared(job: job, drawing: try renderer.drawing, warnings: warnings, issues: issues))
        } catch {
            return .failed(.failed(job, "\(error)", warnings: warnings, issues: issues))
        }
    }

    /// Sets `renderer` up as the job's device, appearance and layout ask.
    static func configure<Content: View>(_ renderer: ImageRenderer<Content>, for job: ViewTreeRenderJob) {
        renderer.scale = job.device.scale
        job.device.apply(to: &renderer.environment)
        renderer.environment.colorScheme = job.colorScheme
        renderer.environment.dynamicTypeSize = job.dynamicTypeSize
        renderer.environment.layoutDirection = job.layoutDirection
        switch job.layout {
        case .device: renderer.window = job.device.window
        case .sizeThatFits: renderer.window = nil
        case .fixed(let width, let height): renderer.window = ViewTreeWindow(size: CGSize(width: width, height: height))
        }
    }

    /// Draws, encodes and writes one image, with its thumbnail for the sheets, on a drawing thread.
    nonisolated static func draw(_ prepared: Prepared, to output: URL, sheetScale: CGFloat?) async -> ViewTreeRenderOutcome {
        let job = prepared.job, drawing = prepared.drawing
        do {
            let thumbnail = try await DrawingThreads.run {
                let canvas = try drawing.makeCanvas()
                try FileManager.default.write(try canvas.pngData(), to: job.path, in: output)
                return try sheetScale.map { try ContactSheet.thumbnail(of: canvas.bitmap, scale: drawing.scale, sheetScale: $0) }
            }
            return ViewTreeRenderOutcome(job: job, pixelWidth: drawing.width, pixelHeight: drawing.height,
                                 warnings: prepared.warnings, issues: prepared.issues, thumbnail: thumbnail)
        } catch {
            return .failed(job, "\(error)", warnings: prepared.warnings, issues: prepared.issues)
        }
    }

    /// Writes a contact sheet for each group of images that differ only in their device (unless
    /// all of them failed), in parallel; returns their paths in order.
    nonisolated static func writeContactSheets(of outcomes: [ViewTreeRenderOutcome], scale: CGFloat, to output: URL) async throws -> [String] {
        let groups = Dictionary(grouping: outcomes, by: \.job.sheetPath)
            .filter { $0.value.count > 1 && $0.value.contains { $0.failure == nil } }
        let paths = outcomes.map(\.job.sheetPath).filter { groups[$0] != nil }
        var seen = Set<String>()
        let ordered = paths.filter { seen.insert($0).inserted }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for path in ordered {
                let sheet = ContactSheet(outcomes: groups[path] ?? [], scale: scale)
                group.addTask {
                    try await DrawingThreads.run { try FileManager.default.write(try sheet.pngData(), to: path, in: output) }
                }
            }
            try await group.waitForAll()
        }
        return ordered
    }
}

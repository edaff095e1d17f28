import Foundation
import Raster

/// What became of one image of a run.
public struct ViewTreeRenderOutcome: Sendable {
    /// The image.
    public let job: ViewTreeRenderJob
    /// The image's width in pixels (0 when it failed).
    public let pixelWidth: Int
    /// The image's height in pixels (0 when it failed).
    public let pixelHeight: Int
    /// Why the image could not be rendered or written, if so.
    public let failure: String?
    /// What the layout of the image is worth a look for.
    public let warnings: [ViewTreeLayoutWarning]
    /// Problems met while rendering (missing images, placeholders) that did not stop it.
    public let issues: [ViewTreeRenderIssue]
    /// The image at the contact sheets' scale, when sheets are made.
    let thumbnail: Bitmap?

    init(job: ViewTreeRenderJob, pixelWidth: Int = 0, pixelHeight: Int = 0, failure: String? = nil,
         warnings: [ViewTreeLayoutWarning] = [], issues: [ViewTreeRenderIssue] = [], thumbnail: Bitmap? = nil) {
        self.job = job
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.failure = failure
        self.warnings = warnings
        self.issues = issues
        self.thumbnail = thumbnail
    }

    /// An image that could not be rendered, and why.
    static func failed(_ job: ViewTreeRenderJob, _ reason: String, warnings: [ViewTreeLayoutWarning] = [],
                       issues: [ViewTreeRenderIssue] = []) -> ViewTreeRenderOutcome {
        ViewTreeRenderOutcome(job: job, failure: reason, warnings: warnings, issues: issues)
    }
}

/// Everything a run made: each image's outcome in the matrix's order, the contact sheets and
/// the previews that could not be made.
public struct ViewTreeRenderRun: Sendable {
    /// The folder the files were written to.
    public let output: URL
    /// Each image's outcome, in the matrix's order.
    public let outcomes: [ViewTreeRenderOutcome]
    /// Previews that could not make their view, or asked for unknown devices.
    public let problems: [ViewTreePreviewProblem]
    /// The contact sheets written, as paths in the output folder.
    public let contactSheets: [String]

    /// The images that could not be rendered.
    public var failures: [ViewTreeRenderOutcome] { outcomes.filter { $0.failure != nil } }

    /// Whether every preview rendered every image.
    public var succeeded: Bool { failures.isEmpty && !problems.contains(where: \.isFailure) }
}

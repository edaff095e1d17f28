import Foundation
import Raster
@_spi(ViewTreeInternals) import ViewTree

/// A snapshot laid out on the main actor and drawn after it: neither the drawing nor the layout
/// it is listed from holds views, so the pixels (the costly part) and, where nothing in the view
/// needs the main actor to draw, the drawing commands are made on the test's own thread, and
/// parallel suites draw in parallel instead of queueing on the main actor.
enum SnapshotPlan: Sendable {
    /// A layout whose drawing commands are listed on the thread that takes the image.
    case laidOut(ViewTreeLaidOutView)
    /// Drawing commands to rasterize; with a failure, the render only shows what went wrong.
    case drawing(ViewTreeDrawing, failure: String?, warnings: [ViewTreeRenderIssue])
    /// An image made already: why the view could not be laid out, with a placeholder saying so.
    case made(ViewTreeSnapshotImage, warnings: [ViewTreeRenderIssue])

    /// The plan for `drawing` listed with `issues`: issues that do not fail the snapshot are
    /// warnings; those a strict image loader marks as failures make the snapshot unrenderable,
    /// showing the render with its placeholders; a drawing that could not be made is replaced by
    /// a card that says why.
    init(_ drawing: Result<ViewTreeDrawing, any Error>, issues: [ViewTreeRenderIssue]) {
        let warnings = issues.filter { !$0.isFailure }
        switch drawing {
        case .success(let drawing):
            let failures = issues.filter(\.isFailure)
            self = .drawing(drawing, failure: failures.isEmpty ? nil : failures.map(\.message).joined(separator: "\n"),
                            warnings: warnings)
        case .failure(let error):
            let reason = String(describing: error)
            self = .made(.unrenderable(reason: reason, placeholder: onMainActor { unrenderablePlaceholder(saying: reason) }),
                         warnings: warnings)
        }
    }

    /// The snapshot's image, drawn on the calling thread, which reports the render's warnings at
    /// the assertion's location: the test's own thread knows the test (Swift Testing's
    /// `Test.current`), which the main actor, serving every test, does not.
    var image: ViewTreeSnapshotImage {
        switch self {
        case .laidOut(let view):
            let (drawing, issues) = view.drawing()
            return SnapshotPlan(drawing.mapError { $0 }, issues: issues).image
        case .drawing(let drawing, let failure, let warnings):
            RenderIssueReporting.warn(about: warnings, at: SnapshotAssertionLocation.current)
            do {
                let bitmap = try drawing.makeCanvas().bitmap
                if let failure { return .unrenderable(reason: failure, placeholder: bitmap) }
                return .bitmap(bitmap)
            } catch {
                return .unrenderable(reason: String(describing: error), placeholder: nil)
            }
        case .made(let image, let warnings):
            RenderIssueReporting.warn(about: warnings, at: SnapshotAssertionLocation.current)
            return image
        }
    }
}

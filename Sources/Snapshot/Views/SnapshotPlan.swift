import Foundation
import Raster
@_spi(ViewTreeInternals) import ViewTree

/// A snapshot laid out on the main actor and drawn after it: neither the drawing nor the layout
/// it is listed from holds views, so the pixels (the costly part) and, where nothing in the view
/// needs the main actor to draw, the drawing commands are made on the test's own thread, and
/// parallel suites draw in parallel instead of queueing on the main actor.
enum SnapshotPlan: Sendable {
    /// A layout whose drawing commands are listed on the thread that takes the image, which
    /// reports the issues found meanwhile.
    case laidOut(ViewTreeLaidOutView)
    /// Drawing commands to rasterize; with a failure, the render only shows what went wrong.
    case drawing(ViewTreeDrawing, failure: String?)
    /// An image made already: why the view could not be laid out, with a placeholder saying so.
    case made(ViewTreeSnapshotImage)

    /// The plan for `drawing` listed with `issues`: issues that do not fail the snapshot are
    /// reported as warnings at the assertion's location (which `onMainActor` carries to the main
    /// actor); those a strict image loader marks as failures make the snapshot unrenderable,
    /// showing the render with its placeholders; a drawing that could not be made is replaced by
    /// a card that says why.
    init(_ drawing: Result<ViewTreeDrawing, any Error>, issues: [ViewTreeRenderIssue]) {
        RenderIssueReporting.warn(about: issues.filter { !$0.isFailure }, at: SnapshotAssertionLocation.current)
        switch drawing {
        case .success(let drawing):
            let failures = issues.filter(\.isFailure)
            self = .drawing(drawing, failure: failures.isEmpty ? nil : failures.map(\.message).joined(separator: "\n"))
        case .failure(let error):
            let reason = String(describing: error)
            self = .made(.unrenderable(reason: reason, placeholder: onMainActor { unrenderablePlaceholder(saying: reason) }))
        }
    }

    /// The snapshot's image, drawn on the calling thread.
    var image: ViewTreeSnapshotImage {
        switch self {
        case .laidOut(let view):
            let (drawing, issues) = view.drawing()
            return SnapshotPlan(drawing.mapError { $0 }, issues: issues).image
        case .drawing(let drawing, let failure):
            do {
                let bitmap = try drawing.makeCanvas().bitmap
                if let failure { return .unrenderable(reason: failure, placeholder: bitmap) }
                return .bitmap(bitmap)
            } catch {
                return .unrenderable(reason: String(describing: error), placeholder: nil)
            }
        case .made(let image):
            return image
        }
    }
}

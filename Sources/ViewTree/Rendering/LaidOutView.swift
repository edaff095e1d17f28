import Foundation

/// Linux addition: a view laid out on the main actor whose drawing commands are still to be
/// listed, on the thread that draws it (see `ImageRenderer.laidOut`). Listing them reads only
/// the finished layout: no bodies run, so the commands are those the renderer would list.
@_spi(ViewTreeInternals) public struct ViewTreeLaidOutView: @unchecked Sendable {
    // Unchecked: layout nodes are not Sendable. The renderer that made them has let go of them,
    // so `drawing()`, called once, is the only code that reads them from here on.

    /// The deepest views (views and modifiers, counting those inside bodies) whose commands are
    /// listed off the main actor: a worker thread's stack may be smaller than the main
    /// thread's, and a listing that stops short there would fail a view that renders on the
    /// main actor.
    static let maximumDepth = 256

    let node: PlacedNode
    let log: RenderIssueLog
    let settleIssues: [ViewTreeRenderIssue]
    /// How deep the views went in the layout.
    let depth: Int
    let width: Int
    let height: Int
    let scale: CGFloat

    /// The drawing, or why there is none, and the issues the render reports (the renderer's
    /// `issues`: styles report what they cannot paint while the commands are listed).
    public func drawing() -> (drawing: Result<ViewTreeDrawing, ViewTreeRenderError>, issues: [ViewTreeRenderIssue]) {
        let (items, wasCut, deepest) = StackRoom.watching { node.displayItems }
        let issues = log.issues + settleIssues
        if wasCut { return (.failure(.tooDeep(depth: max(depth, deepest))), issues) }
        return (.success(ViewTreeDrawing(width: width, height: height, scale: scale, displayList: items)), issues)
    }
}

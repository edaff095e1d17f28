import Foundation
import Raster

/// Why a view could not be rendered.
public enum ViewTreeRenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The view laid out to no pixels at all.
    case emptyImage(width: CGFloat, height: CGFloat)
    /// The view laid out to an infinite size (for example a shape proposed infinity).
    case infiniteSize(width: CGFloat, height: CGFloat)
    /// The views are nested too deeply to render on this thread's stack: `depth` levels (views
    /// and modifiers, counting those inside bodies) were reached before the render stopped.
    case tooDeep(depth: Int)

    /// A sentence that names the problem.
    public var description: String {
        switch self {
        case .emptyImage(let width, let height):
            return "The view laid out to \(width) x \(height) points, which is no pixels to render."
        case .infiniteSize(let width, let height):
            return "The view laid out to \(width) x \(height) points; give it a finite proposed size or frame."
        case .tooDeep(let depth):
            return "The views are nested too deeply to render: the render stopped \(depth) levels deep, "
                + "where this thread's stack ran low. Flatten the hierarchy."
        }
    }
}

/// Renders a view to pixels, as SwiftUI's `ImageRenderer` does: the view is laid out at its
/// size for `proposedSize` (its ideal size by default) and drawn at `scale` pixels per point.
/// On Linux the result is a `RasterCanvas` and PNG data; a `window` renders the view as a screen's
/// root view instead: laid out in the window's safe area over the system background.
@MainActor
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content { didSet { placed = nil } }
    /// Pixels per point (the display scale).
    public var scale: CGFloat = 1 { didSet { placed = nil } }
    /// The size the view is offered.
    public var proposedSize: ProposedViewSize = .unspecified { didSet { placed = nil } }
    /// Linux addition: a window to render the view in as its root view, as a hosting controller
    /// shows it on a device; `nil` renders the view alone at its size, as SwiftUI's renderer does.
    public var window: ViewTreeWindow? { didSet { placed = nil } }
    /// Linux addition: the environment the view starts from (its `displayScale` is `scale`).
    public var environment = EnvironmentValues() { didSet { placed = nil } }
    /// Linux addition: how long `settle()` waits for image loaders and `.task` bodies.
    public var timeout: Duration = ViewTreeTimeout.default
    /// The images loaded for the view's `AsyncImage`s while the render settles.
    let images = ImageLoadingSession()
    /// The views' state, kept by identity across layout passes.
    let graph = ViewGraph()
    /// What views ask for as they appear, recorded by each layout pass.
    let appearance = AppearanceLog()
    /// The views that have appeared (their `onAppear` actions ran), by identity.
    var appeared: Set<ViewIdentity> = []
    /// The values last delivered to `onGeometryChange` actions, by the identity of their modifier.
    var observedValues: [ViewIdentity: EquatableBox] = [:]
    /// The `.task`s started, by the identity of their modifier.
    var tasks: [ViewIdentity: RunningTask] = [:]
    /// Issues found while settling (tasks cut at the deadline), reported with the layout's.
    var settleIssues: [ViewTreeRenderIssue] = []
    /// The latest layout, its display list and its issues, kept until a setting changes or images
    /// load, so that asking for the layout, the issues and the canvas lays the view out once.
    var placed: PlacedView?

    /// A renderer of `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The view laid out: every view's frame in points.
    public var layout: ViewTreeLayout { place().node.layout }

    /// The drawing commands of the laid-out view, in points.
    public var displayList: [ViewTreeDisplayItem] { place().displayItems }

    /// Linux addition: what rendering the view now would report: missing or undecodable images,
    /// missing catalog colours, unknown symbols, `AsyncImage` URLs that nothing answered, work
    /// cut at the deadline.
    public var issues: [ViewTreeRenderIssue] {
        let placed = place()
        // Styles report what they cannot paint while the display list is made.
        _ = placed.displayItems
        return placed.log.issues + settleIssues
    }

    /// The view drawn on a transparent canvas of its size in pixels.
    public var canvas: RasterCanvas {
        get throws { try drawing.makeCanvas() }
    }

    /// Linux addition: what `canvas` draws, laid out and ready to be drawn on any thread (so
    /// that many views can be laid out in turn and drawn in parallel); throws what `canvas` throws.
    public var drawing: ViewTreeDrawing {
        get throws {
            let view = place()
            let placed = view.node
            // Listing the drawing commands may stop short too.
            _ = view.displayItems
            if let depth = view.cutDepth { throw ViewTreeRenderError.tooDeep(depth: depth) }
            if let failure = placed.textFailure { throw failure }
            let size = placed.frame.size
            guard size.width.isFinite, size.height.isFinite else {
                throw ViewTreeRenderError.infiniteSize(width: size.width, height: size.height)
            }
            // Sizes past the canvas's limit stay past it (the canvas throws) without trapping as `Int`s.
            let limit = CGFloat(RasterCanvas.maximumDimension + 1)
            let width = Int(min((size.width * effectiveScale).rounded(.up), limit))
            let height = Int(min((size.height * effectiveScale).rounded(.up), limit))
            guard width > 0, height > 0 else { throw ViewTreeRenderError.emptyImage(width: size.width, height: size.height) }
            return ViewTreeDrawing(width: width, height: height, scale: effectiveScale, displayList: view.displayItems)
        }
    }

    /// Linux addition: what in the layout a reviewer should look at: truncated text, views that
    /// overflow their container or the window, views pushed into the window's unsafe margins.
    public var layoutWarnings: [ViewTreeLayoutWarning] {
        let root = place().node
        let screen = window.map { window in
            (bounds: root.frame, safe: window.safeRect(in: root.frame.size).offsetBy(dx: root.frame.minX, dy: root.frame.minY))
        }
        var scan = LayoutWarningScan(tolerance: 1 / effectiveScale + 0.001, screen: screen)
        scan.visit(root, parent: nil, path: [], exempt: [])
        return scan.warnings
    }

    /// The rendered view as PNG data.
    public func pngData() throws -> Data {
        try canvas.pngData()
    }

    private var effectiveScale: CGFloat {
        Image.validScale(scale)
    }

    /// Lays the view out at its size for the proposal, frames on the pixel grid, with the log of
    /// the issues found on the way.
    func place() -> PlacedView {
        if let placed { return placed }
        let (node, wasCut, deepest) = StackRoom.watching { placeRoot() }
        let result = PlacedView(node: node.node, log: node.log, deepest: deepest, wasCut: wasCut)
        placed = result
        return result
    }

    /// Resolves, measures and places the view (what `place()` keeps).
    private func placeRoot() -> (node: PlacedNode, log: RenderIssueLog) {
        var environment = self.environment
        environment.displayScale = effectiveScale
        let log = RenderIssueLog()
        environment.renderIssueLog = log
        environment.imageLoadingSession = images
        environment.viewGraph = graph
        environment.appearanceLog = appearance
        // The container `containerRelativeFrame` measures: the window's safe area, or the proposal.
        environment.containerSize = window.flatMap { window in
            window.size.map { ProposedViewSize(window.safeRect(in: $0).size) }
        } ?? proposedSize
        environment.screenBottomInset = window?.safeAreaInsets.bottom ?? 0
        let preferences = WindowPreferences()
        environment.windowPreferences = preferences
        var root = content.resolveSingleNode(in: environment)
        // A `preferredColorScheme` inside applies to the whole window: resolve again in it.
        if let scheme = preferences.colorScheme, scheme != environment.colorScheme {
            environment.colorScheme = scheme
            root = content.resolveSingleNode(in: environment)
        }
        if let window {
            root = WindowNode(content: root, window: window,
                              background: Color.systemBackground.resolved(in: environment))
        }
        let size = root.sizeThatFits(proposedSize)
        // Placing snaps the frame, and lays the content out in the size it measured.
        return (PlacedNode.place(root, in: CGRect(origin: .zero, size: size), context: PlacementContext(), scale: effectiveScale),
                log)
    }
}

/// A laid-out view, its display list (made once, when first asked for) and its issue log.
@MainActor
final class PlacedView {
    let node: PlacedNode
    let log: RenderIssueLog
    /// How deep the views went, and whether a stage stopped descending for want of stack.
    private let deepest: Int
    private var wasCut: Bool
    private(set) lazy var displayItems: [ViewTreeDisplayItem] = {
        let (items, cut, _) = StackRoom.watching { node.displayItems }
        wasCut = wasCut || cut
        return items
    }()

    init(node: PlacedNode, log: RenderIssueLog, deepest: Int, wasCut: Bool) {
        self.node = node
        self.log = log
        self.deepest = deepest
        self.wasCut = wasCut
    }

    /// How deep the views went when a stage stopped descending for want of stack, or `nil`.
    var cutDepth: Int? { wasCut ? deepest : nil }
}

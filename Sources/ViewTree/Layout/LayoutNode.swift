import Foundation

/// A view resolved against its environment, ready to be measured, placed and drawn. Subclasses
/// hold one kind of layout each (text, a shape, a stack, padding, a frame...).
///
/// Nodes are made fresh for every layout pass, so caching sizes inside them is safe: a view
/// asked the same proposal twice (stacks ask several) measures once.
///
/// Layout works in leading-based coordinates: x grows from a view's leading edge. A node whose
/// `direction` is right-to-left has its children's frames mirrored when it is placed, which
/// mirrors stacks, alignment, padding and offsets as SwiftUI does, while text draws unchanged.
class LayoutNode {
    /// The view's name in layout trees, such as "Text", "VStack" or "padding".
    let name: String
    /// The direction this view lays its children out in.
    let direction: LayoutDirection
    /// The type of the app's own view whose body made this node (`OrderRow`), for layout
    /// warnings; `nil` for nodes made inside another node, or by ViewTree's own views.
    var viewType: String?
    /// The sizes measured so far, each with the proposal that led to it and when it was last
    /// asked (so that placement can tell which proposal last gave a size). A view is asked a
    /// handful of proposals, so a short list searched in order beats hashing every query.
    private var measured: [Measurement] = []
    /// The count of `sizeThatFits` calls so far, which orders `measured`'s entries by last use.
    private var askCount = 0
    /// The explicit guides computed so far, by guide and size (a handful per view, as above).
    private var guides: [(query: GuideQuery, value: CGFloat?)] = []

    init(name: String, direction: LayoutDirection = .leftToRight) {
        self.name = name
        self.direction = direction
    }

    /// How early a stack gives this view space; modifiers pass their child's on.
    var layoutPriority: Double { 0 }

    /// Whether this is a spacer, which stacks put no spacing next to and stretch along their axis.
    var isSpacer: Bool { false }

    /// The order among siblings in drawing (higher on top); modifiers pass their child's on.
    var zIndex: Double { 0 }

    /// The text of a text view, for layout trees.
    var text: String? { nil }

    /// Whether this view is meant to stick out of the frame its parent gives it (it ignores the
    /// safe area, or fills a ratio), so layout warnings leave it and its content alone.
    var overflowsByDesign: Bool { false }

    /// The axes along which `child` is meant to reach outside this view (both for an offset, a
    /// position, a background or overlay; the scrolling axes for a scroll view's content), so
    /// layout warnings leave it and its content alone along them.
    func axesChildMayOverflow(_ child: LayoutNode) -> Axis.Set { [] }

    /// Whether this view draws nothing of its content (`hidden()`), so layout warnings skip it.
    var hidesContent: Bool { false }

    /// The space this view prefers between it and its neighbours in stacks and custom layouts:
    /// a plain view's, unless it is text, a symbol, a spacer or a container (see `ViewSpacing`).
    var viewSpacing: ViewSpacing { .plainView }

    /// The value of a `LayoutValueKey` (by its type's identifier) set on this view, if any.
    func layoutValue(for key: ObjectIdentifier) -> Any? { nil }

    /// The size this view takes for `proposal`, measured once per proposal.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let index = measured.firstIndex(where: { $0.proposal == proposal }) {
            askCount += 1
            measured[index].lastAsked = askCount
            return measured[index].size
        }
        // A tree too deep for the stack is measured no further; the render throws `tooDeep`.
        if StackRoom.isLow { return .zero }
        LayoutMeasurementCounter.active?.countMeasurement()
        let raw = size(for: proposal)
        // Never hand a parent NaN or a negative size, whatever a child computed.
        let size = CGSize(width: raw.width.isNaN ? 0 : max(0, raw.width), height: raw.height.isNaN ? 0 : max(0, raw.height))
        askCount += 1
        measured.append(Measurement(proposal: proposal, size: size, lastAsked: askCount))
        return size
    }

    /// The proposal most recently measured to `size` (what the parent settled on), or `size`
    /// itself: views that pass their proposal on at placement, as SwiftUI's do, use it.
    final func proposal(thatGave size: CGSize) -> ProposedViewSize {
        var latest: Measurement?
        for entry in measured where entry.size == size && entry.lastAsked > (latest?.lastAsked ?? 0) { latest = entry }
        return latest?.proposal ?? ProposedViewSize(size)
    }

    /// Computes the size for `proposal` (subclasses override; called once per proposal).
    func size(for proposal: ProposedViewSize) -> CGSize { .zero }

    /// The children and their frames, relative to this view's top leading corner, when it has `size`.
    func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] { [] }

    /// The children placed on the screen when this view has `frame` (in root coordinates) in
    /// `context`: frames relative to the top left, mirrored in right-to-left layouts. Views that
    /// need to know where they are (geometry readers) or give children a context of their own
    /// (safe-area insets) override it.
    func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        placeChildren(in: frame.size).map { ChildPlacement(node: $0.node, frame: onScreen($0.frame, in: frame.size), context: context) }
    }

    /// `frame` (leading-based, in a view of `size`) as the screen shows it: mirrored right to left.
    final func onScreen(_ frame: CGRect, in size: CGSize) -> CGRect {
        guard direction == .rightToLeft else { return frame }
        return CGRect(x: size.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// Where this view goes when its parent gives it `frame`, and the context its children see.
    /// Views that ignore the safe area grow here; a window sets the safe area up.
    func placement(for frame: CGRect, in context: PlacementContext) -> (frame: CGRect, context: PlacementContext) {
        (frame, context)
    }

    /// Whether drawing this view runs app code or resolves views (a canvas's renderer, a list's
    /// lazy rows), which happens on the main actor: a layout with such a view lists its drawing
    /// commands there (see `ImageRenderer.laidOut`), not on the thread that draws it.
    var drawsOnlyOnMainActor: Bool { false }

    /// Adds what this view draws, beneath its children, for `frame` (in root coordinates).
    func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {}

    /// Adds the children's drawing, each child's items in drawing order; clips, opacity and
    /// effects wrap it.
    func drawChildren(in frame: CGRect, _ children: [DrawnChild], into list: inout [ViewTreeDisplayItem]) {
        list += children.flatMap(\.items)
    }

    /// This view's own value for the guide `key` when it has `size` (leading-based for
    /// horizontal guides), or `nil` to use the guide's default: text sets its baselines,
    /// `alignmentGuide` sets any guide, and containers pass their children's on. Computed once
    /// per guide and size: containers ask their children for guides whenever they measure or
    /// place, and without the cache each level of nesting would multiply the work below it.
    final func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        let query = GuideQuery(key: key, size: size)
        if let cached = guides.first(where: { $0.query == query }) { return cached.value }
        if StackRoom.isLow { return nil }
        LayoutMeasurementCounter.active?.countGuide()
        let value = computeExplicitAlignment(key, in: size)
        guides.append((query, value))
        return value
    }

    /// Computes `explicitAlignment(_:in:)` (subclasses override; called once per guide and size).
    func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { nil }

    /// The size and guides of this view at `size`.
    final func dimensions(in size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { key in self.explicitAlignment(key, in: size) }
    }
}

/// A guide asked of a view at a size, the key of its cache of explicit guides.
private struct GuideQuery: Equatable {
    let key: AlignmentKey
    let size: CGSize
}

/// A size a view measured, the proposal it measured it for, and when that proposal was last asked.
private struct Measurement {
    let proposal: ProposedViewSize
    let size: CGSize
    var lastAsked: Int
}

/// A child node and the items it draws.
typealias DrawnChild = (node: LayoutNode, items: [ViewTreeDisplayItem])

/// A node wrapping one child: passes the child's priority, z-index, spacing, layout values and
/// explicit guides on, the guides moved by where it puts the child.
class ModifierNode: LayoutNode {
    let child: LayoutNode

    init(name: String, child: LayoutNode, direction: LayoutDirection = .leftToRight) {
        self.child = child
        super.init(name: name, direction: direction)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var zIndex: Double { child.zIndex }
    override var viewSpacing: ViewSpacing { child.viewSpacing }
    override func layoutValue(for key: ObjectIdentifier) -> Any? { child.layoutValue(for: key) }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        placeChildren(in: size).first { $0.node === child }.flatMap(key.explicitValue(of:))
    }
}

/// A modifier that leaves layout to its child: the child's size, in the modifier's whole frame.
/// Modifiers of this kind change something else (a guide, a name, a value for a layout).
class TransparentModifierNode: ModifierNode {
    override func size(for proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        [(child, CGRect(origin: .zero, size: size))]
    }
}

extension AlignmentKey {
    /// The explicit value a view whose one child is at `placed` has for this guide: the child's,
    /// moved into the view's coordinates, whatever the guide's ID combines in containers.
    func explicitValue(of placed: (node: LayoutNode, frame: CGRect)) -> CGFloat? {
        placed.node.explicitAlignment(self, in: placed.frame.size).map {
            $0 + (axis == .horizontal ? placed.frame.minX : placed.frame.minY)
        }
    }

    /// The explicit value a container with children at `placed` frames has for this guide:
    /// theirs, moved into its coordinates and combined as the guide's ID says.
    func combinedExplicitValue(of placed: [(node: LayoutNode, frame: CGRect)]) -> CGFloat? {
        combine(placed.map(explicitValue(of:)))
    }
}

import Foundation

/// A view resolved against its environment, ready to be measured, placed and drawn. Subclasses
/// hold one kind of layout each (text, a shape, a stack, padding, a frame...).
///
/// Nodes are made fresh for every layout pass, so caching sizes inside them is safe: a view
/// asked the same proposal twice (stacks ask several) measures once.
class LayoutNode {
    /// The view's name in layout trees, such as "Text", "VStack" or "padding".
    let name: String
    private var measured: [ProposedViewSize: CGSize] = [:]

    init(name: String) {
        self.name = name
    }

    /// How early a stack gives this view space; modifiers pass their child's on.
    var layoutPriority: Double { 0 }

    /// Whether this is a spacer, which stacks put no spacing next to and stretch along their axis.
    var isSpacer: Bool { false }

    /// The order among siblings in drawing (higher on top); modifiers pass their child's on.
    var zIndex: Double { 0 }

    /// The text of a text view, for layout trees.
    var text: String? { nil }

    /// The size this view takes for `proposal`, measured once per proposal.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = measured[proposal] { return size }
        let raw = size(for: proposal)
        // Never hand a parent NaN or a negative size, whatever a child computed.
        let size = CGSize(width: raw.width.isNaN ? 0 : max(0, raw.width), height: raw.height.isNaN ? 0 : max(0, raw.height))
        measured[proposal] = size
        return size
    }

    /// Computes the size for `proposal` (subclasses override; called once per proposal).
    func size(for proposal: ProposedViewSize) -> CGSize { .zero }

    /// The children and their frames, relative to this view's top left, when it has `size`.
    func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] { [] }

    /// Where this view goes when its parent gives it `frame`, and the safe area its children see.
    /// Views that ignore the safe area grow here; a window sets the safe area up.
    func placement(for frame: CGRect, in safeArea: SafeArea) -> (frame: CGRect, safeArea: SafeArea) {
        (frame, safeArea)
    }

    /// Adds what this view draws, beneath its children, for `frame` (in root coordinates).
    func drawContent(in frame: CGRect, into list: inout [DisplayItem]) {}

    /// Adds the children's drawing, each child's items in drawing order; clips, opacity and
    /// effects wrap it.
    func drawChildren(in frame: CGRect, _ children: [DrawnChild], into list: inout [DisplayItem]) {
        list += children.flatMap(\.items)
    }

    /// The first text baseline from the top, for baseline alignment; `nil` without text.
    func firstBaseline(in size: CGSize) -> CGFloat? { nil }

    /// The last text baseline from the top; `nil` without text.
    func lastBaseline(in size: CGSize) -> CGFloat? { nil }
}

/// A child node and the items it draws.
typealias DrawnChild = (node: LayoutNode, items: [DisplayItem])

/// A node wrapping one child: passes the child's priority, z-index and baselines on, offset by
/// where it puts the child.
class ModifierNode: LayoutNode {
    let child: LayoutNode

    init(name: String, child: LayoutNode) {
        self.child = child
        super.init(name: name)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var zIndex: Double { child.zIndex }

    override func firstBaseline(in size: CGSize) -> CGFloat? {
        guard let placed = placeChildren(in: size).first(where: { $0.node === child }) else { return nil }
        return child.firstBaseline(in: placed.frame.size).map { $0 + placed.frame.minY }
    }

    override func lastBaseline(in size: CGSize) -> CGFloat? {
        guard let placed = placeChildren(in: size).first(where: { $0.node === child }) else { return nil }
        return child.lastBaseline(in: placed.frame.size).map { $0 + placed.frame.minY }
    }
}

import Foundation

/// Finds layout warnings in a placed tree in one walk: text a node reports truncated, and views
/// whose frame sticks out of their parent's, the window or its safe rectangle. Only the
/// outermost view sticking out of the window or safe area is reported, not everything inside it.
/// Views that overflow by design (`ignoresSafeArea`, filling aspect ratios, offsets, positions,
/// backgrounds and overlays, negative padding, scroll views' content along their axes) are left
/// out, with what is inside them as far as the screen goes; hidden views too, and ViewTree's own
/// chrome (navigation bars, toolbars, tab bars, page indicators), which the app does not lay out.
/// Each warning names the app's view it belongs to (`Text "Past" in OrderRow`).
struct LayoutWarningScan {
    /// How far a frame may stick out before it counts: a pixel, as frames snap independently.
    let tolerance: CGFloat
    /// The window's bounds and safe rectangle, when the view is a window's root view.
    let screen: (bounds: CGRect, safe: CGRect)?
    private(set) var warnings: [ViewTreeLayoutWarning] = []

    init(tolerance: CGFloat, screen: (bounds: CGRect, safe: CGRect)?) {
        self.tolerance = tolerance
        self.screen = screen
    }

    /// Checks `placed` and everything inside it; `exempt`: the axes along which an ancestor
    /// reaches out by design, where the screen and safe area are not checked.
    /// `viewType`: the nearest app view around `placed`.
    mutating func visit(_ placed: PlacedNode, parent: PlacedNode?, path: [String], exempt: Axis.Set,
                        viewType: String? = nil) {
        let node = placed.node
        guard !node.hidesContent, !node.isSystemChrome, !StackRoom.isLow else { return }
        let path = path + [node.name]
        let viewType = node.viewType ?? viewType
        let owner = viewType.map { " in \($0)" } ?? ""
        if let text = node as? TextNode, let truncation = text.truncation(in: placed.frame.size) {
            let byLimit = truncation.lineLimit.map { truncation.lines >= $0 } ?? false
            let limit = byLimit ? "its line limit of \(truncation.lineLimit ?? 0)" : "the height it was given"
            let lines = truncation.lines == 1 ? "1 line" : "\(truncation.lines) lines"
            warnings.append(ViewTreeLayoutWarning(kind: .truncatedText, path: path, frame: placed.frame, text: text.text,
                                          message: "Text \(Self.quote(text.text ?? ""))\(owner) is truncated to \(lines) by \(limit).",
                                          viewType: viewType))
        }
        let byDesign: Axis.Set = node.overflowsByDesign ? [.horizontal, .vertical]
            : parent.map { $0.node.axesChildMayOverflow(node) } ?? []
        if let parent, let warning = overflow(of: placed, in: parent, path: path, byDesign: byDesign,
                                              exempt: exempt.union(byDesign), viewType: viewType) {
            warnings.append(warning)
        }
        for child in placed.children {
            visit(child, parent: placed, path: path, exempt: exempt.union(byDesign), viewType: viewType)
        }
    }

    /// The worst way `placed` sticks out: past the screen or into the unsafe margins (along the
    /// axes not `exempt`), or out of its parent (along the axes not meant to, `byDesign`).
    private func overflow(of placed: PlacedNode, in parent: PlacedNode, path: [String], byDesign: Axis.Set,
                          exempt: Axis.Set, viewType: String?) -> ViewTreeLayoutWarning? {
        let frame = placed.frame
        // The text inside is looked for only for a warning (it is a walk of the whole subtree).
        func warning(_ kind: ViewTreeLayoutWarning.Kind, _ amount: EdgeInsets, _ message: (String) -> String) -> ViewTreeLayoutWarning {
            let text = placed.firstText
            let label = (text.map { "\(placed.node.name) \(Self.quote($0))" } ?? placed.node.name)
                + (viewType.map { " in \($0)" } ?? "")
            return ViewTreeLayoutWarning(kind: kind, path: path, frame: frame, text: text, overflow: amount,
                                         message: message(label), viewType: viewType)
        }
        if let screen {
            let parentIsWindow = parent.node is WindowNode
            let beyond = overflow(of: frame, past: screen.bounds, except: exempt)
            if isVisible(beyond),
               parentIsWindow || !isVisible(overflow(of: parent.frame, past: screen.bounds, except: exempt)) {
                return warning(.overflowsScreen, beyond) { "\($0) reaches past the screen by \(Self.describe(beyond))." }
            }
            let unsafe = overflow(of: frame, past: screen.safe, except: exempt)
            if isVisible(unsafe), parentIsWindow || !isVisible(overflow(of: parent.frame, past: screen.safe, except: exempt)) {
                return warning(.unsafeArea, unsafe) { "\($0) is pushed into the unsafe area by \(Self.describe(unsafe))." }
            }
            if parentIsWindow { return nil }
        }
        let outside = overflow(of: frame, past: parent.frame, except: byDesign)
        guard isVisible(outside) else { return nil }
        return warning(.overflowsContainer, outside) {
            "\($0) overflows its container (\(parent.node.name)) by \(Self.describe(outside))."
        }
    }

    private func isVisible(_ overflow: EdgeInsets) -> Bool {
        max(overflow.top, overflow.leading, overflow.bottom, overflow.trailing) > 0
    }

    /// How far `frame` reaches past `bounds` on each screen edge; edges within the tolerance, or
    /// along the axes `except`, zero.
    private func overflow(of frame: CGRect, past bounds: CGRect, except axes: Axis.Set) -> EdgeInsets {
        func beyond(_ amount: CGFloat, _ axis: Axis.Set) -> CGFloat { amount > tolerance && !axes.contains(axis) ? amount : 0 }
        return EdgeInsets(top: beyond(bounds.minY - frame.minY, .vertical), leading: beyond(bounds.minX - frame.minX, .horizontal),
                          bottom: beyond(frame.maxY - bounds.maxY, .vertical),
                          trailing: beyond(frame.maxX - bounds.maxX, .horizontal))
    }

    /// `text` in quotes, its middle left out when it is long.
    static func quote(_ text: String) -> String {
        guard text.count > 48 else { return "\"\(text)\"" }
        return "\"\(text.prefix(30))…\(text.suffix(12))\""
    }

    /// "12 pt at the top and 3.5 pt on the right".
    static func describe(_ overflow: EdgeInsets) -> String {
        let edges: [(CGFloat, String)] = [(overflow.top, "at the top"), (overflow.leading, "on the left"),
                                          (overflow.bottom, "at the bottom"), (overflow.trailing, "on the right")]
        let parts = edges.filter { $0.0 > 0 }.map { amount, edge -> String in
            let rounded = (Double(amount) * 10).rounded() / 10
            let number = Int(exactly: rounded).map(String.init) ?? String(rounded)
            return "\(number) pt \(edge)"
        }
        return parts.joined(separator: " and ")
    }
}

extension LayoutNode {
    /// Whether this is a bar or indicator iOS draws around the app's views, which layout
    /// warnings leave alone with all it holds.
    var isSystemChrome: Bool { self is ChromeBarNode || self is PageIndicatorNode }
}

extension PlacedNode {
    /// The text of this view or the first text inside it (searched without recursion, so that
    /// any depth fits the stack).
    var firstText: String? {
        firstNode { $0.node.text }
    }

    /// The first value `value` gives for this view or a view inside it, in tree order.
    func firstNode<Value>(_ value: (PlacedNode) -> Value?) -> Value? {
        var pending = [self]
        while let placed = pending.popLast() {
            if let found = value(placed) { return found }
            pending += placed.children.reversed()
        }
        return nil
    }
}

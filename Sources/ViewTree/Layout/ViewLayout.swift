import Foundation

/// A laid-out view: its name, frame in points (in the root's coordinates) and text, with its
/// children. Layout is inspectable so that tests can check frames, and layouts can be compared.
public struct ViewTreeLayout: Hashable, Sendable, CustomStringConvertible {
    /// The view's name, such as "Text", "VStack" or "padding".
    public var name: String
    /// The frame in points, in the root's coordinates.
    public var frame: CGRect
    /// The text a text view shows.
    public var text: String?
    /// The views inside, in layout order.
    public var children: [ViewTreeLayout]

    /// Every view of the tree, depth first, this one first.
    public var allViews: [ViewTreeLayout] { depthFirst().map(\.view) }

    /// Every view of the tree with its depth (this one's is 0), depth first, walked without
    /// recursion so that any depth fits the stack.
    private func depthFirst() -> [(view: ViewTreeLayout, depth: Int)] {
        var found: [(view: ViewTreeLayout, depth: Int)] = []
        var pending = [(view: self, depth: 0)]
        while let next = pending.popLast() {
            found.append(next)
            pending += next.view.children.reversed().map { ($0, next.depth + 1) }
        }
        return found
    }

    /// The first view in the tree (depth first) named `name`.
    public func first(named name: String) -> ViewTreeLayout? {
        allViews.first { $0.name == name }
    }

    /// The first text view showing `text`.
    public func first(text: String) -> ViewTreeLayout? {
        allViews.first { $0.text == text }
    }

    /// One view a line, indented by depth: name, frame and text.
    public var description: String {
        depthFirst().map { view, depth in view.line(depth: depth) }.joined(separator: "\n")
    }

    private func line(depth: Int) -> String {
        func number(_ value: CGFloat) -> String {
            guard value.isFinite else { return "\(Double(value))" }
            let rounded = Double((value * 1000).rounded() / 1000)
            return Int(exactly: rounded).map(String.init) ?? String(rounded)
        }
        var line = String(repeating: "  ", count: depth) + name
        line += " (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
        if let text { line += " \"\(text)\"" }
        return line
    }
}

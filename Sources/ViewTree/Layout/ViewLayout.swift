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
    public var allViews: [ViewTreeLayout] { [self] + children.flatMap(\.allViews) }

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
        lines(depth: 0).joined(separator: "\n")
    }

    private func lines(depth: Int) -> [String] {
        func number(_ value: CGFloat) -> String {
            guard value.isFinite else { return "\(Double(value))" }
            let rounded = Double((value * 1000).rounded() / 1000)
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        var line = String(repeating: "  ", count: depth) + name
        line += " (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))"
        if let text { line += " \"\(text)\"" }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}

import Foundation

/// The outline of a 2D shape, with SwiftUI's and CoreGraphics' method names.
///
/// Coordinates are in points on a y-down plane, as in SwiftUI. A path is a value: building one
/// never fails, and coordinates that are not finite are reported when the path is drawn.
public struct Path: Equatable, Sendable {
    /// One command of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line back to its start.
        case closeSubpath
    }

    /// The commands of the path, in order.
    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path by letting `build` add to an empty one.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Creates a path from a list of elements.
    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, or `nil` for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return subpathStart
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        append(.move(to: point))
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve to `point` with one control point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point` with two control points.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its first point.
    public mutating func closeSubpath() {
        guard currentPoint != nil, elements.last != .closeSubpath else { return }
        append(.closeSubpath)
    }

    /// Adds connected straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Appends all of `path`'s elements, mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }

    /// Appends one element, inserting a `move` where a drawing element has no current point
    /// (CoreGraphics starts the subpath at the element's point in that case).
    private mutating func append(_ element: Element) {
        switch element {
        case .move(let p):
            subpathStart = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            if currentPoint == nil {
                elements.append(.move(to: p))
                subpathStart = p
                if case .line = element { return }
            } else if elements.last == .closeSubpath, let start = subpathStart {
                // Drawing after a close continues from the closed subpath's start.
                elements.append(.move(to: start))
            }
        case .closeSubpath:
            break
        }
        elements.append(element)
    }

    /// The path mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = Path()
        result.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): result.append(.move(to: p.applying(transform)))
            case .line(let p): result.append(.line(to: p.applying(transform)))
            case .quadCurve(let p, let c):
                result.append(.quadCurve(to: p.applying(transform), control: c.applying(transform)))
            case .curve(let p, let c1, let c2):
                result.append(.curve(to: p.applying(transform), control1: c1.applying(transform),
                                     control2: c2.applying(transform)))
            case .closeSubpath: result.append(.closeSubpath)
            }
        }
        return result
    }

    /// The path moved by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle containing every point and control point, or `.null` when empty
    /// (CoreGraphics' `boundingBox`).
    public var controlPointBounds: CGRect {
        var bounds = BoundsAccumulator()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): bounds.add(p)
            case .quadCurve(let p, let c): bounds.add(p); bounds.add(c)
            case .curve(let p, let c1, let c2): bounds.add(p); bounds.add(c1); bounds.add(c2)
            case .closeSubpath: break
            }
        }
        return bounds.rect
    }

    /// The smallest rectangle containing the path's outline (curves by their extremes, not their
    /// control points), or `.null` for an empty path, as in SwiftUI.
    public var boundingRect: CGRect {
        var bounds = BoundsAccumulator()
        var current = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                bounds.add(p)
                current = p
                start = p
            case .line(let p):
                bounds.add(p)
                current = p
            case .quadCurve(let p, let c):
                Bezier.quadExtremes(current, c, p) { bounds.add($0) }
                current = p
            case .curve(let p, let c1, let c2):
                Bezier.cubicExtremes(current, c1, c2, p) { bounds.add($0) }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return bounds.rect
    }

    /// Whether every coordinate of the path is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let p, let c): return p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: return true
            }
        }
    }
}

extension CGPoint {
    /// Whether both coordinates are finite numbers.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// Grows a rectangle point by point.
struct BoundsAccumulator {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = Swift.min(minX, p.x)
        minY = Swift.min(minY, p.y)
        maxX = Swift.max(maxX, p.x)
        maxY = Swift.max(maxY, p.y)
    }

    var rect: CGRect {
        minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }
}

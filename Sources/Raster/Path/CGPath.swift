#if !canImport(Darwin)
import Foundation

/// CoreGraphics' immutable path, for Linux where there is no CoreGraphics: code that builds a
/// `CGPath` (or takes one from `UIBezierPath.cgPath`) and hands it to SwiftUI's `Path(_:)`.
///
/// A class, as in CoreGraphics, over a ``Path`` value; coordinates and arc directions are
/// CoreGraphics' own, which on SwiftUI's y-down plane are ``Path``'s.
public class CGPath: @unchecked Sendable, Hashable {
    /// The path's elements. Only ``CGMutablePath`` changes them.
    fileprivate(set) var path: Path

    init(_ path: Path) {
        self.path = path
    }

    /// A path that is the rectangle `rect`, mapped through `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// A path that is the ellipse inscribed in `rect`, mapped through `transform` when one is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A rectangle with elliptical corners `cornerWidth` by `cornerHeight`, mapped through
    /// `transform` when one is given. CoreGraphics' corners are quarter ellipses, not the
    /// continuous curve of SwiftUI's and UIKit's rounded rectangles.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
            .applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path, as in CoreGraphics.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The smallest rectangle containing every point and control point, or `.null` when empty.
    public var boundingBox: CGRect { path.controlPointBounds }

    /// The smallest rectangle containing the path's outline, or `.null` when empty.
    public var boundingBoxOfPath: CGRect { path.boundingRect }

    /// An immutable copy of the path.
    public func copy() -> CGPath? {
        CGPath(path)
    }

    /// An immutable copy of the path mapped through `transform` when one is given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(path)
    }

    /// A mutable copy of the path mapped through `transform` when one is given.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(path.applying(transform?.pointee ?? .identity))
    }

    /// Whether `point` is inside the path, filled by `rule`, after mapping the path through `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// The outline a stroke of the path would fill, as a path of its own.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        return CGPath(path.strokedPath(style).applying(transform))
    }

    /// Whether two paths have the same elements, as CoreGraphics compares them.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.path == rhs.path
    }

    /// Hashes the number of elements, which equal paths share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path.elements.count)
    }
}

/// CoreGraphics' path that can be added to.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() {
        self.init(Path())
    }

    /// Starts a new subpath at `point`, mapped through `transform`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a line to `point`, mapped through `transform`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds connected lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                      control2: control2.applying(transform))
    }

    /// Adds the rectangle `rect` as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    /// Adds each rectangle in `rects` as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// Adds a rectangle with elliptical (not continuous) corners `cornerWidth` by `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular,
                            transform: transform)
    }

    /// Adds a circular arc between two angles in radians, with a line from the current point to
    /// its start. `clockwise` is CoreGraphics' (y-up) sense, so `false` looks clockwise on a
    /// y-down screen, as with SwiftUI's `Path`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                    clockwise: clockwise, transform: transform)
    }

    /// Adds a circular arc that starts at `startAngle` and turns by `delta`, both in radians.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(delta),
                            transform: transform)
    }

    /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End` and
    /// from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Appends `other`'s elements, mapped through `transform`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        path.closeSubpath()
    }
}

/// The rule that decides which points a path's fill covers.
public enum CGPathFillRule: Int32, Sendable {
    /// Points the path winds around a non-zero number of times.
    case winding
    /// Points inside an odd number of the path's crossings.
    case evenOdd
}

extension Path {
    /// A path with the elements of a CoreGraphics path.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as an immutable CoreGraphics path.
    public var cgPath: CGPath {
        CGPath(self)
    }
}
#endif

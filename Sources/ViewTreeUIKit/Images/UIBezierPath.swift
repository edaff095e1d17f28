import Foundation
import Raster

/// UIKit's path: built from lines, curves, arcs and shapes in UIKit's y-down coordinates, handed
/// to SwiftUI as `Path(bezierPath.cgPath)`, or filled and stroked in an image renderer's context
/// in the current `UIColor`s.
open class UIBezierPath: NSObject {
    /// The path's elements.
    private(set) var path: Path
    /// The stroke width.
    open var lineWidth: CGFloat = 1
    /// How open ends of strokes look.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners of strokes look.
    open var lineJoinStyle: CGLineJoin = .miter
    /// How far mitred corners may reach, in multiples of half the line width.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` fills by the even-odd rule rather than the non-zero winding rule.
    open var usesEvenOddFillRule = false
    private var dash: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    private init(path: Path) {
        self.path = path
    }

    /// An empty path.
    override public convenience init() {
        self.init(path: Path())
    }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init(path: Path(rect))
    }

    /// An oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init(path: Path(ellipseIn: rect))
    }

    /// A rounded rectangle with continuous corners of `cornerRadius`, as UIKit draws them.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous))
    }

    /// A rectangle whose `corners` are rounded by `cornerRadii.width`, at most half the
    /// rectangle's shorter side ("values larger than half the rectangle's width or height are
    /// clamped appropriately", Apple's documentation); UIKit ignores the height. The corners are
    /// continuous, as with `init(roundedRect:cornerRadius:)` (*unverified*).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        func radius(of corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? cornerRadii.width : 0 }
        var path = Path()
        path.addRoundedRect(in: rect, topLeft: radius(of: .topLeft), topRight: radius(of: .topRight),
                            bottomRight: radius(of: .bottomRight), bottomLeft: radius(of: .bottomLeft), style: .continuous)
        self.init(path: path)
    }

    /// A circular arc between two angles in radians; `clockwise` as it looks on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init(path: Path())
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a CoreGraphics path's elements.
    public convenience init(cgPath: CGPath) {
        self.init(path: Path(cgPath))
    }

    /// The path as a CoreGraphics path, for `Path(_:)` and shape layers.
    open var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle containing every point and control point.
    open var bounds: CGRect { path.isEmpty ? .zero : path.controlPointBounds }

    /// The end point of the last element, or `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc between two angles in radians, with a line from the current point to
    /// its start; `clockwise` as it looks on UIKit's y-down screen (CoreGraphics' opposite).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
                    clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element.
    open func removeAllPoints() {
        path = Path()
    }

    /// Appends `other`'s elements.
    open func append(_ other: UIBezierPath) {
        path.addPath(other.path)
    }

    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = path.applying(transform)
    }

    /// Whether `point` is inside the path's fill, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, eoFill: usesEvenOddFillRule)
    }

    /// Sets the stroke's dash pattern: `count` lengths from `pattern`, starting `phase` into it;
    /// `nil` for a solid line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Fills the path with the current context's fill colour.
    open func fill() {
        GraphicsContextStack.current?.fill(path, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Strokes the path with the current context's stroke colour and the path's line style.
    open func stroke() {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit,
                                dash: dash, dashPhase: dashPhase)
        GraphicsContextStack.current?.stroke(path, style: style)
    }
}

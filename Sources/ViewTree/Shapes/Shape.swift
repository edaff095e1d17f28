import Foundation

/// A 2D shape, as in SwiftUI: a path in a rectangle. As a view it fills the space it is offered
/// (ideally 10 by 10) with the foreground style.
public protocol Shape: View, Sendable {
    /// The outline of the shape in `rect` (callable from any thread, as in SwiftUI).
    nonisolated func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, which `strokeBorder` needs.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension Shape {
    /// A shape is filled with the foreground style.
    public var body: some View { ShapeView(shape: self, style: ForegroundStyle()) }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S = ForegroundStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, isEvenOdd: false)
    }

    /// The shape filled with `content` by `style`'s rule: `FillStyle(eoFill: true)` leaves the
    /// parts covered an even number of times empty (a ring from two circles).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, isEvenOdd: style.isEOFilled)
    }

    /// The shape's outline stroked with `style`, `lineWidth` wide and centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> some View {
        var numbers = InvalidNumbers("stroke")
        let lineWidth = numbers.length("lineWidth", lineWidth)
        return ShapeView(shape: self, style: style, stroke: StrokeStyle(lineWidth: lineWidth)).reporting(numbers)
    }

    /// The shape's outline stroked with `content` and a full stroke style.
    public func stroke<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle) -> some View {
        var numbers = InvalidNumbers("stroke")
        var style = style
        style.lineWidth = numbers.length("lineWidth", style.lineWidth)
        style.miterLimit = numbers.length("miterLimit", style.miterLimit)
        style.dashPhase = numbers.finite("dashPhase", style.dashPhase)
        for dash in style.dash where !(dash.isFinite && dash >= 0) { numbers.note("dash", dash, using: "a solid line") }
        return ShapeView(shape: self, style: content, stroke: style).reporting(numbers)
    }
}

nonisolated extension InsettableShape {
    /// The outline stroked inside the shape's bounds: inset by half the line width first.
    public func strokeBorder<S: ShapeStyle>(_ style: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> some View {
        inset(by: lineWidth.nonNegativeLength / 2).stroke(style, lineWidth: lineWidth)
    }

    /// The outline stroked inside the shape's bounds with `content` and a full stroke style:
    /// inset by half the line width first. Edges are always antialiased here.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle,
                                            antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth.nonNegativeLength / 2).stroke(content, style: style)
    }
}

/// A shape that replaced numbers it was given (a rounded rectangle's radii), reported where it
/// is drawn or clips.
protocol ReportingInvalidNumbers {
    /// The numbers replaced.
    var invalidNumbers: InvalidNumbers { get }
}

extension InvalidNumbers {
    /// The numbers `shape` replaced (none, for most shapes).
    init(of shape: any Shape) {
        self = (shape as? any ReportingInvalidNumbers)?.invalidNumbers ?? InvalidNumbers(String(describing: type(of: shape)))
    }
}

/// A shape painted with a style: filled, or stroked when a stroke style is given.
nonisolated struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let style: any ShapeStyle
    var stroke: StrokeStyle?
    var isEvenOdd = false

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        environment.report(InvalidNumbers(of: shape))
        return [ShapeNode(name: TypeNames.described(S.self), shape: shape, style: style, environment: environment,
                          stroke: stroke, isEvenOdd: isEvenOdd)]
    }
}

/// A shape laid out: it takes whatever it is offered (10 by 10 when asked for its ideal size),
/// and is painted with its style laid out on its frame.
final class ShapeNode: LayoutNode {
    private let shape: any Shape
    private let style: any ShapeStyle
    private let environment: EnvironmentValues
    /// The stroke, for a stroked shape; `nil` fills it.
    private let stroke: StrokeStyle?
    /// Whether a fill uses the even-odd rule.
    private let isEvenOdd: Bool

    init(name: String, shape: any Shape, style: any ShapeStyle, environment: EnvironmentValues, stroke: StrokeStyle?,
         isEvenOdd: Bool = false) {
        self.shape = shape
        self.style = style
        self.environment = environment
        self.stroke = stroke
        self.isEvenOdd = isEvenOdd
        super.init(name: name)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        guard frame.width.isFinite, frame.height.isFinite else { return }
        // The style without the effects the view around draws (shadows, blend modes).
        let style = StyleEffects(of: style, in: environment).plain
        if stroke == nil, let mesh = style as? MeshGradient {
            // A mesh is drawn as an image, which a paint cannot hold: the image clipped to the shape.
            list.append(evenOddIfAsked(.clip(shape.path(in: frame), mesh.displayItems(in: frame, environment: environment))))
            return
        }
        let paint = style._paint(in: frame, environment: environment)
        guard !paint.isInvisible else { return }
        if let stroke, stroke.dash.isEmpty, let inset = shape as? _InsetShape,
           inset.isCovered(byStrokeOf: stroke.lineWidth, in: frame) {
            // A border wider than the shape fills it (stroking the closed-up outline would reach
            // far beyond it, or past any coordinate for a huge width).
            list.append(.fill(inset.base.path(in: frame), paint))
            return
        }
        let path = shape.path(in: frame)
        if let stroke {
            if stroke.lineWidth > 0 { list.append(.stroke(path, paint, stroke)) }
        } else {
            list.append(evenOddIfAsked(.fill(path, paint)))
        }
    }

    /// `item` (a fill or clip of the shape) by the even-odd rule when the fill style asks for it.
    private func evenOddIfAsked(_ item: ViewTreeDisplayItem) -> ViewTreeDisplayItem {
        isEvenOdd ? .evenOdd([item]) : item
    }
}

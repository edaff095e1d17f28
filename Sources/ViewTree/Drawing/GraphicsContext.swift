import Foundation
import Raster

/// What a `Canvas` view draws with, as SwiftUI's `GraphicsContext`: paths filled and stroked with
/// shadings, text and images, through the context's transform, clip, opacity and blend mode.
/// Copies share the drawing: state changes (transform, clip, opacity) apply to the copy made,
/// commands drawn through any copy go into the canvas in order.
public struct GraphicsContext {
    /// The opacity of what is drawn from now on (multiplied with the layer's).
    public var opacity: Double = 1
    /// How what is drawn from now on blends with what is beneath.
    public var blendMode: BlendMode = .normal
    /// The transform from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public var environment: EnvironmentValues

    /// The clip paths, in the canvas's coordinates, outermost first, and whether each clips by
    /// the even-odd rule.
    private var clips: [(path: Path, isEvenOdd: Bool)] = []
    private let recorder: Recorder

    /// Where a context's commands go.
    final class Recorder {
        var items: [ViewTreeDisplayItem] = []
    }

    init(environment: EnvironmentValues, recorder: Recorder) {
        self.environment = environment
        self.recorder = recorder
    }

    // MARK: State

    /// Moves the origin by `x` and `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the coordinates by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the coordinates by `angle` (clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Limits what is drawn from now on to the inside of `path`, by `style`'s rule; with
    /// `.inverse`, to its outside (the path inside a rectangle far larger than any canvas, by the
    /// even-odd rule, so a self-overlapping path's overlaps count as inside only with `eoFill`).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard options.contains(.inverse) else {
            clips.append((path.applying(transform), style.isEOFilled))
            return
        }
        var outside = Path(CGRect(x: -Self.inverseClipReach, y: -Self.inverseClipReach,
                                  width: 2 * Self.inverseClipReach, height: 2 * Self.inverseClipReach))
        outside.addPath(path.applying(transform))
        clips.append((outside, true))
    }

    /// How far an inverse clip's outer rectangle reaches from the origin, in points.
    private static let inverseClipReach: CGFloat = 1_000_000

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// The options with `rawValue`'s bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to the outside of the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    // MARK: Drawing

    /// Fills `path` with `shading`, by `style`'s rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let path = path.applying(transform)
        let fill = ViewTreeDisplayItem.fill(path, shading.paint(in: path.boundingRect, environment: environment))
        record(style.isEOFilled ? .evenOdd([fill]) : fill)
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        // Stroked in the context's coordinates, then transformed, so that scaling widens the line.
        record(.transform(transform, [.stroke(path, shading.paint(in: path.boundingRect, environment: environment), style)]))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with the point `anchor` of its ideal frame at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(view: text, at: point, anchor: anchor)
    }

    /// Draws `text` wrapped in `rect`, from its top leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(view: text.frame(width: rect.width, height: rect.height, alignment: .topLeading), at: rect.origin, anchor: .topLeading)
    }

    /// Draws `image` at its own size with the point `anchor` of it at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(view: image, at: point, anchor: anchor)
    }

    /// Draws `image` stretched over `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(view: image.resizable().frame(width: rect.width, height: rect.height), at: rect.origin, anchor: .topLeading)
    }

    /// Draws `symbol` (a view given to the canvas's `symbols`, or any view) at its ideal size
    /// with the point `anchor` of it at `point`.
    public func draw(_ symbol: some View, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(view: symbol, at: point, anchor: anchor)
    }

    /// `text` resolved in the canvas's environment, to measure or draw.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }

    /// Draws resolved `text` with the point `anchor` of its ideal frame at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(view: text.text, at: point, anchor: anchor)
    }

    /// Draws resolved `text` wrapped in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }

    /// Draws what `content` draws into a new layer, composited with the context's opacity and
    /// blend mode.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = Recorder()
        var context = GraphicsContext(environment: environment, recorder: layer)
        context.transform = transform
        try content(&context)
        record(.layer(opacity: 1, blendMode: .normal, layer.items))
    }

    private func draw(view: some View, at point: CGPoint, anchor: UnitPoint) {
        let node = view.resolveSingleNode(in: environment)
        let size = node.sizeThatFits(.unspecified)
        let frame = CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        let placed = PlacedNode.place(node, in: frame, context: PlacementContext(), scale: environment.displayScale)
        record(.transform(transform, placed.displayItems))
    }

    /// `item` through the context's clips, opacity and blend mode.
    func record(_ item: ViewTreeDisplayItem) {
        var item = item
        for clip in clips.reversed() {
            item = clip.isEvenOdd ? .evenOdd([.clip(clip.path, [item])]) : .clip(clip.path, [item])
        }
        if opacity < 1 || blendMode != .normal {
            item = .layer(opacity: max(0, opacity), blendMode: blendMode, [item])
        }
        recorder.items.append(item)
    }
}

extension GraphicsContext {
    /// Text resolved in a context's environment, as SwiftUI's `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues

        /// The text's size when proposed `size`.
        public func measure(in size: CGSize) -> CGSize {
            text.resolveSingleNode(in: environment).sizeThatFits(ProposedViewSize(size))
        }
    }

    /// What a path is filled or stroked with, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading {
        let paint: (CGRect, EnvironmentValues) -> Paint

        func paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { paint(bounds, environment) }

        /// One colour.
        public static func color(_ color: Color) -> Shading { Shading { _, environment in .color(color.resolved(in: environment)) } }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { style(ForegroundStyle()) }

        /// A shape style, over the bounds of what is drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading { bounds, environment in style._paint(in: bounds, environment: environment) }
        }

        /// `gradient` along the line from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, environment in
                .gradient(GradientPaint(stops: gradient.colorStops(in: environment), geometry: .linear(start: startPoint, end: endPoint)))
            }
        }

        /// `gradient` in circles around `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, environment in
                .gradient(GradientPaint(stops: gradient.colorStops(in: environment),
                                        geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
            }
        }

        /// `gradient` around `center`, starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, environment in
                .gradient(GradientPaint(stops: gradient.colorStops(in: environment),
                                        geometry: .angular(center: center, startAngle: angle, endAngle: angle + .degrees(360))))
            }
        }
    }

    /// How a gradient shading repeats, as SwiftUI's `GraphicsContext.GradientOptions` (ViewTree's
    /// continue their end colours).
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// The options with `rawValue`'s bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeat it mirrored.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear light.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

/// How a path is filled, as SwiftUI's `FillStyle`. ViewTree fills paths by the non-zero rule
/// (*unverified* difference for self-overlapping paths filled even-odd).
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule fills.
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

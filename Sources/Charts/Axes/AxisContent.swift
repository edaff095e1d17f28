import ViewTree

/// A part of a chart's axis, as Swift Charts' `AxisContent`: axis marks, and the grid lines,
/// ticks and labels they are made of.
@MainActor @preconcurrency
public protocol AxisContent {
    /// The type of content this content is made of.
    associatedtype Body: AxisContent

    /// The content this content is made of.
    @AxisContentBuilder var body: Body { get }
}

extension Never: AxisContent {}

/// Axis content built into the module: it lists its parts itself instead of having a body.
protocol PrimitiveAxisContent {
    /// The parts this content stands for, for the axis value `value`.
    @MainActor func axisParts() -> [ChartAxisPart]
}

extension AxisContent {
    /// The parts of this content: its own when it is primitive, else its body's.
    func resolvedAxisParts() -> [ChartAxisPart] {
        if let primitive = self as? any PrimitiveAxisContent { return primitive.axisParts() }
        return body.resolvedAxisParts()
    }
}

/// Axis content of several parts, which `AxisContentBuilder` makes (a Linux addition: Swift
/// Charts' builder types are not named by apps).
nonisolated public struct ViewTreeAxisContentGroup: AxisContent, PrimitiveAxisContent {
    let parts: [ChartAxisPart]

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func axisParts() -> [ChartAxisPart] { parts }
}

/// Builds axis content from closures, as Swift Charts' `AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    /// One piece of content.
    @MainActor public static func buildExpression<C: AxisContent>(_ content: C) -> ViewTreeAxisContentGroup {
        ViewTreeAxisContentGroup(parts: content.resolvedAxisParts())
    }

    /// Content in order.
    public static func buildBlock(_ parts: ViewTreeAxisContentGroup...) -> ViewTreeAxisContentGroup {
        ViewTreeAxisContentGroup(parts: parts.flatMap(\.parts))
    }

    /// Content that may be absent.
    public static func buildOptional(_ content: ViewTreeAxisContentGroup?) -> ViewTreeAxisContentGroup {
        content ?? ViewTreeAxisContentGroup(parts: [])
    }

    /// The first branch of a condition.
    public static func buildEither(first content: ViewTreeAxisContentGroup) -> ViewTreeAxisContentGroup { content }

    /// The second branch of a condition.
    public static func buildEither(second content: ViewTreeAxisContentGroup) -> ViewTreeAxisContentGroup { content }

    /// The content of each pass of a `for` loop.
    public static func buildArray(_ parts: [ViewTreeAxisContentGroup]) -> ViewTreeAxisContentGroup {
        ViewTreeAxisContentGroup(parts: parts.flatMap(\.parts))
    }
}

/// One drawn part of an axis mark.
enum ChartAxisPart {
    /// A grid line, in `style` (the default grey when `nil`).
    case gridLine(stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    /// A label: `text` makes its text from the axis value, `nil` for the default text.
    case label(ChartAxisLabel)
    /// A set of axis marks of its own (an `AxisMarks` inside a chart axis's content).
    case marks(ChartAxisMarks)
}

import Foundation
import Raster
import ViewTree

/// The marks of an axis at its values, as Swift Charts' `AxisMarks`: by default a grid line
/// and a label at each value; with content, what the content draws for each value.
nonisolated public struct AxisMarks<Content: AxisContent>: AxisContent, PrimitiveAxisContent {
    let marks: ChartAxisMarks

    /// The default marks at `values` (chosen automatically by default), at `position`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) where Content == Never {
        marks = ChartAxisMarks(position: position, values: values, stroke: stroke, format: nil, content: nil)
    }

    /// The default marks at each of `values`, at `position`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) where Content == Never {
        self.init(preset: preset, position: position, values: .explicit(values.map { ChartDatum($0) }), stroke: stroke)
    }

    /// The default marks, their labels written with `format`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                     values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
        where Content == Never, Format.FormatInput: Plottable & Hashable & Sendable, Format.FormatOutput == String, Format: Sendable {
        marks = ChartAxisMarks(position: position, values: values, stroke: stroke,
                               format: ChartAxisLabel.formatting(with: format), content: nil)
    }

    /// What `content` draws at each of the axis's values (chosen automatically by default).
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
        marks = ChartAxisMarks(position: position, values: values, stroke: nil, format: nil,
                               content: { content($0) })
    }

    /// What `content` draws at each of `values`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisContentBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: .explicit(values.map { ChartDatum($0) }), content: content)
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func axisParts() -> [ChartAxisPart] { [.marks(marks)] }
}

/// One `AxisMarks` as an axis draws it.
struct ChartAxisMarks {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    let stroke: StrokeStyle?
    /// How the default labels write their values (`AxisMarks(format:)`).
    let format: ((ChartDatum) -> Text?)?
    /// The parts drawn at a value, or `nil` for the default ones.
    let content: ((AxisValue) -> any AxisContent)?

    /// The automatic marks of an axis.
    static var automatic: ChartAxisMarks { ChartAxisMarks(position: .automatic, values: .automatic, stroke: nil, format: nil, content: nil) }

    /// The parts drawn at `value`.
    @MainActor func parts(at value: AxisValue) -> [ChartAxisPart] {
        content?(value).resolvedAxisParts() ?? [.gridLine(stroke: stroke, style: nil), .tick(length: nil, stroke: stroke, style: nil),
                                               .label(ChartAxisLabel(format: format))]
    }
}

/// Where axis marks go, as Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: Hashable, Sendable {
    /// The axis's default side: the bottom for x, the trailing side for y.
    case automatic
    /// The leading side (y).
    case leading
    /// The trailing side (y).
    case trailing
    /// The top (x).
    case top
    /// The bottom (x).
    case bottom
}

/// How axis marks are laid out, as Swift Charts' `AxisMarkPreset`; a render lays every preset out
/// as the automatic one.
public enum AxisMarkPreset: Hashable, Sendable {
    /// As the chart decides.
    case automatic
    /// Labels beside the plot.
    case extended
    /// Labels aligned with the marks.
    case aligned
    /// Labels inside the plot.
    case inset
}

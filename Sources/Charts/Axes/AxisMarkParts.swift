import Foundation
import Raster
import ViewTree

/// A line across the plot at an axis value, as Swift Charts' `AxisGridLine`.
nonisolated public struct AxisGridLine: AxisMark, PrimitiveAxisContent {
    let stroke: StrokeStyle?

    /// A grid line stroked with `stroke` (the default thin line when `nil`).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.stroke = stroke
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func axisParts() -> [ChartAxisPart] { [.gridLine(stroke: stroke, style: nil)] }
}

/// A short line outside the plot at an axis value, as Swift Charts' `AxisTick`.
nonisolated public struct AxisTick: AxisMark, PrimitiveAxisContent {
    let length: CGFloat?
    let stroke: StrokeStyle?

    /// A tick of the default length, stroked with `stroke`.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        length = nil
        self.stroke = stroke
    }

    /// A tick `length` points long, stroked with `stroke`.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.length = length
        self.stroke = stroke
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func axisParts() -> [ChartAxisPart] { [.tick(length: length, stroke: stroke, style: nil)] }
}

/// The label of an axis value, as Swift Charts' `AxisValueLabel`.
nonisolated public struct AxisValueLabel: AxisMark, PrimitiveAxisContent {
    let label: ChartAxisLabel

    /// The value, written as the chart writes it; `centered` puts the label halfway to the
    /// next value (the middle of a month, for an axis of months). The other settings are
    /// accepted; labels are drawn level, thinned when crowded.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        label = ChartAxisLabel(format: nil, centered: centered ?? false)
    }

    /// The value, written with `format`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                     orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                     verticalSpacing: CGFloat? = nil)
        where Format.FormatInput: Plottable & Hashable & Sendable, Format.FormatOutput == String, Format: Sendable {
        label = ChartAxisLabel(format: ChartAxisLabel.formatting(with: format), centered: centered ?? false)
    }

    /// The view `content` makes (a `Text`, most often).
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                         collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                         orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                         verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> C) {
        label = ChartAxisLabel(format: nil, centered: centered ?? false, view: AnyView(content()))
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    func axisParts() -> [ChartAxisPart] { [.label(label)] }
}

/// How an axis label shows its value.
struct ChartAxisLabel {
    /// Writes the value (the default writing when `nil`).
    let format: ((ChartDatum) -> Text?)?
    /// Whether the label sits halfway to the next value instead of at its own.
    var centered = false
    /// The label's style, font and offset, from the axis mark modifiers.
    var style: AnyShapeStyle?
    var font: Font?
    var offset: CGSize = .zero
    /// A view of the app's, drawn in place of the value.
    var view: AnyView?

    /// A function writing values of `format`'s input type with `format`.
    static func formatting<Format: FormatStyle>(with format: Format) -> (ChartDatum) -> Text?
        where Format.FormatInput: Plottable & Hashable & Sendable, Format.FormatOutput == String, Format: Sendable {
        { datum in
            guard let value = AxisValue(datum: datum, index: 0, count: 1).as(Format.FormatInput.self) else { return nil }
            return Text(value, format: format)
        }
    }
}

/// How crowded axis labels give way, as Swift Charts' `AxisValueLabelCollisionResolution`.
public struct AxisValueLabelCollisionResolution: Sendable {
    private init() {}

    /// As the chart decides.
    public static var automatic: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    /// Labels that would overlap the one before are left out.
    public static var greedy: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    /// Labels are left out by `priority`, at least `minimumSpacing` apart.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution()
    }
    /// Labels are truncated to fit.
    public static var truncate: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
    /// Labels are drawn even when they overlap.
    public static var disabled: AxisValueLabelCollisionResolution { AxisValueLabelCollisionResolution() }
}

/// Which way axis labels run, as Swift Charts' `AxisValueLabelOrientation`.
public struct AxisValueLabelOrientation: Sendable {
    private init() {}

    /// As the chart decides.
    public static var automatic: AxisValueLabelOrientation { AxisValueLabelOrientation() }
    /// Level.
    public static var horizontal: AxisValueLabelOrientation { AxisValueLabelOrientation() }
    /// Turned to read upwards.
    public static var vertical: AxisValueLabelOrientation { AxisValueLabelOrientation() }
    /// Turned to read downwards.
    public static var verticalReversed: AxisValueLabelOrientation { AxisValueLabelOrientation() }
}

import Foundation
import ViewTree

/// A grid line, tick or label of an axis, as Swift Charts' `AxisMark`: the building blocks that
/// `foregroundStyle`, `font` and `offset` style.
@MainActor @preconcurrency
public protocol AxisMark: AxisContent {}

extension AxisMark {
    /// Draws the grid lines, ticks and labels in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let style = AnyShapeStyle(style)
        return ModifiedAxisMark(base: self) { part -> ChartAxisPart in
            switch part {
            case .gridLine(let stroke, _):
                return .gridLine(stroke: stroke, style: style)
            case .tick(let length, let stroke, _):
                return .tick(length: length, stroke: stroke, style: style)
            case .label(var label):
                label.style = style
                return .label(label)
            case .marks:
                return part
            }
        }
    }

    /// Writes the labels in `font`.
    public func font(_ font: Font?) -> some AxisMark {
        modifyingLabels { $0.font = font }
    }

    /// Moves the labels by `x` and `y` points (grid lines and ticks stay at their values).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        modifyingLabels { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }

    /// Moves the labels by `offset`.
    public func offset(_ offset: CGSize) -> some AxisMark {
        self.offset(x: offset.width, y: offset.height)
    }

    /// The mark with `change` made to its labels.
    private func modifyingLabels(_ change: @escaping (inout ChartAxisLabel) -> Void) -> some AxisMark {
        ModifiedAxisMark(base: self) { part in
            guard case .label(var label) = part else { return part }
            change(&label)
            return .label(label)
        }
    }
}

/// An axis mark whose parts `transform` changes.
nonisolated struct ModifiedAxisMark<Base: AxisMark>: AxisMark, PrimitiveAxisContent {
    let base: Base
    let transform: (ChartAxisPart) -> ChartAxisPart

    var body: Never { return noBody(Self.self) }

    @MainActor func axisParts() -> [ChartAxisPart] { base.resolvedAxisParts().map(transform) }
}

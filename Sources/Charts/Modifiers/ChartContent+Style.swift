import Foundation
import Raster
import ViewTree

extension ChartContent {
    /// The content with `transform` applied to each of its marks.
    func modifyingMarks(_ transform: @escaping (inout ChartMark) -> Void) -> some ChartContent {
        ModifiedChartContent(content: self, transform: transform)
    }

    /// Fills or strokes the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return modifyingMarks { $0.style = style }
    }

    /// Styles the marks by `value`: each distinct value takes the next colour of the chart's
    /// palette (or of `chartForegroundStyleScale`), and the legend names it.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.data.data.first
        return modifyingMarks { $0.styleKey = key }
    }

    /// Marks the points with a symbol chosen by `value`, each distinct value taking the next symbol.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.data.data.first
        return modifyingMarks { $0.symbolKey = key }
    }

    /// Marks the points with `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let symbol = ChartSymbol(symbol)
        return modifyingMarks { $0.symbol = symbol }
    }

    /// Marks the points with the view `symbol` makes, drawn at its own size.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modifyingMarks { $0.symbolView = view }
    }

    /// Makes the points' symbols `size` square points in area.
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modifyingMarks { $0.symbolSize = size }
    }

    /// Makes the points' symbols `size` big (drawn with the area of that size).
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modifyingMarks { $0.symbolSize = size.width * size.height }
    }

    /// Joins a line's or an area's points with `method`.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifyingMarks { $0.interpolation = method }
    }

    /// Strokes lines and rules with `style`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modifyingMarks { $0.lineStyle = style }
    }

    /// Strokes lines with a style chosen by `value`: each distinct value takes the next style of
    /// `chartLineStyleScale`, else solid, then dashed ever more finely.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.data.data.first
        return modifyingMarks { $0.lineStyleKey = key }
    }

    /// Rounds the corners of bars and rectangles by `radius`.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modifyingMarks { $0.cornerRadius = radius }
    }

    /// Draws the marks at `opacity`.
    public func opacity(_ opacity: Double) -> some ChartContent {
        modifyingMarks { $0.opacity *= opacity }
    }

    /// Draws the marks over those of a lower `value` (0 by default), under those of a higher one.
    public func zIndex(_ value: Double) -> some ChartContent {
        modifyingMarks { $0.zIndex = value }
    }

    /// Moves the marks by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modifyingMarks { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }

    /// Moves the marks by `offset`.
    public func offset(_ offset: CGSize) -> some ChartContent {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Moves the marks by `x`, and their top and bottom edges by `yStart` and `yEnd` points (a
    /// rule stretched above the plot by a negative `yStart`).
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        modifyingMarks {
            $0.offset.width += x
            $0.edgeOffsets.yStart += yStart
            $0.edgeOffsets.yEnd += yEnd
        }
    }

    /// Moves the marks' leading and trailing edges by `xStart` and `xEnd`, and the marks by `y` points.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modifyingMarks {
            $0.offset.height += y
            $0.edgeOffsets.xStart += xStart
            $0.edgeOffsets.xEnd += xEnd
        }
    }

    /// Places the marks of one category side by side by `value`, instead of stacking them
    /// (grouped bars). `axis` and `span` are accepted; the marks share their category's band.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let key = value.data.data.first
        return modifyingMarks { $0.positionKey = key }
    }

    /// Draws `content` beside each mark, at `position`, `spacing` points away.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modifyingMarks { $0.annotations.append(annotation) }
    }

    /// Draws `content` beside each mark; `overflowResolution` is accepted, the annotation drawn
    /// where it falls.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }
}

/// Builds chart content from closures of marks, as Swift Charts' `ChartContentBuilder`: several
/// marks, `if`/`else`, `switch`, optionals and `for` loops.
@resultBuilder
public enum ChartContentBuilder {
    /// One piece of content.
    @MainActor public static func buildExpression<C: ChartContent>(_ content: C) -> AnyChartContent {
        AnyChartContent(content)
    }

    /// Content in order.
    @MainActor public static func buildBlock(_ parts: AnyChartContent...) -> AnyChartContent {
        AnyChartContent(marks: parts.flatMap { $0.chartMarks() })
    }

    /// Content that may be absent.
    @MainActor public static func buildOptional(_ content: AnyChartContent?) -> AnyChartContent {
        content ?? AnyChartContent(marks: [])
    }

    /// The first branch of a condition.
    public static func buildEither(first content: AnyChartContent) -> AnyChartContent { content }

    /// The second branch of a condition.
    public static func buildEither(second content: AnyChartContent) -> AnyChartContent { content }

    /// The content of each pass of a `for` loop.
    @MainActor public static func buildArray(_ parts: [AnyChartContent]) -> AnyChartContent {
        AnyChartContent(marks: parts.flatMap { $0.chartMarks() })
    }

    /// Content behind an availability check.
    public static func buildLimitedAvailability(_ content: AnyChartContent) -> AnyChartContent { content }
}

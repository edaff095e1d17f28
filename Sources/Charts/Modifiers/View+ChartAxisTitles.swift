import ViewTree

extension View {
    /// Titles the x axis of the charts in this view with a localized key.
    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(labelKey) }
    }

    /// Titles the x axis of the charts in this view with a string.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// Titles the x axis of the charts in this view with `content`.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        environment(\.chartXAxisTitle, ChartAxisTitle(content: AnyView(content()), spacing: spacing))
    }

    /// Titles the y axis of the charts in this view with a localized key.
    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(labelKey) }
    }

    /// Titles the y axis of the charts in this view with a string.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// Titles the y axis of the charts in this view with `content`.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        environment(\.chartYAxisTitle, ChartAxisTitle(content: AnyView(content()), spacing: spacing))
    }
}

/// An axis's title, from `chartXAxisLabel` or `chartYAxisLabel`. Positions and alignments are
/// accepted; titles are drawn where Swift Charts draws them by default.
struct ChartAxisTitle {
    let content: AnyView
    let spacing: CGFloat?
}

private struct ChartXAxisTitleKey: EnvironmentKey { static var defaultValue: ChartAxisTitle? { nil } }
private struct ChartYAxisTitleKey: EnvironmentKey { static var defaultValue: ChartAxisTitle? { nil } }

extension EnvironmentValues {
    /// The x axis's title.
    var chartXAxisTitle: ChartAxisTitle? {
        get { self[ChartXAxisTitleKey.self] }
        set { self[ChartXAxisTitleKey.self] = newValue }
    }

    /// The y axis's title.
    var chartYAxisTitle: ChartAxisTitle? {
        get { self[ChartYAxisTitleKey.self] }
        set { self[ChartYAxisTitleKey.self] = newValue }
    }
}

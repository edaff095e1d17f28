/// How disclosure groups look, as SwiftUI's `DisclosureGroupStyle`: a style makes a view of a
/// group's label, content and expansion.
public protocol DisclosureGroupStyle {
    /// The view a disclosure group becomes.
    associatedtype Body: View
    /// The label, content and expansion being drawn.
    typealias Configuration = DisclosureGroupStyleConfiguration

    /// The view for the disclosure group described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label, content and expansion of a disclosure group, handed to a `DisclosureGroupStyle`.
public struct DisclosureGroupStyleConfiguration {
    /// The label, as a view.
    nonisolated public struct Label: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// The label.
        public var body: some View { view }
    }

    /// The content, as a view.
    nonisolated public struct Content: View {
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
        /// The content.
        public var body: some View { view }
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
    /// Whether the group is expanded.
    @Binding public var isExpanded: Bool
}

/// The default disclosure group: the label with a chevron in the tint at the trailing edge
/// (pointing right when collapsed, down when expanded) and, expanded, the content below it.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The style.
    public init() {}

    /// The label row and, expanded, the content.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: ControlMetrics.disclosureContentSpacing) {
            HStack(spacing: 0) {
                configuration.label
                Spacer(minLength: 8)
                DisclosureGroupChevron(isExpanded: configuration.isExpanded)
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The default style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

nonisolated extension DisclosureGroupStyle {
    /// The disclosure group described by `configuration`, type-erased.
    func body(for configuration: Configuration) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: (any DisclosureGroupStyle)? { nil }
}

extension EnvironmentValues {
    /// The style disclosure groups inside a view are drawn in (nil: the automatic style).
    var disclosureGroupStyle: (any DisclosureGroupStyle)? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws disclosure groups inside this view in `style`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        transformEnvironment { $0.disclosureGroupStyle = style }
    }
}

/// How group boxes look, as SwiftUI's `GroupBoxStyle`: a style makes a view of a box's label
/// and content.
public protocol GroupBoxStyle {
    /// The view a group box becomes.
    associatedtype Body: View
    /// The label and content being drawn.
    typealias Configuration = GroupBoxStyleConfiguration

    /// The view for the group box described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label and content of a group box, handed to a `GroupBoxStyle`.
public struct GroupBoxStyleConfiguration {
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
}

/// iOS's group box: the label in the headline font above the content, leading-aligned, 16
/// points in from the edges of a rounded rectangle in the secondary system background (8-point
/// corners, *unverified*).
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style.
    public init() {}

    /// The label and content in the box.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(system: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// iOS's group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension GroupBoxStyle {
    /// The group box described by `configuration`, type-erased.
    func body(for configuration: Configuration) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: (any GroupBoxStyle)? { nil }
}

extension EnvironmentValues {
    /// The style group boxes inside a view are drawn in (nil: iOS's box).
    var groupBoxStyle: (any GroupBoxStyle)? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws group boxes inside this view in `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        transformEnvironment { $0.groupBoxStyle = style }
    }
}

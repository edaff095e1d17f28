/// The container whose background `containerBackground(_:for:)` sets, as SwiftUI's
/// `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    private let name: String
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(viewTreeName: "widget")
    /// The background of the navigation stack or split view column the view is in.
    public static let navigation = ContainerBackgroundPlacement(viewTreeName: "navigation")
    /// The background of a navigation split view.
    public static let navigationSplitView = ContainerBackgroundPlacement(viewTreeName: "navigationSplitView")
    /// The background of a tab view's page.
    public static let tabView = ContainerBackgroundPlacement(viewTreeName: "tabView")

    /// For ViewTree's modules (StoreKit's store placements): the placement named `name`.
    @_spi(ViewTreeInternals) public init(viewTreeName name: String) {
        self.name = name
    }
}

nonisolated extension View {
    /// Sets the background of the container the view is in (a widget, a navigation stack) to
    /// `style`. ViewTree draws it behind this view, grown under the safe area where the view
    /// reaches it, which is where the container's background shows in a still render of it.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style, ignoresSafeAreaEdges: .all)
    }

    /// Sets the background of the container the view is in to the views `content` builds,
    /// aligned by `alignment`, drawn as `containerBackground(_:for:)` draws a style.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                            @ViewBuilder content: () -> V) -> some View {
        let content = content()
        return background(alignment: alignment) { content.ignoresSafeArea() }
    }
}

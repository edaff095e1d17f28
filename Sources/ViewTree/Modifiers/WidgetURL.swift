import Foundation

nonisolated extension View {
    /// The URL a widget opens its app with when tapped; a render draws the widget as it is.
    public func widgetURL(_ url: URL?) -> some View { unchangedInRender() }
}

import Foundation

nonisolated extension View {
    /// The URL a widget opens its app with when tapped; a render draws the widget as it is.
    public func widgetURL(_ url: URL?) -> some View { unchangedInRender() }

    /// Puts the view in the accent group of a widget shown tinted or in vibrant colours; a render
    /// draws widgets in full colour, where the groups look alike.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { unchangedInRender() }
}

// How text editors look, as SwiftUI's `TextEditorStyle` (iOS 17). On iOS the automatic style
// draws the text alone, as `.plain` does (*unverified* that no platform chrome is added on
// iPhone), so both draw the editor as it is.

/// How text editors look, as SwiftUI's `TextEditorStyle`.
public protocol TextEditorStyle: Sendable {}

/// The platform's style: on iOS, the text alone.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
}

/// The text alone.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The style.
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// The text alone.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

nonisolated extension View {
    /// Draws text editors inside this view in `style`.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { unchangedInRender() }
}

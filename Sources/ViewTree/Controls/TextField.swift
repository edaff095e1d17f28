/// An editable line of text, as SwiftUI's `TextField`: in a render its text, or its prompt in
/// the placeholder colour (the tertiary label colour) while the text is empty, across the width
/// offered. `textFieldStyle(.roundedBorder)` draws iOS's rounded field around it; with
/// `axis: .vertical` the text wraps onto as many lines as `lineLimit` allows.
nonisolated public struct TextField<Label: View>: View {
    /// What the field shows: its text, or its value formatted; `nil` while it is empty.
    private let content: Text?
    private let prompt: Text?
    private let label: Label
    private let axis: Axis

    /// A field editing `text`, with `prompt` shown while it is empty and `label` describing it.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// A field editing `text` that scrolls along `axis`: `.vertical` wraps the text onto more
    /// lines as it grows (up to the `lineLimit`).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        let string = text.wrappedValue
        self.init(content: string.isEmpty ? nil : Text(verbatim: string), prompt: prompt, axis: axis, label: label())
    }

    /// A field showing `content` (its prompt while that is `nil`).
    init(content: Text?, prompt: Text?, axis: Axis = .horizontal, label: Label) {
        self.content = content
        self.prompt = prompt
        self.label = label
        self.axis = axis
    }

    /// The field drawn in the environment's text field style. The field a style's `_body` is
    /// handed draws as the text alone (in the rounded border when the style is `.roundedBorder`),
    /// so that the style decorates it rather than styling it again.
    public var body: some View {
        if let field = self as? TextField<_TextFieldStyleLabel> {
            TextFieldBody(content: field.content, prompt: field.prompt ?? field.label.title,
                          wraps: field.axis == .vertical)
        } else {
            StyledTextField(configuration: TextField<_TextFieldStyleLabel>(
                content: content, prompt: prompt, axis: axis,
                label: _TextFieldStyleLabel(title: label as? Text, content: AnyView(label))))
        }
    }
}

/// A text field's label as a `TextFieldStyle` sees it, as SwiftUI's `_TextFieldStyleLabel`.
nonisolated public struct _TextFieldStyleLabel: View {
    /// The label when it is text: the prompt of a field that has none of its own.
    let title: Text?
    let content: AnyView

    /// The label.
    public var body: some View { content }
}

/// A text field drawn by the environment's style from its configuration.
nonisolated struct StyledTextField: View {
    let configuration: TextField<_TextFieldStyleLabel>
    @Environment(\.textFieldStyle) private var style

    var body: some View { style.body(for: configuration) }
}

extension TextField where Label == Text {
    /// A field editing `text`, titled `titleKey` (the prompt while the text is empty).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing `text`, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field editing `text` along `axis`, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A field editing `text` along `axis`, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}

/// A field for a password, as SwiftUI's `SecureField`: a dot for each character, or the prompt
/// while it is empty.
nonisolated public struct SecureField<Label: View>: View {
    private let count: Int
    private let prompt: Text?
    private let label: Label

    /// A field editing `text` without showing it, with `prompt` shown while it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        count = text.wrappedValue.count
        self.prompt = prompt
        self.label = label()
    }

    /// The field drawn in the environment's text field style.
    public var body: some View {
        StyledTextField(configuration: TextField<_TextFieldStyleLabel>(
            content: count == 0 ? nil : Text(verbatim: String(repeating: "\u{2022}", count: count)),
            prompt: prompt, label: _TextFieldStyleLabel(title: label as? Text, content: AnyView(label))))
    }
}

extension SecureField where Label == Text {
    /// A field editing `text` without showing it, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing `text` without showing it, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A text field's text: the content, or the prompt in the placeholder colour, leading across
/// the width, on one line or (`wraps`) on the lines `lineLimit` allows, in the field style's
/// frame.
nonisolated struct TextFieldBody: View {
    let content: Text?
    let prompt: Text?
    /// Whether the text wraps (a field on the vertical axis) rather than keeping to one line.
    let wraps: Bool
    @Environment(\.textFieldHasRoundedBorder) private var hasRoundedBorder
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.viewTreeOSVersion) private var os
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        let text = content ?? prompt?.foregroundColor(Color.tertiaryLabel) ?? Text(verbatim: "")
        let line = text
            .transformEnvironment { environment in
                // UIKit's text field and text view space lines by the font's own line height,
                // not a SwiftUI text style's.
                environment.lineHeight = .variable
                // A horizontal field keeps to one line whatever the line limit.
                guard !wraps else { return }
                environment.lineLimit = 1
                environment.reservedLineCount = 0
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        if hasRoundedBorder {
            // A font that does not resolve (its text reports why) is sized as body text.
            let resolved = try? (font ?? .body).resolved(dynamicTypeSize: dynamicTypeSize)
            let metrics = TextFieldMetrics.metrics(os)
            let field = RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .circular)
            line
                .padding(.vertical, metrics.vertical(pointSize: resolved?.size ?? TextFieldMetrics.bodySize,
                                                     lineHeight: resolved?.textFont.lineHeight ?? TextFieldMetrics.bodyLineHeight))
                .padding(.horizontal, metrics.horizontal)
                .background(field.fill(ControlMetrics.roundedFieldBackground))
                .overlay(field.strokeBorder(TextFieldMetrics.borderColor, lineWidth: 1 / max(displayScale, 1)))
                .spacedAsPlatformView()
        } else {
            // iOS's field is a UIKit text field: its text is not spaced as a `Text` in stacks.
            line.spacedAsPlatformView()
        }
    }
}

/// How text fields look, as SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` (the text
/// alone) or `.roundedBorder` (iOS's rounded field). A style of an app's own implements
/// `_body(configuration:)`, as SwiftUI's custom styles do: the field it is handed draws as the
/// text alone, and the style draws around it. Main-actor isolated, as views are.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The view a field becomes.
    associatedtype _Body: View
    /// The label of the field a style is handed.
    typealias _Label = _TextFieldStyleLabel

    /// The view for `configuration`, the field being drawn.
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

nonisolated extension TextFieldStyle {
    /// The field `configuration` drawn in this style, type-erased.
    func body(for configuration: TextField<_Label>) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style._body(configuration: configuration)) }
    }
}

/// The text alone, as iOS draws fields by default.
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// The text alone.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// The field as it is.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// iOS's rounded field: the text padded in a rounded rectangle with a hairline border.
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The style.
    public init() {}
    /// The field, which draws its rounded border in this style's environment.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style: the text alone.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// iOS's rounded field.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct RoundedBorderKey: EnvironmentKey { static let defaultValue = false }
private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() }
}

extension EnvironmentValues {
    /// Whether text fields inside a view are drawn with a rounded border.
    var textFieldHasRoundedBorder: Bool {
        get { self[RoundedBorderKey.self] }
        set { self[RoundedBorderKey.self] = newValue }
    }

    /// The style text fields inside a view are drawn in.
    var textFieldStyle: any TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws text fields inside this view in `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        transformEnvironment { environment in
            environment.textFieldStyle = style
            environment.textFieldHasRoundedBorder = style is RoundedBorderTextFieldStyle
        }
    }
}

import Foundation

/// A control that shares an item through the share sheet, as SwiftUI's `ShareLink`: drawn as a
/// button of its label (by default "Share" with the `square.and.arrow.up` symbol), tinted and
/// following `buttonStyle(_:)`. A render never opens the share sheet.
///
/// SwiftUI requires items to be `Transferable`; ViewTree takes any item, since a render shares
/// nothing, and its `ShareLink` is generic over the label only.
nonisolated public struct ShareLink<Label: View>: View {
    private let label: Label

    /// A link sharing `item`, with a subject and message for the apps that use them, and a preview.
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>,
                                                 @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link sharing `item` (a URL, a string...), showing `label`.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The link, drawn as a button.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing `item` (a URL, a string...), labelled "Share".
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
    }

    /// A link sharing `item` with a preview, labelled "Share".
    public init<Item, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                 preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
    }
}

extension ShareLink where Label == Text {
    /// A link sharing `item`, titled `titleKey`.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text(titleKey) }
    }

    /// A link sharing `item`, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { Text(title) }
    }
}

/// `ShareLink`'s label unless one is given: "Share" with the `square.and.arrow.up` symbol.
nonisolated public struct DefaultShareLinkLabel: View {
    /// The default label.
    public init() {}

    /// "Share" and the symbol.
    public var body: some View {
        ViewTree.Label("Share", systemImage: "square.and.arrow.up")
    }
}

/// What the share sheet shows of a shared item, as SwiftUI's `SharePreview`: a title, and an
/// image and an icon when given (never shown in a render).
public struct SharePreview<Image, Icon> {
    /// The title.
    public let title: Text

    /// A preview titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) where Image == Never, Icon == Never { title = Text(titleKey) }

    /// A preview titled `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never { self.title = Text(title) }

    /// A preview titled `titleKey` with an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) where Icon == Never { title = Text(titleKey) }

    /// A preview titled `title` (verbatim) with an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never { self.title = Text(title) }

    /// A preview titled `titleKey` with an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) where Image == Never { title = Text(titleKey) }

    /// A preview titled `titleKey` with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }
}

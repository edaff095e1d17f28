import Foundation

/// A view editing long text, as SwiftUI's `TextEditor`: in a render its text, wrapped, from the
/// top-leading corner of all the space offered, on the text view's background (which
/// `scrollContentBackground(.hidden)` hides). It has no placeholder, as in SwiftUI.
///
/// The text is inset as UIKit's `UITextView` insets it: 8 points above and below (its
/// `textContainerInset`: "By default the value of this property is (8, 0, 8, 0)", Apple's
/// UITextView documentation) and 5 points at the sides (the text container's
/// `lineFragmentPadding`: "The default value of this property is 5.0", Apple's NSTextContainer
/// documentation). That SwiftUI's editor keeps UIKit's defaults is *unverified* against a render.
nonisolated public struct TextEditor: View {
    private let text: String

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    /// An editor of `text` with `selection` (drawn without a selection, as a render at rest).
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
    }

    /// The text, inset and wrapped, filling the space offered.
    public var body: some View {
        TextEditorBody(text: text)
    }
}

/// The editor's drawing: the inset text on the background, across all the space offered.
nonisolated struct TextEditorBody: View {
    let text: String
    @Environment(\.scrollContentBackground) private var background

    /// UITextView's `textContainerInset` (top and bottom) and `lineFragmentPadding` (sides).
    static let insets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)

    var body: some View {
        // UITextView spaces lines by the font's own line height, not a SwiftUI text style's.
        Text(verbatim: text)
            .lineHeight(.variable)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(TextEditorBody.insets)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(background == .hidden ? Color.clear : Color.systemBackground)
    }
}

/// A selection in a text, as SwiftUI's `TextSelection`: an insertion point or a range.
public struct TextSelection: Hashable, Sendable {
    /// What is selected.
    public enum Indices: Hashable, Sendable {
        /// One range of the text (an empty range is the insertion point).
        case selection(Range<String.Index>)
    }

    /// What is selected.
    public var indices: Indices

    /// A selection of `range`.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
    }

    /// An insertion point at `insertionPoint`, nothing selected.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    /// Whether the selection is an insertion point.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        }
    }
}

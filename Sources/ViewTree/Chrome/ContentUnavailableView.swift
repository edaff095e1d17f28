import Foundation

/// The view iOS shows where content is missing, as SwiftUI's `ContentUnavailableView`: a large
/// secondary symbol over a bold title, a description in the secondary style, and actions,
/// centred in all the space it is offered.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    private let label: Label
    private let description: Description
    private let actions: Actions

    /// An unavailable-content view of the views `label`, `description` and `actions` build.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions in a centred column.
    public var body: some View {
        let metrics = ChromeMetrics.unavailableContent
        VStack(spacing: metrics.actionsSpacing) {
            VStack(spacing: metrics.descriptionSpacing) {
                label
                    .labelStyle(UnavailableContentLabelStyle())
                    .font(metrics.titleFont)
                description
                    .font(metrics.descriptionFont)
                    .foregroundStyle(.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding(metrics.padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == ViewTree.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title under the SF Symbol `systemImage`, with an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewTree.Label(title, systemImage: name) }, description: { description })
    }

    /// A title (verbatim) under the SF Symbol `systemImage`, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewTree.Label(title, systemImage: name) }, description: { description })
    }

    /// A title under the image `name` from the calling module's resources, with an optional
    /// description (see `Image(_:bundle:)`; leave `fileID` to its default).
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil, fileID: StaticString = #fileID) {
        self.init(label: { ViewTree.Label(title, image: name, fileID: fileID) }, description: { description })
    }
}

/// The content of the search unavailable view: "No Results" (for a search text, when one is
/// given) under a magnifying glass, and a hint to check the spelling.
public struct SearchUnavailableContent {
    /// "No Results", or "No Results for “text”", under a magnifying glass.
    nonisolated public struct Label: View {
        let text: String?
        /// The title under the symbol.
        public var body: some View {
            ViewTree.Label(text.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    nonisolated public struct Description: View {
        /// The hint.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    nonisolated public struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
                                       Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The view for a search that found nothing.
    public static var search: Self { search(text: nil) }

    /// The view for a search for `text` that found nothing.
    public static func search(text: String) -> Self { search(text: Optional(text)) }

    private static func search(text: String?) -> Self {
        Self(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }
}

/// The label of an unavailable-content view: its icon large and secondary over its title.
nonisolated private struct UnavailableContentLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        let metrics = ChromeMetrics.unavailableContent
        VStack(spacing: metrics.titleSpacing) {
            configuration.icon
                .font(metrics.iconFont)
                .foregroundStyle(.secondary)
            configuration.title
        }
    }
}

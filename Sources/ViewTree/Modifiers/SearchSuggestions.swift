// Suggestions under a search field. `searchable`'s field is not drawn in a render (see
// LiveOnlyModifiers.swift), so neither are its suggestions: these compile only.

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    private let name: String
    /// As the platform decides.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// In the content, in place of the searched view.
    public static let content = SearchSuggestionsPlacement(name: "content")
    /// In a menu under the field.
    public static let menu = SearchSuggestionsPlacement(name: "menu")

    /// A set of placements.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Placements with these bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// In the content.
        public static let content = Set(rawValue: 1 << 0)
        /// In a menu.
        public static let menu = Set(rawValue: 1 << 1)
    }
}

nonisolated extension View {
    /// Suggestions shown under the search field. Compiles only: the search field is not drawn.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { unchangedInRender() }

    /// Shows or hides the suggestions in `placements`. Compiles only.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        unchangedInRender()
    }

    /// The text a suggestion completes the search field with. Compiles only.
    public func searchCompletion(_ completion: String) -> some View { unchangedInRender() }
}

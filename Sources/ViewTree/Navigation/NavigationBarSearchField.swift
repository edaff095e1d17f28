import Foundation

/// iOS 17's search field in the navigation bar: a rounded field of tertiarySystemFill with the
/// magnifying glass and the text, or the prompt ("Search" unless one is given), in the
/// secondary colour (metrics in `ChromeMetrics`).
nonisolated struct NavigationBarSearchField: View {
    let text: String
    let prompt: Text?

    var body: some View {
        HStack(spacing: 0) {
            SearchFieldLabel(text: text, prompt: prompt, spacing: ChromeMetrics.searchFieldGlyphSpacing)
            Spacer(minLength: 0)
        }
        .font(.body)
        .lineLimit(1)
        .padding(.horizontal, ChromeMetrics.searchFieldGlyphInset)
        .frame(height: ChromeMetrics.searchFieldHeight)
        .background(RoundedRectangle(cornerRadius: ChromeMetrics.searchFieldCornerRadius, style: .continuous)
            .fill(ChromeMetrics.searchFieldBackground))
    }
}

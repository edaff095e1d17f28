import Foundation

/// The search field in the navigation bar, below the title: in iOS 17's look a rounded field of
/// tertiarySystemFill with the magnifying glass and the text, or the prompt ("Search" unless one
/// is given), in the secondary colour (metrics in `ChromeMetrics`); in iOS 26's look, where it
/// stays there in a tab of a tab view, a taller capsule of the same fill
/// (`LiquidGlassMetrics.navigationSearchFieldHeight`).
nonisolated struct NavigationBarSearchField: View {
    let text: String
    let prompt: Text?
    var isGlass = false

    var body: some View {
        let spacing = isGlass ? LiquidGlassMetrics.navigationSearchFieldGlyphSpacing : ChromeMetrics.searchFieldGlyphSpacing
        let inset = isGlass ? LiquidGlassMetrics.navigationSearchFieldGlyphInset : ChromeMetrics.searchFieldGlyphInset
        let field = HStack(spacing: 0) {
            SearchFieldLabel(text: text, prompt: prompt, spacing: spacing)
            Spacer(minLength: 0)
        }
        .font(.body)
        .lineLimit(1)
        .padding(.horizontal, inset)
        if isGlass {
            field.frame(height: LiquidGlassMetrics.navigationSearchFieldHeight)
                .background(Capsule().fill(ChromeMetrics.searchFieldBackground))
        } else {
            field.frame(height: ChromeMetrics.searchFieldHeight)
                .background(RoundedRectangle(cornerRadius: ChromeMetrics.searchFieldCornerRadius, style: .continuous)
                    .fill(ChromeMetrics.searchFieldBackground))
        }
    }
}

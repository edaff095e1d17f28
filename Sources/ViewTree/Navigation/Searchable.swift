import Foundation

nonisolated extension View {
    /// Adds a search field bound to `text` to the navigation stack around the view. iOS 26's look
    /// draws it as a glass field at the bottom of the screen; iOS 17's look does not draw it yet
    /// (the view renders as it is).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        let value = text.wrappedValue
        return navigationPreference { preferences, _ in
            if preferences.search == nil { preferences.search = (value, prompt) }
        }
    }

    /// Adds a search field bound to `text` with a prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds a search field bound to `text` with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// iOS 26's search field: a glass capsule with the magnifying glass, the text or the prompt
/// ("Search" unless one is given) in the secondary colour, and a microphone.
nonisolated struct LiquidGlassSearchField: View {
    let text: String
    let prompt: Text?

    var body: some View {
        HStack(spacing: LiquidGlassMetrics.searchFieldSpacing) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            if text.isEmpty {
                (prompt ?? Text("Search")).foregroundStyle(.secondary)
            } else {
                Text(verbatim: text)
            }
            Spacer(minLength: 0)
            Image(systemName: "mic.fill").foregroundStyle(.secondary)
        }
        .font(.body)
        .lineLimit(1)
        .padding(.horizontal, LiquidGlassMetrics.searchFieldPadding)
        .frame(height: LiquidGlassMetrics.searchFieldHeight)
        .background(LiquidGlassShape(shape: Capsule()))
    }
}

/// The region at the bottom of a navigation stack that holds iOS 26's search field: as tall as
/// a tab bar's region, the field's bottom reaching into the home indicator's margin as the
/// floating tab bar's does (above a tab bar, the field sits in the region).
final class SearchBarNode: LayoutNode {
    private let field: LayoutNode
    private let isAboveTabBar: Bool

    init(text: String, prompt: Text?, environment: EnvironmentValues) {
        var fieldEnvironment = environment
        fieldEnvironment.navigationPreferences = nil
        field = LiquidGlassSearchField(text: text, prompt: prompt).resolveSingleNode(in: fieldEnvironment)
        isAboveTabBar = environment.isAboveTabBar
        super.init(name: "SearchBar", direction: environment.layoutDirection)
    }

    /// The region's height.
    static let height = ChromeMetrics.tabBarHeight

    override func size(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? field.sizeThatFits(.unspecified).width, height: Self.height)
    }

    /// The field reaches into the home indicator's margin by design.
    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set { .vertical }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let fieldHeight = LiquidGlassMetrics.searchFieldHeight
        let inset = min(LiquidGlassMetrics.searchFieldSideInset, size.width / 4)
        let y = isAboveTabBar ? (size.height - fieldHeight) / 2 : size.height + LiquidGlassMetrics.tabBarBelowSafeArea - fieldHeight
        return [(field, CGRect(x: inset, y: y, width: max(0, size.width - 2 * inset), height: fieldHeight))]
    }
}

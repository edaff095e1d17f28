import Foundation

nonisolated extension View {
    /// Adds a search field bound to `text` to the navigation stack around the view. iOS 26's look
    /// draws it as a glass field at the bottom of the screen (in the bottom toolbar when the
    /// screen has one); iOS 17's look draws it in the navigation bar, below the title.
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

    /// How the search field of a `searchable` modifier before this one shows in the toolbar:
    /// `.minimize` draws iOS 26's bottom search field as a glass button with a magnifying glass.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        navigationPreference { preferences, _ in
            if preferences.searchToolbarBehavior == nil { preferences.searchToolbarBehavior = behavior }
        }
    }
}

/// The behavior of a search field in a toolbar (`searchToolbarBehavior(_:)`).
public struct SearchToolbarBehavior: Hashable, Sendable {
    private let isMinimized: Bool

    /// The automatic behavior: iOS 26 shows the bottom search field in full.
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(isMinimized: false) }

    /// A button-like control, expanded into the field when tapped.
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(isMinimized: true) }
}

/// iOS 26's search field: a glass capsule `height` tall with the magnifying glass, the text or
/// the prompt ("Search" unless one is given) in the secondary colour, and a microphone.
nonisolated struct LiquidGlassSearchField: View {
    let text: String
    let prompt: Text?
    var height = LiquidGlassMetrics.searchFieldHeight

    var body: some View {
        HStack(spacing: LiquidGlassMetrics.searchFieldSpacing) {
            SearchFieldLabel(text: text, prompt: prompt, spacing: LiquidGlassMetrics.searchFieldGlyphSpacing)
            Spacer(minLength: 0)
            Image(systemName: "mic.fill").foregroundStyle(.secondary)
        }
        .font(.body)
        .lineLimit(1)
        .padding(.leading, LiquidGlassMetrics.searchFieldLeadingPadding)
        .padding(.trailing, LiquidGlassMetrics.searchFieldTrailingPadding)
        .frame(height: height)
        .background(LiquidGlassShape(shape: Capsule(), castsShadow: true))
    }
}

/// iOS 26's minimized search field (`searchToolbarBehavior(.minimize)`): a glass circle `size`
/// across with the magnifying glass, as the toolbar's other glass buttons (48 points,
/// `LiquidGlassMetrics.bottomBarButtonHeight`; the circle's size is *unverified*).
nonisolated struct LiquidGlassSearchButton: View {
    var size = LiquidGlassMetrics.bottomBarButtonHeight

    var body: some View {
        Image(systemName: "magnifyingglass")
            .font(.body)
            .frame(width: size, height: size)
            .background(LiquidGlassShape(shape: Circle(), castsShadow: true))
    }
}

/// What a search field shows inside, in both looks: the magnifying glass, then the text searched
/// for, or the prompt ("Search" unless one is given) in the secondary colour, `spacing` apart.
nonisolated struct SearchFieldLabel: View {
    let text: String
    let prompt: Text?
    let spacing: CGFloat

    var body: some View {
        HStack(spacing: spacing) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            if text.isEmpty {
                (prompt ?? Text("Search")).foregroundStyle(.secondary)
            } else {
                Text(verbatim: text)
            }
        }
    }
}

extension EnvironmentValues {
    /// Whether `searchable`'s field sits at the bottom of the screen: in iOS 26's look, but not
    /// in a tab of a tab view with a tab bar, where iOS keeps it below the navigation bar's title
    /// as before (p0dee.com, "Liquid Glass search tab", 2025-09-02, tried on iOS 26: without
    /// `Tab(role: .search)` "the search field is shown directly below the navigation bar, as
    /// before"; a search tab is not drawn).
    var searchFieldSitsAtBottom: Bool { viewTreeOSVersion.hasLiquidGlass && !isAboveTabBar }
}

/// The region at the bottom of a navigation stack that holds iOS 26's search field: the
/// floating tab bar's region, the field's bottom the same margin above the screen's bottom edge
/// as the tab bar's (`LiquidGlassMetrics.floatingBarBottomMargin`).
final class SearchBarNode: LayoutNode {
    private let field: LayoutNode
    /// How far the screen's bottom edge lies below the region.
    private let screenBottomInset: CGFloat
    /// The region's height.
    let height: CGFloat

    /// Whether the field is minimized to a button (`searchToolbarBehavior(.minimize)`).
    private let isMinimized: Bool

    init(text: String, prompt: Text?, isMinimized: Bool = false, environment: EnvironmentValues) {
        var fieldEnvironment = environment
        fieldEnvironment.navigationPreferences = nil
        self.isMinimized = isMinimized
        field = isMinimized ? LiquidGlassSearchButton().resolveSingleNode(in: fieldEnvironment)
            : LiquidGlassSearchField(text: text, prompt: prompt).resolveSingleNode(in: fieldEnvironment)
        screenBottomInset = environment.screenBottomInset
        height = LiquidGlassMetrics.floatingBarRegionHeight(screenBottomInset: environment.screenBottomInset)
        super.init(name: "SearchBar", direction: environment.layoutDirection)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? field.sizeThatFits(.unspecified).width, height: height)
    }

    /// The field may reach into the home indicator's margin by design.
    override func axesChildMayOverflow(_ node: LayoutNode) -> Axis.Set { .vertical }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        let fieldHeight = LiquidGlassMetrics.searchFieldHeight
        let inset = min(LiquidGlassMetrics.searchFieldSideInset, size.width / 4)
        let y = size.height + screenBottomInset - LiquidGlassMetrics.floatingBarBottomMargin - fieldHeight
        // Minimized, the button keeps the field's leading end (*unverified*: the search item is
        // the bottom bar's leading-most item, `DefaultToolbarItem(kind:placement:)`).
        let width = isMinimized ? fieldHeight : max(0, size.width - 2 * inset)
        return [(field, CGRect(x: inset, y: y, width: width, height: fieldHeight))]
    }
}

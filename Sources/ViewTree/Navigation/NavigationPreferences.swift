import Foundation

/// What the views of one screen of a navigation stack ask of it: their title, its display mode,
/// toolbar items, the bars' visibility and backgrounds, the back button, and the screens they
/// can push. Modifiers write here while the screen is resolved (the outermost modifier of each
/// kind wins), and the stack reads it once the screen is made, as SwiftUI's preferences flow up
/// to the bars. Unchecked: it is written and read within one resolution of the stack's views,
/// on one thread.
final class NavigationPreferences: @unchecked Sendable {
    var title: AnyView?
    /// The subtitle under the title (`navigationSubtitle`, iOS 26).
    var subtitle: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarEntry] = []
    var navigationBar = BarAppearance()
    var bottomBar = BarAppearance()
    var barColorScheme: ColorScheme?
    var isBackButtonHidden: Bool?
    /// The search field `searchable` asks for: its text and prompt.
    var search: (text: String, prompt: Text?)?
    /// How the search field shows in iOS 26's bottom toolbar (`searchToolbarBehavior(_:)`).
    var searchToolbarBehavior: SearchToolbarBehavior?
    /// The screens `navigationDestination(for:)` makes for the values of a path, in the order
    /// they were declared.
    var destinations: [NavigationDestination] = []
    /// The screens `navigationDestination(isPresented:)` and `(item:)` push now.
    var presentedScreens: [AnyView] = []
}

extension NavigationPreferences {
    /// The views of the items at `slot`, each item's apart, resolved in `environment` side by
    /// side (confirmation items semibold).
    func itemNodes(at slot: ToolbarItemPlacement.Slot, in environment: EnvironmentValues) -> [[LayoutNode]] {
        items.filter { $0.placement.slot == slot && !$0.isSpacer }.map { entry in
            var itemEnvironment = environment
            if entry.placement.isEmphasized { itemEnvironment.fontWeight = .semibold }
            return entry.content.resolveNodes(in: itemEnvironment.inStack(.horizontal))
        }
    }

    /// The items at `slot` on glass capsules, as iOS 26 groups them (primary actions last):
    /// neighbouring items share one, `LiquidGlassMetrics.barGroupItemSpacing` apart,
    /// a `ToolbarSpacer` starts a new one, a confirmation item stands alone on a capsule of the
    /// tint, semibold, and an item whose shared background is hidden stands alone without glass.
    func glassGroupNodes(at slot: ToolbarItemPlacement.Slot, in environment: EnvironmentValues) -> [LayoutNode] {
        var runs: [(look: LiquidGlassBarGroup.Look, views: [AnyView])] = []
        var startsRun = true
        let entries = items.filter { $0.placement.slot == slot }
        for entry in entries.filter({ !$0.placement.isPrimary }) + entries.filter(\.placement.isPrimary) {
            guard !entry.isSpacer else {
                startsRun = true
                continue
            }
            let look: LiquidGlassBarGroup.Look = entry.placement.isEmphasized ? .prominent : entry.sharesBackground ? .glass : .plain
            let view = look == .prominent ? AnyView(entry.content.fontWeight(.semibold)) : entry.content
            if !startsRun, look == .glass, let last = runs.last, last.look == .glass {
                runs[runs.count - 1].views.append(view)
            } else {
                runs.append((look, [view]))
            }
            startsRun = false
        }
        return runs.map { run in
            let textItems = Set(run.views.indices.filter { LiquidGlassBarGroup.showsText(run.views[$0], in: environment) })
            return LiquidGlassBarGroup(items: run.views, look: run.look, textItems: textItems,
                                       spacing: LiquidGlassMetrics.barGroupItemSpacing).resolveSingleNode(in: environment)
        }
    }
}

/// What a screen asks of one of the stack's bars.
struct BarAppearance {
    var isHidden: Bool?
    var backgroundVisibility: Visibility?
    var background: (any ShapeStyle)?
}

/// The screen a `navigationDestination(for:)` makes for a path's value of its type, if the
/// value is of that type.
struct NavigationDestination {
    let screen: (AnyHashable) -> AnyView?
}

private struct NavigationPreferencesKey: EnvironmentKey { static let defaultValue: NavigationPreferences? = nil }

extension EnvironmentValues {
    /// The preferences of the navigation stack the views being resolved are the root of.
    var navigationPreferences: NavigationPreferences? {
        get { self[NavigationPreferencesKey.self] }
        set { self[NavigationPreferencesKey.self] = newValue }
    }
}

/// A view that tells the navigation stack around it something, then is its content unchanged.
nonisolated struct NavigationPreferenceWriter<Content: View>: View, PrimitiveView {
    let content: Content
    let write: (NavigationPreferences, EnvironmentValues) -> Void

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        if let preferences = environment.navigationPreferences { write(preferences, environment) }
        return content.resolveNodes(in: environment)
    }
}

/// Names for the parts of a navigation bar, as in SwiftUI.
public enum NavigationBarItem {
    /// How a navigation bar shows the title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack, inline further in.
        case automatic
        /// Small, centred in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// How a toolbar shows the title (iOS 17's name for the display mode).
public enum ToolbarTitleDisplayMode: Hashable, Sendable {
    /// As the platform decides: large at the root of a stack.
    case automatic
    /// Small, centred in the bar.
    case inline
    /// Small, at the leading edge of the bar (drawn inline on an iPhone).
    case inlineLarge
    /// Large, below the bar.
    case large
}

nonisolated extension View {
    /// This view with `write` run on the navigation preferences around it.
    func navigationPreference(_ write: @escaping (NavigationPreferences, EnvironmentValues) -> Void) -> some View {
        NavigationPreferenceWriter(content: self, write: write)
    }

    /// The title the navigation bar shows for this screen.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title the navigation bar shows for this screen (a string shown as it is).
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// The title the navigation bar shows for this screen.
    public func navigationTitle(_ title: Text) -> some View {
        navigationPreference { preferences, _ in
            if preferences.title == nil { preferences.title = AnyView(title) }
        }
    }

    /// Views the navigation bar shows as this screen's title.
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        let title = AnyView(title())
        return navigationPreference { preferences, _ in
            if preferences.title == nil { preferences.title = title }
        }
    }

    /// Shows the navigation bar's title large below the bar or inline in it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationPreference { preferences, _ in
            if preferences.displayMode == nil { preferences.displayMode = displayMode }
        }
    }

    /// Shows the toolbar's title large below the bar or inline in it.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        let displayMode: NavigationBarItem.TitleDisplayMode
        switch mode {
        case .automatic: displayMode = .automatic
        case .inline, .inlineLarge: displayMode = .inline
        case .large: displayMode = .large
        }
        return navigationBarTitleDisplayMode(displayMode)
    }

    /// Hides the navigation bar (SwiftUI's older form).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationPreference { preferences, _ in
            if preferences.navigationBar.isHidden == nil { preferences.navigationBar.isHidden = hidden }
        }
    }

    /// Hides the back button of this screen (the root of a stack has none).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationPreference { preferences, _ in
            if preferences.isBackButtonHidden == nil { preferences.isBackButtonHidden = hidesBackButton }
        }
    }
}

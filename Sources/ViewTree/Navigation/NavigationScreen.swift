import Foundation

/// One screen of a navigation stack, resolved: its views, what they ask of the stack, and
/// whether its title shows large.
struct NavigationScreen {
    let content: LayoutNode
    let preferences: NavigationPreferences
    /// Whether the screen's display mode is large: its own, or when automatic the one of the
    /// screen below it, and at the root large when it has a title (`ToolbarTitleDisplayMode.automatic`:
    /// "content pushed onto a navigation stack will use the behavior of the content already on
    /// the navigation stack").
    let prefersLargeTitle: Bool

    /// Whether the title shows large below the bar: it has one, and the display mode is large.
    var showsLargeTitle: Bool { prefersLargeTitle && preferences.title != nil }

    /// `view` resolved as the screen above `below` (the root when `nil`).
    init<V: View>(_ view: V, above below: NavigationScreen?, in environment: EnvironmentValues) {
        let preferences = NavigationPreferences()
        var inner = environment
        inner.navigationPreferences = preferences
        content = view.resolveSingleNode(in: inner)
        self.preferences = preferences
        switch preferences.displayMode ?? .automatic {
        case .large: prefersLargeTitle = true
        case .inline: prefersLargeTitle = false
        case .automatic: prefersLargeTitle = below?.prefersLargeTitle ?? (preferences.title != nil)
        }
    }

    /// The most screens a stack shows: a screen that presents itself again stops here rather
    /// than recurring for ever.
    static let maximumDepth = 64

    /// The screens of a stack, bottom first: the root; the screens `navigationDestination(for:)`
    /// makes for the values of `path`, up to the first value no screen below declares a
    /// destination for; then the screens `navigationDestination(isPresented:)` or `(item:)`
    /// push, each above the screens so far (SwiftUI pushes them onto the stack as it is).
    static func stack<Root: View>(root: Root, path: [AnyHashable], in environment: EnvironmentValues) -> [NavigationScreen] {
        var screens = [NavigationScreen(root, above: nil, in: environment)]
        for value in path where screens.count < maximumDepth {
            let destinations = screens.flatMap(\.preferences.destinations)
            guard let view = destinations.lazy.compactMap({ $0.screen(value) }).first else { break }
            screens.append(NavigationScreen(view, above: screens.last, in: environment))
        }
        var index = 0
        while index < screens.count, screens.count < maximumDepth {
            for view in screens[index].preferences.presentedScreens where screens.count < maximumDepth {
                screens.append(NavigationScreen(view, above: screens.last, in: environment))
            }
            index += 1
        }
        return screens
    }
}

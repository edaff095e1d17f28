import Foundation

// iOS 18 and 26 additions to tab views: the sidebar-adaptable styles, the tab bar that
// minimizes as the content scrolls, and the accessory above iOS 26's tab bar.

/// A tab bar that an iPad can turn into a sidebar, as SwiftUI's `SidebarAdaptableTabViewStyle`.
/// An iPhone shows the tab bar; an iPad the tab bar at the top, as the automatic style does
/// (ViewTree does not draw the sidebar, which starts hidden).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

/// A tab bar that never turns into a sidebar, as SwiftUI's `TabBarOnlyTabViewStyle`.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar an iPad can turn into a sidebar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// When iOS 26's tab bar shrinks to the selected tab, as SwiftUI's `TabBarMinimizeBehavior`. A
/// still frame has not scrolled, so the bar shows in full whatever the behaviour.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    private let name: String
    /// As the platform decides.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// When the content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// When the content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

/// Where iOS 26 shows a tab view's bottom accessory, as SwiftUI's `TabViewBottomAccessoryPlacement`:
/// above the tab bar (expanded) or inside the minimized bar (inline). A still frame shows it expanded.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Above the tab bar, as wide as it.
    case expanded
    /// In the minimized tab bar's row.
    case inline
}

private struct TabViewBottomAccessoryKey: EnvironmentKey {
    // Unsafe: nil, never mutated.
    nonisolated(unsafe) static let defaultValue: AnyView? = nil
}
private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

extension EnvironmentValues {
    /// The accessory the tab views inside show above iOS 26's tab bar.
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }

    /// Where the bottom accessory being drawn is: `.expanded` inside one, `nil` elsewhere.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}

nonisolated extension View {
    /// When the tab bar of the tab views inside shrinks as their content scrolls, on a device.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { unchangedInRender() }

    /// A view on a glass capsule above the tab bar of the tab views inside, in iOS 26's look
    /// (a mini player, a status); the looks before have no place for it and leave it out.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, AnyView(content()))
    }

    /// The bottom accessory `content`, shown while `isEnabled`.
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, isEnabled ? AnyView(content()) : nil)
    }
}

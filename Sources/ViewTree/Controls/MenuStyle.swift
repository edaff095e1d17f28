// How menus look and order their items, as SwiftUI's `MenuStyle`, `menuIndicator(_:)` and
// `menuOrder(_:)`. On iOS every built-in style draws the label as a button (following
// `buttonStyle(_:)`), the indicator is drawn only by macOS's bordered menus, and the order shows
// only once the menu opens, so a render draws the menu as it is.

/// How menus look, as SwiftUI's `MenuStyle`.
public protocol MenuStyle: Sendable {}

/// The default style: the label as a button.
public struct DefaultMenuStyle: MenuStyle {
    /// The style.
    public init() {}
}

/// The label as a button, following `buttonStyle(_:)`.
public struct ButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
}

/// The label as a borderless button (macOS; the default look on iOS).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The label as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The label as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items, as SwiftUI's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
    private let name: String
    /// As the platform decides (on iOS, the first item nearest the tap).
    public static let automatic = MenuOrder(name: "automatic")
    /// The first item nearest the tap.
    public static let priority = MenuOrder(name: "priority")
    /// The items top to bottom as declared.
    public static let fixed = MenuOrder(name: "fixed")
}

nonisolated extension View {
    /// Draws menus inside this view in `style`: on iOS each draws its label as a button.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { unchangedInRender() }

    /// Whether menus inside this view show an indicator (drawn by macOS's bordered menus only).
    public func menuIndicator(_ visibility: Visibility) -> some View { unchangedInRender() }

    /// The order of the items of menus inside this view, once one opens.
    public func menuOrder(_ order: MenuOrder) -> some View { unchangedInRender() }
}

// iOS 13 and 14 spellings SwiftUI keeps beside their successors.

nonisolated extension View {
    /// Tints the controls in this view with `accentColor`, as `tint(_:)` does (SwiftUI's earlier
    /// spelling).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Turns autocorrection off (or back on) for fields inside this view, as
    /// `autocorrectionDisabled(_:)` does; `nil` keeps the platform's choice.
    public func disableAutocorrection(_ disable: Bool?) -> some View { unchangedInRender() }

    /// Sets the colour scheme of this view and the views inside (SwiftUI's iOS 13 spelling of
    /// `environment(\.colorScheme, _:)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Hides the status bar (SwiftUI's iOS 13 spelling of `statusBarHidden(_:)`).
    public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }

    /// Shows `contextMenu`'s items when the view is long-pressed (SwiftUI's iOS 13 spelling).
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        unchangedInRender()
    }

    /// The label VoiceOver reads (iOS 13's `accessibility(label:)`).
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// The value VoiceOver reads (iOS 13's `accessibility(value:)`).
    public func accessibility(value: Text) -> some View { unchangedInRender() }

    /// The hint VoiceOver reads (iOS 13's `accessibility(hint:)`).
    public func accessibility(hint: Text) -> some View { unchangedInRender() }

    /// Whether VoiceOver skips the view (iOS 13's `accessibility(hidden:)`).
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// An identifier for UI tests (iOS 13's `accessibility(identifier:)`).
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Traits VoiceOver reports (iOS 13's `accessibility(addTraits:)`).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Traits VoiceOver no longer reports (iOS 13's `accessibility(removeTraits:)`).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { unchangedInRender() }

    /// The order VoiceOver visits the view in (iOS 13's `accessibility(sortPriority:)`).
    public func accessibility(sortPriority: Double) -> some View { unchangedInRender() }
}

/// A context menu's items, as SwiftUI's iOS 13 `ContextMenu`.
/// A render never long-presses, so the items are not built.
public struct ContextMenu<MenuItems: View> {
    /// A context menu of the items `menuItems` builds.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

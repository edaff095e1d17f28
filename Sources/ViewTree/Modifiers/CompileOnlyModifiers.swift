import Foundation

// Modifiers whose effect a still render of a view on an iPhone does not show, or shows only in
// places ViewTree does not draw; each says which. They compile as SwiftUI's do and leave the
// view's layout and pixels as they are.

/// How a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let name: String
    /// As the platform decides.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Hashable, Sendable {
    private let name: String
    /// As the platform decides.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A browser's toolbar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar.
    public static let editor = ToolbarRole(name: "editor")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// How a button repeats its action while held, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String
    /// As the platform decides.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// Repeating.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// Not repeating.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How the search field shows while searching, as SwiftUI's `SearchPresentationToolbarBehavior`.
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
    private let name: String
    /// As the platform decides.
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    /// The title and toolbar stay while searching.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// Which way VoiceOver's adjustable gesture goes, as SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up.
    case increment
    /// Down.
    case decrement
}

nonisolated extension View {
    /// How the scroll views inside bounce, on a device.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        unchangedInRender()
    }

    /// What the toolbar is for. iOS 17's editor role draws the back button without a title;
    /// ViewTree draws it as the automatic role does (*unverified*).
    public func toolbarRole(_ role: ToolbarRole) -> some View { unchangedInRender() }

    /// A menu opened from the inline navigation title, on a device (the chevron beside the title
    /// is not drawn, *unverified*).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { unchangedInRender() }

    /// Whether a button repeats its action while held, on a device.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { unchangedInRender() }

    /// Scope buttons under an active search field, which a still frame does not show.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        unchangedInRender()
    }

    /// How the toolbar changes while searching, on a device.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        unchangedInRender()
    }

    /// Adds a search field bound to `text`, presented while `isPresented` (a still frame shows it
    /// at rest, as `searchable(text:placement:prompt:)` does).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field bound to `text`, presented while `isPresented`, with a prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// The shape `ContainerRelativeShape`s inside take their corners from (ViewTree's fill the
    /// container's frame).
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View { unchangedInRender() }

    /// The tint of list items in a sidebar (iPad and Mac), which ViewTree does not draw.
    public func listItemTint(_ tint: Color?) -> some View { unchangedInRender() }

    /// Keeps the view's children's geometry in the view's own coordinates during animations.
    public func geometryGroup() -> some View { unchangedInRender() }

    /// Marks content that may be out of date (widgets), which a render shows as it is.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { unchangedInRender() }

    /// A panel beside the content on an iPad, a sheet on an iPhone: presented from the window,
    /// so not in a snapshot of the view.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        unchangedInRender()
    }

    /// The width of the inspector this view is the content of, on an iPad.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        unchangedInRender()
    }

    /// The fixed width of the inspector this view is the content of, on an iPad.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { unchangedInRender() }

    // MARK: Accessibility

    /// An action VoiceOver offers.
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        unchangedInRender()
    }

    /// An action VoiceOver offers, named by a string.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        unchangedInRender()
    }

    /// What VoiceOver's increment and decrement gestures do.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        unchangedInRender()
    }

    /// Where VoiceOver reads the view among its siblings.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { unchangedInRender() }

    /// Words Voice Control recognises for the view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { unchangedInRender() }

    /// Words Voice Control recognises for the view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { unchangedInRender() }

    /// Shows the large content viewer when the view is pressed at large text sizes.
    public func accessibilityShowsLargeContentViewer() -> some View { unchangedInRender() }

    /// What VoiceOver sees in place of the view.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        unchangedInRender()
    }

    /// Removes traits VoiceOver announces.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { unchangedInRender() }

    /// Whether VoiceOver treats the view as a header, a heading level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { unchangedInRender() }
}

/// A heading level VoiceOver navigates by, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// No level.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}

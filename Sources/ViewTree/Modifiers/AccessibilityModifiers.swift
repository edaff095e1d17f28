// The accessibility modifiers VoiceOver and Voice Control read, with the argument types app code
// passes them (localised keys, texts, builders). A still render draws none of them.

/// What an accessibility action does, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String
    /// The element's main action (a double tap).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Escaping (a two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// Deleting the element.
    public static let delete = AccessibilityActionKind(name: "delete")
    /// Showing the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

nonisolated extension View {
    /// The label VoiceOver reads, from a localised key.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { unchangedInRender() }
    /// The value VoiceOver reads, from a localised key.
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { unchangedInRender() }
    /// The value VoiceOver reads, as a text.
    public func accessibilityValue(_ value: Text) -> some View { unchangedInRender() }
    /// The hint VoiceOver reads, from a localised key.
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { unchangedInRender() }
    /// The hint VoiceOver reads, as a text.
    public func accessibilityHint(_ hint: Text) -> some View { unchangedInRender() }
    /// An action of `actionKind` VoiceOver performs with `handler`.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> some View { unchangedInRender() }
    /// A named action VoiceOver performs, labelled by `label`.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void,
                                                 @ViewBuilder label: () -> Label) -> some View { unchangedInRender() }
    /// The actions `content` builds (buttons), offered by VoiceOver.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        unchangedInRender()
    }
    /// Whether VoiceOver treats the view as interactive.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        unchangedInRender()
    }
    /// Shows `largeContentView` in the large content viewer for the view.
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        unchangedInRender()
    }

    /// Shows an alert titled with `title` and `message` while `isPresented` is true, on a device.
    /// A render never draws it (it is presented from the window).
    public func alert<Actions: View, Message: View>(_ title: Text, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: () -> Actions,
                                                    @ViewBuilder message: () -> Message) -> some View {
        unchangedInRender()
    }
}

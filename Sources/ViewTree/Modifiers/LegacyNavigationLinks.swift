// iOS 13's navigation links pushed by a binding (`isActive:`, `tag:selection:`), as SwiftUI
// keeps them. They draw as the link at rest: a render of the link's screen does not show the
// destination pushed even while the binding is set (*unverified* gap: iOS would show it; use
// `navigationDestination(isPresented:)` to render a pushed screen).

extension NavigationLink {
    /// A link to `destination` pushed while `isActive` is true, showing `label`.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// A link to the destination `destination` builds, pushed while `isActive` is true.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
                @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    /// A link to `destination` pushed while `selection` is `tag`, showing `label`.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// A link to the destination `destination` builds, pushed while `selection` is `tag`.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` to `destination`, pushed while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(titleKey, destination: destination)
    }

    /// A link titled with the string `title` to `destination`, pushed while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(title, destination: destination)
    }

    /// A link titled `titleKey` to `destination`, pushed while `selection` is `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V,
                             selection: Binding<V?>) {
        self.init(titleKey, destination: destination)
    }

    /// A link titled with the string `title` to `destination`, pushed while `selection` is `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V,
                                                selection: Binding<V?>) {
        self.init(title, destination: destination)
    }
}

nonisolated extension View {
    /// Presents the view `content` builds for `item` full screen while it is not nil, on a device.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        unchangedInRender()
    }

    /// Adds an action named `name` that VoiceOver offers.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        unchangedInRender()
    }
}

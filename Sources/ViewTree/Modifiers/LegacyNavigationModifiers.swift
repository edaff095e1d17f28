// iOS 13's navigation bar spellings, as SwiftUI keeps them, forwarding to their successors.

nonisolated extension View {
    /// The navigation bar's title (iOS 13's `navigationBarTitle(_:)`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The navigation bar's title from `titleKey`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// The navigation bar's title from the string `title` (verbatim).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// The navigation bar's title, shown in `displayMode`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The navigation bar's title from `titleKey`, shown in `displayMode`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                   displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// The navigation bar's title from the string `title` (verbatim), shown in `displayMode`.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Items at the leading edge of the navigation bar (iOS 13's `navigationBarItems(leading:)`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Items at the trailing edge of the navigation bar (iOS 13's `navigationBarItems(trailing:)`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}

import Foundation

nonisolated extension View {
    /// A subtitle under the navigation title (iOS 26): in the bar under an inline title, under a
    /// large title below the bar. Drawn in iOS 26's look only; earlier looks have no subtitle.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        navigationPreference { preferences, _ in
            if preferences.subtitle == nil { preferences.subtitle = subtitle }
        }
    }

    /// A subtitle under the navigation title (iOS 26), a string shown as it is.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(subtitle))
    }

    /// A subtitle under the navigation title (iOS 26), localized.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }
}

/// A navigation title with the subtitle under it, as iOS 26 stacks them: under an inline title
/// in footnote, under a large title in subheadline, both in the secondary label colour, centred
/// or leading as the title is (*unverified*: no recording or published figure of a subtitle was
/// found; fonts, colour and spacing are estimates).
nonisolated struct NavigationTitleWithSubtitle: View {
    let title: AnyView
    let subtitle: Text
    let isLarge: Bool

    var body: some View {
        VStack(alignment: isLarge ? .leading : .center, spacing: 0) {
            title
            subtitle.font(isLarge ? .subheadline : .footnote).fontWeight(.regular).foregroundStyle(.secondary)
        }
    }
}

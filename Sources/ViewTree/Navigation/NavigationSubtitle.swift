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

/// A navigation title with the subtitle under it, as iOS 26 stacks them, in the secondary label
/// colour, centred or leading as the title is. Under an inline title in footnote (*unverified*).
/// Under a large title in an 11-point line (caption 2), the title 3 points lower than without a
/// subtitle and the subtitle's baseline 16 below the title's (*measured*: UIKit's
/// `navigationItem.subtitle`, which SwiftUI's modifier sets, in Ranchero-Software/NetNewsWire's
/// iOS 26 App Store screenshots `Max-Feeds-Light.png` and `61-Feeds-Light.png` at f33b77829: the
/// title's baseline 93.33 below the safe area, where other apps' titles without a subtitle sit
/// 90.33 below it; "Updated 6 minutes ago" with capitals 7.67 tall, 16 lower; the same at 440 and
/// 390 points, light and dark).
nonisolated struct NavigationTitleWithSubtitle: View {
    let title: AnyView
    let subtitle: Text
    let isLarge: Bool

    /// How much lower a large title sits over a subtitle than alone.
    static let largeTitleDrop: CGFloat = 3
    /// The large subtitle's font.
    static let largeSubtitleFont = Font.caption2
    /// From the bottom of a large title's line to the top of the subtitle's, so that its baseline
    /// lies 16 below the title's with the bundled fonts' line metrics.
    static let largeSubtitleSpacing: CGFloat = -2.5

    var body: some View {
        if isLarge {
            VStack(alignment: .leading, spacing: Self.largeSubtitleSpacing) {
                title
                subtitle.font(Self.largeSubtitleFont).fontWeight(.regular).foregroundStyle(.secondary)
            }
            .padding(.top, Self.largeTitleDrop)
        } else {
            VStack(alignment: .center, spacing: 0) {
                title
                subtitle.font(.footnote).fontWeight(.regular).foregroundStyle(.secondary)
            }
        }
    }

    /// What `subtitle` under a large title adds to the bar's height in `environment`: the title's
    /// drop and the subtitle's line, in whole points as the bar's height is.
    static func largeSubtitleHeight(of subtitle: Text, in environment: EnvironmentValues) -> CGFloat {
        let line = subtitle.font(largeSubtitleFont).resolveSingleNode(in: environment).sizeThatFits(.unspecified).height
        return (largeTitleDrop + largeSubtitleSpacing + line).rounded(.up)
    }
}

import Foundation

/// The sizes of iOS 26's chrome (Liquid Glass) where they differ from iOS 17's (`ChromeMetrics`),
/// on an iPhone. As there, every number that could not be checked against a published source is
/// marked *unverified*; *measured* marks one taken from iOS 26 recordings.
enum LiquidGlassMetrics {
    // MARK: Navigation bars

    /// The navigation bar below the status bar: 54, ten more than iOS 17's 44, so that a large
    /// title sits 10 points lower (*measured*: issue 19's comparison of a real app's iOS 26
    /// references, "large title 10 pt lower"; the inline bar's height is *unverified*).
    static let navigationBarHeight: CGFloat = 54
    /// A bar button's glass: a circle 44 across around a glyph, a capsule 44 tall around text,
    /// the minimum touch target of the HIG ("at least 44x44 pt") (*unverified* as the drawn size).
    static let barButtonHeight: CGFloat = 44
    /// Space either side of an item's label inside its glass (*unverified*: 11, so that a
    /// 22-point glyph makes a 44-point circle).
    static let barButtonPadding: CGFloat = 11
    /// Neighbouring bar items share one glass capsule (WWDC25 "Get to know the new design
    /// system": items in a toolbar are grouped on a shared background); between the capsules
    /// at the two ends and the title (*unverified*: 8).
    static let barItemSpacing: CGFloat = 8

    // MARK: Tab bars

    /// The tab bar floats as a glass capsule (WWDC25 "Meet Liquid Glass"): 62 tall, 21 in from
    /// the screen's sides (ryanashcraft/FabBar, an iOS 26 tab bar rebuilt to match the system's:
    /// `barHeight` 62, `horizontalPadding` 21).
    static let tabBarHeight: CGFloat = 62
    static let tabBarSideInset: CGFloat = 21
    /// The bottom of the floating tab bar (and of the search field that takes its place) above
    /// the screen's bottom edge: 21, as at the sides (FabBar pads the bar 21 "on all sides",
    /// ignoring the bottom safe area; an iPhone 17's content safe area then ends at the capsule's
    /// top, 34 + 49 = 21 + 62 = 83 above the bottom, as code-payments/code-ios-app#640 measured).
    /// On home-button phones, which have no bottom safe area, the same 21 is *unverified*: iOS 26
    /// keeps the bar off the edge there too, rather than cutting it.
    static let floatingBarBottomMargin: CGFloat = 21

    /// The height of the region at the bottom of a tab view or navigation stack that holds the
    /// floating tab bar (or search field), from the capsule's top to the bottom of the safe area,
    /// where the screen's bottom edge is `screenBottomInset` below that: 49 above a 34-point home
    /// indicator, 83 on a home-button phone. The content's safe area ends at its top.
    static func floatingBarRegionHeight(screenBottomInset: CGFloat) -> CGFloat {
        max(0, tabBarHeight + floatingBarBottomMargin - screenBottomInset)
    }

    /// A search tab (`Tab(role: .search)`) stands apart on a glass circle as tall as the bar, 8
    /// after the capsule (FabBar's floating button beside its bar: `barHeight` 62, `fabSpacing` 8).
    static let searchTabSpacing: CGFloat = 8

    /// A tab view's bottom accessory sits on a glass capsule 48 tall, as wide as the tab bar, 8
    /// above it (*unverified*: iOS 26 screenshots of a mini player).
    static let bottomAccessoryHeight: CGFloat = 48
    static let bottomAccessorySpacing: CGFloat = 8

    /// The selected tab's lighter pill inside the capsule, inset from it by 4 (*unverified*).
    static let tabSelectionInset: CGFloat = 4
    /// The selected tab's pill: label colour at 8% light, 12% dark (*unverified*).
    static let tabSelection = Color(light: RGBAColor(red8: 0, green8: 0, blue8: 0).opacity(0.08),
                                    dark: RGBAColor(red8: 255, green8: 255, blue8: 255).opacity(0.12))
    /// Tab items' icons and titles: the label colour when not selected (*unverified*).
    static let unselectedTabItem = Color(system: .label)

    // MARK: Lists

    /// The corner radius of inset-grouped cards: 26, continuous, up from 10 (*unverified*:
    /// iOS 26 Settings and Forms screenshots; issue 19 measured a larger radius on a real app's
    /// references).
    static let cardCornerRadius: CGFloat = 26

    // MARK: Search

    /// `.searchable`'s field at the bottom of the screen: a glass capsule 48 tall, 16 in from the
    /// sides (*unverified*), with the magnifying glass leading and a microphone trailing.
    static let searchFieldHeight: CGFloat = 48
    static let searchFieldSideInset: CGFloat = 16
    /// Inside the field: 16 from its ends to the glyphs, 8 between glyphs and text (*unverified*).
    static let searchFieldPadding: CGFloat = 16
    static let searchFieldSpacing: CGFloat = 8
}

import Foundation
import Raster

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
    /// The bottom toolbar's glass: a capsule 48 tall, its items at least 48 wide and 8.67 apart,
    /// a lone group of items centred on the bar (*measured*: a `ToolbarItemGroup(placement:
    /// .bottomBar)` of six glyph buttons recorded on an iOS 26.1 simulator, rckim77/Sudoku's
    /// `SudokuTests/__Snapshots__/SnapshotTests/testGameViewSnapshot-_.iPhone13.png` at 476f57f:
    /// the capsule from 29 to 361.3 and 792 to 840 in a 390-point window, centred in the 375, 390
    /// and 428-point recordings; its glyphs 56.6 apart).
    static let bottomBarButtonHeight: CGFloat = 48
    /// The bottom toolbar's capsules end on the safe area's bottom edge, and at least 4 above the
    /// screen's (*measured* in the same recordings, laid out in the host's key window, whose
    /// bottom inset is 4, 0 and 34 in the 844, 812 and 926-point windows: the capsule ends 4, 4
    /// and 34 above the window's bottom; `ViewImageConfig.inKeyWindow(of:)`).
    static let bottomBarMinimumBottomMargin: CGFloat = 4
    /// Between the items of one bottom-toolbar capsule: 26 device pixels at 3x (above).
    static let bottomBarItemSpacing: CGFloat = 26.0 / 3
    /// Neighbouring bar items share one glass capsule (WWDC25 "Get to know the new design
    /// system": items in a toolbar are grouped on a shared background); between the capsules
    /// at the two ends and the title (*unverified*: 8).
    static let barItemSpacing: CGFloat = 8

    // MARK: Tab bars

    /// The tab bar floats as a glass capsule (WWDC25 "Meet Liquid Glass"): 62 tall, 21 in from
    /// the screen's sides (ryanashcraft/FabBar, an iOS 26 tab bar rebuilt to match the system's:
    /// `barHeight` 62, `horizontalPadding` 21; *measured* on a 393-point screen with four tabs,
    /// `tabSelectionInset`).
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

    /// The selected tab's lighter pill inside the capsule, inset from it by 4, so 54 tall
    /// (*measured*: a `TabView` of four tabs recorded on an iOS 26 iPhone 17 Pro simulator in a
    /// 393 by 852 window, imodeveloper/dskit-swiftui `DSKitExplorerTests/__Snapshots__/
    /// DSKitExplorerTests/AboutUsScreen1.snapshot.png` and `BookingScreen1.snapshot.png` at
    /// ccdd601: the pill from 773.2 to 826.8, so the capsule 62 tall with its bottom 21 above the
    /// screen's, the first pill from x 25, the last to 368, so the capsule 21 from the sides;
    /// UIKit's tab buttons are 54 tall, 4 in, cashapp/AccessibilitySnapshot issue #272).
    static let tabSelectionInset: CGFloat = 4
    /// A tab's pill (and the box its item is centred in) in a capsule of `count` tabs whose
    /// inside is `width` wide: 94, the first and last pills touching the capsule's ends, the
    /// others spread evenly between, overlapping (*measured*: 92.7 and 95.3 wide, items centred
    /// 82.5 to 83.6 apart, in the four-tab recordings above; UIKit's tab buttons are 94 wide,
    /// issue #272). In crowded bars the pill is at most 8.25 wider than an even share, as with
    /// four tabs on that screen (*unverified*); with fewer tabs iOS may shorten the capsule itself
    /// (issue #272's three buttons span 274 points), which is not drawn (*unverified*).
    static func tabPillWidth(count: Int, in width: CGFloat) -> CGFloat {
        max(0, min(94, width / CGFloat(max(1, count)) + 8.25, width))
    }
    /// The selected tab's pill: label colour at 8% light, 12% dark (light *measured* within 2
    /// levels: 236,237,236 over the 254,255,254 bar of the dskit-swiftui recordings above; dark
    /// *unverified*).
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

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
    /// The bar's items, back button and inline title are centred in its top 44 points, 22 below
    /// the safe area's top, the 10 points under them left empty (*measured* on two plain
    /// recordings with SF Pro: home-assistant/iOS at d722d78, `Tests/App/Settings/__Snapshots__/
    /// GesturesSetupView.test/testUI.light.png`, iOS 26.4 on an iPhone 17 simulator, a trailing
    /// "Reset" capsule from 62 to 106 below a 62-point safe area; and `Tests/Shared/DesignSystem/
    /// Components/__Snapshots__/ListPickerTests/testLitPickerContentUI.light.png`, iOS 26.0 on an
    /// iPhone 16, the inline title's baseline 28.3 below a 59-point safe area, as the Reset
    /// label's is; the list under the bar starts 54 below the safe area in the second, so the
    /// bar's height stays 54).
    static let navigationBarItemRowHeight: CGFloat = 44
    /// A bar button's glass: a circle 44 across around a glyph, a capsule 44 tall around text,
    /// the minimum touch target of the HIG ("at least 44x44 pt") (*measured*: the back button
    /// of KeenWill/signalbox at e3d0b496c, `clients/native/Screenshots/iOS/iphone-17-pro/
    /// active-chat.png`, iOS 26.4 on an iPhone 17 Pro simulator, a circle from 16 to 60 and 62
    /// to 106 below a 62-point safe area; and home-assistant/iOS's `Button(role: .close)` and
    /// `Button(role: .confirm)` at d722d78, `Tests/App/Watch/__Snapshots__/
    /// WatchComplicationBuilderEditViewSnapshot.test/newComplicationBuilder.light.png`, iOS 26.4
    /// on an iPhone 17: circles 16 from either edge, 62 to 106).
    static let barButtonHeight: CGFloat = 44
    /// Space either side of an item's label inside its glass (*unverified*: 11, so that a
    /// 22-point glyph makes a 44-point circle).
    static let barButtonPadding: CGFloat = 11
    /// Between the items that share one capsule in the navigation bar: 31 device pixels at 3x
    /// (*measured*: KeenWill/signalbox's `sessions.png` above, an `.automatic` and a
    /// `.primaryAction` glyph item on one capsule 98.33 wide, 287.67 to 386; one app, two
    /// glyphs; with text items *unverified*).
    static let barGroupItemSpacing: CGFloat = 31.0 / 3
    /// The back button's chevron on its circle: 11 by 18.67, 1.5 towards where it points from
    /// the circle's centre (*measured*: the ink of signalbox's back button above, 31 to 42 and
    /// 75 to 93.67 in a circle centred at 38, 84; the stroke as `ChromeMetrics`'s, 2.5).
    static let backChevronSize = CGSize(width: 11, height: 56.0 / 3)
    static let backChevronOffset: CGFloat = 1.5
    /// Space either side of a text label inside its glass: 16 (*measured*: the "Reset" capsule
    /// of home-assistant/iOS's `GesturesSetupView.test/testUI.light.png` at d722d78, iOS 26.4,
    /// is 76 wide around a 17-point label about 44 wide; one label, other lengths *unverified*).
    static let barTextButtonPadding: CGFloat = 16
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
    /// With no bottom safe area (home-button phones) the capsule keeps the same 21 off the edge
    /// (*measured*: KeenWill/signalbox's `LiveScreenSnapshotTests` at e3d0b496c, hosted with a
    /// zero safe area in a 390 by 844 canvas on iOS 26.4: the capsule from 761 to 823).
    static let floatingBarBottomMargin: CGFloat = 21

    /// The height of the region at the bottom of a tab view or navigation stack that holds the
    /// floating tab bar (or search field), from the capsule's top to the bottom of the safe area,
    /// where the screen's bottom edge is `screenBottomInset` below that: 49 above a 34-point home
    /// indicator, 83 on a home-button phone. The content's safe area ends at its top.
    static func floatingBarRegionHeight(screenBottomInset: CGFloat) -> CGFloat {
        max(0, tabBarHeight + floatingBarBottomMargin - screenBottomInset)
    }

    /// The shadow that floating glass (the tab bar, the bottom toolbar, the search field, the
    /// navigation bar's buttons) casts: black at 8%, blurred by 16 points (the standard
    /// deviation) and 8 points lower, outside the glass only, with no darker line along the edge
    /// (*measured*: one blur fitted by least squares to 40 points of three apps' iOS 26
    /// recordings, within 2.4 levels at each; KeenWill/signalbox's `sessions.png` at e3d0b496c,
    /// the tab bar darkening a white background by 5, 3, 1 and 0 levels 1, 9, 17 and 25 points
    /// above it, 8, 5 and 2 at 1, 9 and 21 beside it, 12, 9 and 4 at 1, 8 and 20 below;
    /// rckim77/Sudoku's bottom toolbar at 476f57f, `testGameViewSnapshot-_.iPhone13.png`, by 5, 7
    /// and 11; Ranchero-Software/NetNewsWire's App Store screenshot
    /// `AppStore/NetNewsWire7/Screenshots/Max/Max-Feeds-Light.png` at f33b77829, its trailing
    /// 44-point circle darkening a 243 background by 5, 3 and 1 levels 1, 9 and 17 points above
    /// it, 7, 5 and 2 beside it, 11, 8 and 5 below; signalbox's back button in `active-chat.png`
    /// by 4, 7 and 11). The recorded shadow of the small circle reaches a little further than
    /// one blur does. home-assistant/iOS's key-window recordings alone show a one-pixel darker
    /// line and 3 levels below (FIDELITY.md, "Bar glass").
    static let floatingGlassShadow = ViewTreeShadow(color: RGBAColor(red8: 0, green8: 0, blue8: 0).opacity(0.08),
                                                    radius: 16, offset: CGSize(width: 0, height: 8))

    /// A search tab (`Tab(role: .search)`) stands apart on a glass circle as tall as the bar, 8
    /// after the capsule, the capsule from the leading margin and the circle ending at the trailing
    /// one (FabBar's floating button beside its bar: `barHeight` 62, `fabSpacing` 8; *measured*:
    /// Dimillian/IceCubesApp's iOS 26 screenshots `screenshots.pco/Images/Default/130D4643-*.png`
    /// and `56E4EDB5-*.png` at 4a47fb7a, 402 by 874: four tabs on a capsule 21...311 by 791...853,
    /// the search circle 319...381).
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
    /// inside is `width` wide: an even share plus 7, at most 95, the first and last pills
    /// touching the capsule's ends, the others spread evenly between, overlapping (*measured*:
    /// KeenWill/signalbox at e3d0b496c, a plain four-tab `TabView` on iOS 26.4, iPhone 17 Pro
    /// simulator, `clients/native/Screenshots/iOS/iphone-17-pro/sessions.png` and three more:
    /// every pill 95 wide in the 360-point capsule of the 402-point screen, 25...120 to
    /// 282...377, the titles centred 85.7 apart; and its `Tests/SignalboxAppTests/__Snapshots__/
    /// LiveScreenSnapshotTests/testSessionList.iphone-portrait.png` at 390 points: 92 wide,
    /// 25...117 and 273...365. imodeveloper/dskit-swiftui's four tabs on 393 points agree on
    /// the first pill, 25...117.7, not on its third, 95.3 wide, `tabSelectionInset`).
    static func tabPillWidth(count: Int, in width: CGFloat) -> CGFloat {
        max(0, min(95, width / CGFloat(max(1, count)) + 7, width))
    }
    /// Tabs' pills are at most 86 apart, so a bar of few tabs is a shorter capsule: three tabs'
    /// buttons 94 wide at 4, 90 and 176 in a 274-point platter (*measured*: UIKit's iOS 26
    /// `_UITabButton` frames printed in cashapp/AccessibilitySnapshot issue #272, 2025-11-14);
    /// four tabs on a 393-point screen are squeezed to 83 apart by the screen (above).
    static let tabPillMaximumSpacing: CGFloat = 86
    /// The capsule's width for `count` tabs when the screen leaves it room: its insets, one
    /// pill, and the others 86 apart (274 for three tabs, as recorded; 188 and 102 for two and
    /// one, by the same rule, *unverified*; 360 for four, as signalbox's capsule on a 402-point
    /// screen, 21...381, where the screen's insets give the same).
    static func tabCapsuleWidth(count: Int) -> CGFloat {
        2 * tabSelectionInset + 94 + CGFloat(max(0, count - 1)) * tabPillMaximumSpacing
    }
    /// The selected tab's pill: black at 7% light, white at 14% dark (*measured*: light, 236.5
    /// over the 254.5 bar of the dskit-swiftui recordings above, 237 over 255 and 235 over 253 in
    /// signalbox's `sessions.png` and `settings.png`; dark, 56 over the 23 capsule of its
    /// `dark.png`, one recording).
    static let tabSelection = Color(light: RGBAColor(red8: 0, green8: 0, blue8: 0).opacity(0.07),
                                    dark: RGBAColor(red8: 255, green8: 255, blue8: 255).opacity(0.14))
    /// Tab items' icons and titles: the label colour when not selected (*unverified*).
    static let unselectedTabItem = Color(system: .label)

    // MARK: Lists

    /// The corner radius of inset-grouped cards: 26, continuous, up from 10 (*unverified*:
    /// iOS 26 Settings and Forms screenshots; issue 19 measured a larger radius on a real app's
    /// references).
    static let cardCornerRadius: CGFloat = 26
    /// Space above and below a row's content: 15, up from 11 (*measured* on iOS 26.0 to 26.4
    /// recordings whose rows are 8 points taller than 11-point insets make them with the same
    /// content: home-assistant/iOS at d722d78, `ServerSwitchingHowItWorksView.test` (a padded
    /// headline over a subheadline paragraph: rows 135.33 and 116.33 tall), `SensorRow.test` (a
    /// body line over a subheadline: 68.67) and `SettingsServersView.test` (a 40-point avatar:
    /// 70); KeenWill/signalbox at e3d0b496c, `settings.png` (three body lines: 94.33 with the
    /// separator) and `sessions.png` (plain rows of three lines padded 6: 102.33 apart). One-line
    /// rows stay at the least row height, 51. FIDELITY.md, "Re-measured after the spacing and
    /// line-height rules").
    static let rowVerticalInset: CGFloat = 15
    /// How far a switch in a list row reaches into the row's insets: iOS 26 draws one-line
    /// toggle rows 51 tall with the 28-point switch centred 11.5 from the row's edges, where
    /// 15-point insets around it would make 58 (*measured*: home-assistant/iOS at d722d78,
    /// `ServerSwitchingSettingsView.test` and `PrivacyView.test`, iOS 26.4; the switch beside a
    /// label of several lines is *unverified*).
    static let rowSwitchOverhang: CGFloat = rowVerticalInset - (51 - 28) / 2
    /// The lines of a section footer's paragraph 2 points closer than the footnote style's line
    /// height, as tight leading sets them (Apple's documentation of `Font.Leading.tight`: it
    /// "typically reduces line spacing by 1 point for watchOS and 2 points on other platforms"),
    /// the paragraph's first and last lines keeping their room
    /// (*measured*: footers of two lines 14.0 apart at `.medium` in home-assistant/iOS at d722d78,
    /// `PrivacyView.test` and `SettingsServersView.test`, and 16.0 apart at `.large` in
    /// KeenWill/signalbox at e3d0b496c, `settings.png`, iOS 26.x, where the style's line heights
    /// are 16 and 18; the distances from the card above to the first baseline and from the last
    /// baseline to the next card are as without it. Earlier looks keep the style's, *unverified*).
    static let listFooterLineSpacing: CGFloat = -2
    /// The column a list-row label's icon is centred in, and where its title starts, from the
    /// label's leading edge: 24 and 39.33, whatever the font (*measured*, iOS 26.4: icon centres
    /// 11.67, 12.17 and 12.17 and titles' ink from 39.0-39.33, 40.67 and 41.0 beside 16-point
    /// body text at `.medium`, 16-point callout and 12-point caption at `.large`: home-assistant/iOS
    /// at d722d78, `SettingsServersView.test`; KeenWill/signalbox at e3d0b496c, `settings.png`
    /// and `sessions.png`. Within a point of all three; how iOS scales them with the text size
    /// is *unverified*).
    static let listLabelIconColumnWidth: CGFloat = 24
    static let listLabelTitleInset: CGFloat = 39.33

    // MARK: Search

    /// `.searchable`'s field at the bottom of the screen: a glass capsule 48 tall, 16 in from the
    /// sides (*unverified*), with the magnifying glass leading and a microphone trailing.
    static let searchFieldHeight: CGFloat = 48
    static let searchFieldSideInset: CGFloat = 16
    /// `.searchable`'s field where it stays below the navigation bar's title (in a tab of a tab
    /// view): a capsule of tertiarySystemFill 44 tall, 1 below the title, in a band of 60 (the
    /// content 15 below it), the magnifying glass 14 from its leading end and the prompt 9 after
    /// it (*measured*: KeenWill/signalbox at e3d0b496c, `clients/native/Screenshots/iOS/
    /// iphone-17-pro/sessions.png`, iOS 26.4 on an iPhone 17 Pro simulator, a `NavigationStack`
    /// in a `TabView` tab with a large title and `.searchable(text:prompt:)`: the field from 169
    /// to 213 and 16 to 386, the large title's band ending at 168, the content from 228; the
    /// glass's ink from 30 to 46.33, the prompt's from 56.33; fill 239,239,240 on white; one
    /// app, and under an inline title *unverified*).
    static let navigationSearchBarHeight: CGFloat = 60
    static let navigationSearchFieldHeight: CGFloat = 44
    static let navigationSearchFieldTopInset: CGFloat = 1
    static let navigationSearchFieldGlyphInset: CGFloat = 14
    static let navigationSearchFieldGlyphSpacing: CGFloat = 9
    /// Inside the bottom field: 20 from its leading end to the glass, the prompt 10.33 after the
    /// magnifying glass (its ink 11.33 after the glass's) (*measured*: the search field UIKit
    /// integrates into the bottom toolbar, the one SwiftUI's bottom field is, in
    /// Ranchero-Software/NetNewsWire's iOS 26 App Store screenshot
    /// `AppStore/NetNewsWire7/Screenshots/Max/Max-Timeline-Light.png` at f33b77829: the capsule
    /// 88...352 by 880...928, the glass's ink from 108 to 124.33, the prompt's from 135.67, in
    /// body; one app). 8 between the text and the microphone and 16 from the microphone to the
    /// trailing end (*unverified*: that field shows no microphone).
    static let searchFieldLeadingPadding: CGFloat = 20
    static let searchFieldTrailingPadding: CGFloat = 16
    static let searchFieldGlyphSpacing: CGFloat = 10.33
    static let searchFieldSpacing: CGFloat = 8
}

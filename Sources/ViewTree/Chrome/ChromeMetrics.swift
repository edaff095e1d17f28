import Foundation
import Raster

/// The sizes and colours of iOS's own chrome (lists, navigation bars, tab bars), as iOS 17
/// draws them on an iPhone. Every number that could not be checked against a published source
/// or a device is marked *unverified* here, and nowhere else, so that it can be corrected in
/// one place. *Measured* marks a value that agrees with a public measurement of iOS: Flutter's
/// Cupertino widgets (flutter/packages/flutter/lib/src/cupertino, whose constants say what iOS
/// simulator they were inspected on) or a named article.
enum ChromeMetrics {
    // MARK: Lists

    /// The least height of a list row: 44, `defaultMinListRowHeight` (the documented minimum
    /// touch target).
    static let minimumRowHeight: CGFloat = 44
    /// Space above and below a row's content (UIKit's cell margins: 44 - 22 for one line of
    /// body text) (*unverified*).
    static let rowVerticalInset: CGFloat = 11
    /// The leading and trailing inset of row content in an inset-grouped card (*unverified*:
    /// iOS 16 and later SwiftUI lists, 20).
    static let insetGroupedRowInset: CGFloat = 20
    /// The system layout margin of a screen `width` points wide in the look of `os`, one rule for
    /// lists and bars: rows of plain and grouped lists are inset by it, inset-grouped cards sit
    /// this far from the edges, and navigation bars and toolbars keep their items this far in.
    /// Apple documents layout margins that "range from 16 to 20 points on iPhone"
    /// (ContentMarginGuide). Where 16 becomes 20 (*measured* as brackets, on lists): before
    /// iOS 26 at 402 points or less (iOS 18.5 puts cards 20 in on a 402-point iPhone 17 Pro,
    /// cashapp/AccessibilitySnapshot), here from 400; from iOS 26 on between 402 and 428 (16 at
    /// 375, 390 and 402, 20 at 428: rckim77/Sudoku's iOS 26.1 `testStatsViewSnapshot` references
    /// at 476f57f and AccessibilitySnapshot's iOS 26.2 ones), here from 414. Bars follow the same
    /// margins (iOS 26's trailing bar glyph is 16 from a 393-point screen's edge once its 44-point
    /// circle is counted, imodeveloper/dskit-swiftui's `CartScreen1.snapshot.png` at ccdd601);
    /// that older bars switch at 400 too is *unverified*, as both read the system's margins.
    static func layoutMargin(forWidth width: CGFloat, in os: ViewTreeOSVersion) -> CGFloat {
        width < (os.hasLiquidGlass ? 414 : 400) ? 16 : 20
    }
    /// The corner radius of inset-grouped cards: 10, continuous, before iOS 26 (*measured*:
    /// Flutter's list_section.dart, "estimated from SwiftUI's Forms in iOS 14.2", and
    /// TOInsetGroupedTableView's copy of iOS 13's value).
    static let cardCornerRadius: CGFloat = 10
    /// The gap between sections of grouped lists, and above the first one: 35 (*measured* in
    /// iOS 26 above a first section without header, rckim77/Sudoku, and between header-less
    /// sections, home-assistant/iOS, `ListStyleMetrics.sectionSpacing(beforeHeader:)`; before
    /// iOS 26 *unverified*).
    static let sectionSpacing: CGFloat = 35
    /// The gap between sections with `listSectionSpacing(.compact)` (*unverified*: 20).
    static let compactSectionSpacing: CGFloat = 20
    /// The gap above a grouped list's first section when it has a header (*measured*: 16,
    /// Flutter's list_section.dart header margin, "determined from iOS 14.4 Simulator").
    static let firstHeaderTopSpacing: CGFloat = 16
    /// Between a grouped section's header text and its card (*unverified*: 7; Flutter measured
    /// 6 on iOS 14.4).
    static let headerBottomSpacing: CGFloat = 7
    /// Between a grouped section's card and its footer text (*unverified*: 7; Flutter's
    /// sections put 10 under the card and none above the footer).
    static let footerTopSpacing: CGFloat = 7
    /// Above and below the header text of a plain list's section (*unverified*: 8).
    static let plainHeaderVerticalInset: CGFloat = 8
    /// The text style of grouped section headers and of footers: footnote, headers uppercased,
    /// both in the secondary label colour (*unverified* for iOS 17; iOS 26 no longer uppercases).
    static let groupedHeaderFont = Font.footnote
    /// The text style of plain section headers (*unverified*: headline, primary).
    static let plainHeaderFont = Font.headline
    /// Behind a plain list's section header stuck to the top (iOS 15 and later draw none while
    /// the header is in place) (*unverified*: the bar material, as over Contacts' letters).
    static let stuckHeaderBackground = Material.bar
    /// A list's background: systemGroupedBackground for grouped styles (`SystemColor`).
    static let groupedBackground = Color(system: .systemGroupedBackground)
    /// Rows of grouped lists: secondarySystemGroupedBackground (`SystemColor`).
    static let groupedRowBackground = Color(system: .secondarySystemGroupedBackground)
}

extension ChromeMetrics {
    // MARK: Navigation bars

    /// The navigation bar below the status bar: 44 on an iPhone (REFERENCE section 2).
    static let navigationBarHeight: CGFloat = 44
    /// The large title's extra height below the bar: 52, 96 in all (*measured*: Geoff
    /// Hackworth's iOS 11 measurements, "large titles add 52 points", and Flutter's nav_bar.dart).
    static let largeTitleHeight: CGFloat = 52
    /// The large title text's top within its 52 points: 3, so that 41 points of largeTitle and
    /// 8 below fill it (*unverified*; Flutter's bar keeps the same 8 below).
    static let largeTitleTopInset: CGFloat = 3
    /// `searchable`'s search bar below the title: 52 more (the brief's figure for UIKit's search
    /// bar in a navigation bar, *unverified*), the field 36 tall (Flutter's
    /// `CupertinoSliverNavigationBar.search`: `_kSearchFieldHeight` 36, eyeballed on an iOS 17.5
    /// simulator), 8 from the band's bottom (Flutter's `_kNavBarBottomPadding`) and so 8 from
    /// its top, between the layout margins.
    static let searchBarHeight: CGFloat = 52
    static let searchFieldHeight: CGFloat = 36
    /// The field's corner: 10, continuous (*unverified*; Flutter's `CupertinoSearchTextField`,
    /// matched to `UISearchTextField` with its comparison tool, uses 9 circular, which a
    /// continuous 10 resembles).
    static let searchFieldCornerRadius: CGFloat = 10
    /// Inside the field: the magnifying glass 6 from its leading end, the text 5.5 after it
    /// (Flutter's `CupertinoSearchTextField`: `prefixInsets` start 6, `padding` start 5.5).
    static let searchFieldGlyphInset: CGFloat = 6
    static let searchFieldGlyphSpacing: CGFloat = 5.5
    /// The field's fill: tertiarySystemFill (Flutter's `CupertinoSearchTextField` default).
    static let searchFieldBackground = Color(system: .tertiarySystemFill)
    /// The large title: largeTitle, bold.
    static let largeTitleFont = Font.largeTitle.bold()
    /// The inline title: headline (17 semibold).
    static let inlineTitleFont = Font.headline
    /// Between items at one end of the bar (*unverified*: 16).
    static let barItemSpacing: CGFloat = 16
    /// The hairline under a bar with a background, and over a tab bar: black at 30% light
    /// (*measured*: a Stack Overflow answer that sampled UINavigationBar's shadow line, and
    /// Flutter's nav_bar.dart), white at 15% dark (*unverified*; sources disagree).
    static let barHairline = Color(light: RGBAColor(red8: 0, green8: 0, blue8: 0).opacity(0.3),
                                   dark: RGBAColor(red8: 255, green8: 255, blue8: 255).opacity(0.15))
}

extension ChromeMetrics {
    // MARK: Disclosure chevrons

    /// A list row's disclosure chevron ("chevron.right" at footnote size, semibold): its box
    /// (*unverified*: 7 by 12), stroke (2) and gap from the label (*unverified*: 8).
    static let chevronSize = CGSize(width: 7, height: 12)
    static let chevronLineWidth: CGFloat = 2
    static let chevronSpacing: CGFloat = 8
}

extension ChromeMetrics {
    // MARK: Tab bars

    /// The tab bar above the home indicator: 49 on an iPhone.
    static let tabBarHeight: CGFloat = 49
    /// A tab item's icon size and title font: 24-point symbols (*unverified*; the HIG's icon
    /// targets are 23 to 31 points by shape) over 10-point medium titles (*measured*: Flutter's
    /// text_theme.dart, from Apple's design resources), 2 apart (*unverified*), centred in the bar.
    static let tabIconFont = Font.system(size: 24)
    static let tabTitleFont = Font.system(size: 10, weight: .medium)
    static let tabIconSpacing: CGFloat = 2
    /// The box a tab item's icon is centred in, so that titles under icons of different heights
    /// line up (*unverified*: 28).
    static let tabIconBoxHeight: CGFloat = 28
    /// Unselected tab items: 153 grey light, 117 dark (*measured*: Flutter's colors.dart
    /// `inactiveGray`, "used in iOS 13 for unselected segmented control and tab bar items").
    static let unselectedTabItem = Color(light: RGBAColor(red8: 153, green8: 153, blue8: 153),
                                         dark: RGBAColor(red8: 117, green8: 117, blue8: 117))
    /// A tab item's badge: white text in a systemRed capsule (UITabBarItem's documented "red
    /// oval" in the upper right corner). *Unverified*: 13-point regular text, 4 points either
    /// side of it (one digit makes a circle), at least 18 by 18; its leading edge 4 past the icon's centre line and its top
    /// 3 above the icon's (the capsule's centre near the icon's top trailing corner). Framework7's
    /// iOS theme draws a badge on an icon 16 points tall with 10-point text, from 10 before the
    /// icon's trailing edge and 2 above it.
    static let tabBadgeFont = Font.system(size: 13)
    static let tabBadgePadding: CGFloat = 4
    static let tabBadgeHeight: CGFloat = 18
    static let tabBadgeOffset = CGPoint(x: 4, y: -3)
}

extension ChromeMetrics {
    // MARK: Labels in list rows

    /// The column a label's icon is centred in within a list row, for a font of `pointSize`:
    /// iOS reserves "a predefined reserved layout size that scales with the content size
    /// category" for symbols in list cells (UIListContentConfiguration.ImageProperties), so
    /// that titles line up; its width is *unverified*: 1.5 times the point size, rounded up
    /// (26 for body text), about the widest common symbols.
    static func rowIconColumnWidth(forPointSize pointSize: Double) -> CGFloat {
        CGFloat((pointSize * 1.5).rounded(.up))
    }
}

extension ChromeMetrics {
    // MARK: Unavailable content

    /// `ContentUnavailableView`'s type and spacing (*unverified*, from iOS 17 screenshots as
    /// remembered): a 48-point symbol 8 over a title 2 bold title, the description in
    /// subheadline 4 below, the actions 16 below that, 16 in from the edges.
    struct UnavailableContent {
        let iconFont = Font.system(size: 48)
        let titleFont = Font.title2.bold()
        let descriptionFont = Font.subheadline
        let titleSpacing: CGFloat = 8
        let descriptionSpacing: CGFloat = 4
        let actionsSpacing: CGFloat = 16
        let padding: CGFloat = 16
    }

    static let unavailableContent = UnavailableContent()
}

extension ChromeMetrics {
    // MARK: Back buttons

    /// The back button's chevron box and where it starts: 13 by 21, 8 from the leading edge,
    /// the title 6 after it (react-navigation's replica of the iOS back button, elements
    /// HeaderBackButton.tsx: a 13 by 21 icon, marginLeft 8, 6 before the label) (*unverified*
    /// against a device).
    static let backButtonLeadingInset: CGFloat = 8
    static let backChevronSize = CGSize(width: 13, height: 21)
    static let backButtonLabelSpacing: CGFloat = 6
    /// The back chevron's stroke: "chevron.backward" at 17 points, semibold, large scale
    /// (*unverified*: 2.5; the glyph is drawn narrower than its box, as iOS's is).
    static let backChevronLineWidth: CGFloat = 2.5
}

extension ChromeMetrics {
    // MARK: Bottom toolbars

    /// The bottom toolbar's height above the home indicator: 44, UIToolbar's height on an
    /// iPhone in portrait (*measured*: Geoff Hackworth's iOS 11 measurements, "navigation bar
    /// and toolbar are 44 points tall"; Framework7's iOS theme agrees).
    static let bottomToolbarHeight: CGFloat = 44
}

extension ChromeMetrics {
    // MARK: Page dots

    /// A paged tab view's dots (UIPageControl): 8 points across, 16 apart centre to centre
    /// (Swiper's iOS-like pagination bullets: 8px with 4px either side) (*unverified*).
    static let pageDotDiameter: CGFloat = 8
    static let pageDotPitch: CGFloat = 16
    /// The page control's height, its dots centred in it, its bottom on the safe area's
    /// (*unverified*: 26); the capsule behind the dots is as tall.
    static let pageControlHeight: CGFloat = 26
    /// The selected page's dot and the others: white, and white at 30% (*unverified*; Swiper
    /// uses 20%), in both schemes.
    static let currentPageDot = RGBAColor(red8: 255, green8: 255, blue8: 255)
    static let pageDot = RGBAColor(red8: 255, green8: 255, blue8: 255).opacity(0.3)
    /// The capsule behind the dots with `backgroundDisplayMode: .always` (*unverified*: black at 25%).
    static let pageIndicatorBackground = RGBAColor(red8: 0, green8: 0, blue8: 0).opacity(0.25)
}

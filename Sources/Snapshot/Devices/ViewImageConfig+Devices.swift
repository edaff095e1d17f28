import Foundation

// The devices of swift-snapshot-testing 1.19.7 (../shared/REFERENCE.md section 1): sizes, safe
// areas and size classes as there; scales of the real devices.

extension ViewImageConfig {
    /// A phone of `portrait` size. Phones render text one step small (content size `.medium`),
    /// as swift-snapshot-testing's phone traits ask.
    private static func phone(_ orientation: Orientation, portrait: CGSize, portraitInsets: UIEdgeInsets,
                              landscapeInsets: UIEdgeInsets, scale: CGFloat,
                              regularWidthInLandscape: Bool = false) -> ViewImageConfig {
        let landscape = orientation == .landscape
        let traits = UITraitCollection(traitsFrom: [
            .init(displayScale: scale),
            .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium),
            .init(userInterfaceIdiom: .phone),
            .init(horizontalSizeClass: landscape && regularWidthInLandscape ? .regular : .compact),
            .init(verticalSizeClass: landscape ? .compact : .regular),
        ])
        return ViewImageConfig(safeArea: landscape ? landscapeInsets : portraitInsets,
                               size: landscape ? CGSize(width: portrait.height, height: portrait.width) : portrait,
                               traits: traits)
    }

    /// A home-button phone: a 20 pt status bar in portrait, no margins in landscape.
    private static func classicPhone(_ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat,
                                     regularWidthInLandscape: Bool = false) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: width, height: height),
              portraitInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero,
              scale: scale, regularWidthInLandscape: regularWidthInLandscape)
    }

    /// A phone with a notch: `top` in portrait (34 at the bottom); `side` left and right in
    /// landscape with `landscapeBottom` at the bottom.
    private static func notchedPhone(_ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat,
                                      side: CGFloat, landscapeBottom: CGFloat, scale: CGFloat,
                                      regularWidthInLandscape: Bool = false) -> ViewImageConfig {
        phone(orientation, portrait: CGSize(width: width, height: height),
              portraitInsets: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
              landscapeInsets: UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
              scale: scale, regularWidthInLandscape: regularWidthInLandscape)
    }

    /// An iPad at 2x. `landscape` is the full screen in landscape; `splits` are the Split View
    /// widths: landscape 1/3, 1/2, 2/3, then portrait 1/3, 2/3. Widths up to half the screen are
    /// compact, as swift-snapshot-testing's iPad traits have them.
    private static func tablet(_ orientation: TabletOrientation, landscape: CGSize, splits: [CGFloat],
                               insets: UIEdgeInsets) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat, compact: Bool
        switch orientation {
        case .landscape(let split):
            height = landscape.height
            switch split {
            case .oneThird: (width, compact) = (splits[0], true)
            case .oneHalf: (width, compact) = (splits[1], true)
            case .twoThirds: (width, compact) = (splits[2], false)
            case .full: (width, compact) = (landscape.width, false)
            }
        case .portrait(let split):
            height = landscape.width
            switch split {
            case .oneThird: (width, compact) = (splits[3], true)
            case .twoThirds: (width, compact) = (splits[4], true)
            case .full: (width, compact) = (landscape.height, false)
            }
        }
        let traits = UITraitCollection(traitsFrom: [
            .init(displayScale: 2),
            .init(userInterfaceIdiom: .pad),
            .init(horizontalSizeClass: compact ? .compact : .regular),
            .init(verticalSizeClass: .regular),
        ])
        return ViewImageConfig(safeArea: insets, size: CGSize(width: width, height: height), traits: traits)
    }

    private static func tablet(_ orientation: Orientation, _ make: (TabletOrientation) -> ViewImageConfig)
        -> ViewImageConfig {
        make(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    // MARK: Phones

    /// iPhone SE (1st generation), 320x568 @2x.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        classicPhone(orientation, width: 320, height: 568, scale: 2)
    }

    /// iPhone 8, 375x667 @2x.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        classicPhone(orientation, width: 375, height: 667, scale: 2)
    }

    /// iPhone 8 Plus, 414x736 @3x.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        classicPhone(orientation, width: 414, height: 736, scale: 3, regularWidthInLandscape: true)
    }

    /// iPhone X, 375x812 @3x.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 375, height: 812, top: 44, side: 44, landscapeBottom: 24, scale: 3)
    }

    /// iPhone XR, 414x896 @2x.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 414, height: 896, top: 44, side: 44, landscapeBottom: 24, scale: 2,
                     regularWidthInLandscape: true)
    }

    /// iPhone XS Max, 414x896 @3x.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 414, height: 896, top: 44, side: 44, landscapeBottom: 24, scale: 3,
                     regularWidthInLandscape: true)
    }

    /// iPhone 12, 390x844 @3x.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 390, height: 844, top: 47, side: 47, landscapeBottom: 21, scale: 3)
    }

    /// iPhone 12 Pro: the same screen as the iPhone 12.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 12 Pro Max, 428x926 @3x.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 428, height: 926, top: 47, side: 47, landscapeBottom: 21, scale: 3,
                     regularWidthInLandscape: true)
    }

    /// iPhone 13: the same screen as the iPhone 12.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 13 mini, 375x812 @3x with a 50 pt notch.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        notchedPhone(orientation, width: 375, height: 812, top: 50, side: 50, landscapeBottom: 21, scale: 3)
    }

    /// iPhone 13 Pro: the same screen as the iPhone 12.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    /// iPhone 13 Pro Max: the same screen as the iPhone 12 Pro Max (1284x2778 pixels).
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    // MARK: iPads (landscape by default)

    /// iPad mini, 1024x768 @2x in landscape.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini in `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadMini) }
    /// iPad mini in `orientation` with Split View.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: CGSize(width: 1024, height: 768), splits: [320, 507, 694, 320, 438],
               insets: statusBar)
    }

    /// iPad 9.7": the same screen as the iPad mini.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7" in `orientation`, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7" in `orientation` with Split View.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2", 1080x810 @2x in landscape.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2" in `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPad10_2) }
    /// iPad 10.2" in `orientation` with Split View.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: CGSize(width: 1080, height: 810), splits: [320, 535, 750, 320, 480],
               insets: statusBar)
    }

    /// iPad Pro 10.5", 1112x834 @2x in landscape.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5" in `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadPro10_5) }
    /// iPad Pro 10.5" in `orientation` with Split View.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: CGSize(width: 1112, height: 834), splits: [320, 551, 782, 320, 504],
               insets: statusBar)
    }

    /// iPad Pro 11", 1194x834 @2x in landscape.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11" in `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadPro11) }
    /// iPad Pro 11" in `orientation` with Split View.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: CGSize(width: 1194, height: 834), splits: [375, 592, 809, 320, 504],
               insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// iPad Pro 12.9", 1366x1024 @2x in landscape.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9" in `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { tablet(orientation, iPadPro12_9) }
    /// iPad Pro 12.9" in `orientation` with Split View.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, landscape: CGSize(width: 1366, height: 1024), splits: [375, 678, 981, 375, 639],
               insets: statusBar)
    }

    // MARK: TV

    /// Apple TV, 1920x1080 @1x with the TV-safe margins.
    public static let tv = ViewImageConfig(safeArea: UIEdgeInsets(top: 60, left: 90, bottom: 60, right: 90),
                                           size: CGSize(width: 1920, height: 1080),
                                           traits: UITraitCollection(traitsFrom: [.init(displayScale: 1),
                                                                                  .init(userInterfaceIdiom: .tv)]))
    /// Apple TV 4K, 3840x2160 points @1x.
    public static let tv4K = ViewImageConfig(safeArea: UIEdgeInsets(top: 120, left: 180, bottom: 120, right: 180),
                                             size: CGSize(width: 3840, height: 2160),
                                             traits: UITraitCollection(traitsFrom: [.init(displayScale: 1),
                                                                                    .init(userInterfaceIdiom: .tv)]))
}

import Foundation
import ViewTree

// The devices of swift-snapshot-testing 1.19.7, built from ViewTree's device catalog
// (`ViewTreeDevice`), with the traits swift-snapshot-testing gives them.

extension ViewImageConfig {
    // MARK: Phones

    /// iPhone SE (1st generation), 320x568 @2x.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneSe(orientation)) }

    /// iPhone 8, 375x667 @2x.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone8(orientation)) }

    /// iPhone 8 Plus, 414x736 @3x.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone8Plus(orientation)) }

    /// iPhone X, 375x812 @3x.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneX(orientation)) }

    /// iPhone XR, 414x896 @2x.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneXr(orientation)) }

    /// iPhone XS Max, 414x896 @3x.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneXsMax(orientation)) }

    /// iPhone 12, 390x844 @3x.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone12(orientation)) }

    /// iPhone 12 Pro: the same screen as the iPhone 12.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone12Pro(orientation)) }

    /// iPhone 12 Pro Max, 428x926 @3x.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone12ProMax(orientation)) }

    /// iPhone 13: the same screen as the iPhone 12.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone13(orientation)) }

    /// iPhone 13 mini, 375x812 @3x with a 50 pt notch.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone13Mini(orientation)) }

    /// iPhone 13 Pro: the same screen as the iPhone 12.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone13Pro(orientation)) }

    /// iPhone 13 Pro Max: the same screen as the iPhone 12 Pro Max (1284x2778 pixels).
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone13ProMax(orientation)) }

    // MARK: iPads (landscape by default)

    /// iPad mini, 1024x768 @2x in landscape.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini in `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadMini(orientation)) }
    /// iPad mini in `orientation` with Split View.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadMini(orientation)) }

    /// iPad 9.7": the same screen as the iPad mini.
    public static let iPad9_7 = iPad9_7(.landscape)
    /// iPad 9.7" in `orientation`, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPad9_7(orientation)) }
    /// iPad 9.7" in `orientation` with Split View.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPad9_7(orientation)) }

    /// iPad 10.2", 1080x810 @2x in landscape.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2" in `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPad10_2(orientation)) }
    /// iPad 10.2" in `orientation` with Split View.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPad10_2(orientation)) }

    /// iPad Pro 10.5", 1112x834 @2x in landscape.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5" in `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadPro10_5(orientation)) }
    /// iPad Pro 10.5" in `orientation` with Split View.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadPro10_5(orientation)) }

    /// iPad Pro 11", 1194x834 @2x in landscape.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11" in `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadPro11(orientation)) }
    /// iPad Pro 11" in `orientation` with Split View.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadPro11(orientation)) }

    /// iPad Pro 12.9", 1366x1024 @2x in landscape.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9" in `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadPro12_9(orientation)) }
    /// iPad Pro 12.9" in `orientation` with Split View.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadPro12_9(orientation)) }

    // MARK: TV

    /// Apple TV, 1920x1080 @1x with the TV-safe margins.
    public static let tv = ViewImageConfig(.tv)
    /// Apple TV 4K, 3840x2160 points @1x.
    public static let tv4K = ViewImageConfig(.tv4K)
}

import Foundation

// The devices of swift-snapshot-testing 1.19.7 (../shared/REFERENCE.md section 1): sizes, safe
// areas and size classes as there; scales of the real devices; display corner radii as the
// community tables of `UIScreen._displayCornerRadius` readings list them (see
// DeviceConfiguration+Current.swift).

extension DeviceModel {
    static let iPhoneSe = classicPhone("iPhoneSe", width: 320, height: 568, scale: 2)
    static let iPhone8 = classicPhone("iPhone8", width: 375, height: 667, scale: 2)
    static let iPhone8Plus = classicPhone("iPhone8Plus", width: 414, height: 736, scale: 3, regularWidthInLandscape: true)
    static let iPhoneX = notchedPhone("iPhoneX", width: 375, height: 812, top: 44, side: 44, landscapeBottom: 24, scale: 3,
                                        cornerRadius: 39)
    static let iPhoneXr = notchedPhone("iPhoneXr", width: 414, height: 896, top: 44, side: 44, landscapeBottom: 24,
                                       scale: 2, regularWidthInLandscape: true, cornerRadius: 41.5)
    static let iPhoneXsMax = notchedPhone("iPhoneXsMax", width: 414, height: 896, top: 44, side: 44, landscapeBottom: 24,
                                          scale: 3, regularWidthInLandscape: true, cornerRadius: 39)
    static func iPhone12Screen(_ name: String) -> DeviceModel {
        notchedPhone(name, width: 390, height: 844, top: 47, side: 47, landscapeBottom: 21, scale: 3, cornerRadius: 47.33)
    }
    static func iPhone12ProMaxScreen(_ name: String) -> DeviceModel {
        notchedPhone(name, width: 428, height: 926, top: 47, side: 47, landscapeBottom: 21, scale: 3,
                     regularWidthInLandscape: true, cornerRadius: 53.33)
    }
    static let iPhone12 = iPhone12Screen("iPhone12")
    static let iPhone12Pro = iPhone12Screen("iPhone12Pro")
    static let iPhone12ProMax = iPhone12ProMaxScreen("iPhone12ProMax")
    static let iPhone13 = iPhone12Screen("iPhone13")
    static let iPhone13Mini = notchedPhone("iPhone13Mini", width: 375, height: 812, top: 50, side: 50, landscapeBottom: 21,
                                           scale: 3, cornerRadius: 44)
    static let iPhone13Pro = iPhone12Screen("iPhone13Pro")
    static let iPhone13ProMax = iPhone12ProMaxScreen("iPhone13ProMax")

    static let iPadMini = tablet("iPadMini", width: 1024, height: 768, splits: [320, 507, 694, 320, 438])
    static let iPad9_7 = tablet("iPad9_7", width: 1024, height: 768, splits: [320, 507, 694, 320, 438])
    static let iPad10_2 = tablet("iPad10_2", width: 1080, height: 810, splits: [320, 535, 750, 320, 480])
    static let iPadPro10_5 = tablet("iPadPro10_5", width: 1112, height: 834, splits: [320, 551, 782, 320, 504])
    static let iPadPro11 = tablet("iPadPro11", width: 1194, height: 834, splits: [375, 592, 809, 320, 504],
                                  insets: insets(24, 0, 20, 0), cornerRadius: 18)
    static let iPadPro12_9 = tablet("iPadPro12_9", width: 1366, height: 1024, splits: [375, 678, 981, 375, 639])

    static let tv = DeviceModel(name: "tv", scale: 1, screen: .tv(size: CGSize(width: 1920, height: 1080),
                                                                  insets: insets(60, 90, 60, 90)))
    static let tv4K = DeviceModel(name: "tv4K", scale: 1, screen: .tv(size: CGSize(width: 3840, height: 2160),
                                                                      insets: insets(120, 180, 120, 180)))

    /// Every device: swift-snapshot-testing's phones, then the current phones, swift-snapshot-testing's
    /// iPads, the current iPads, then TVs.
    static let all: [DeviceModel] = [
        iPhoneSe, iPhone8, iPhone8Plus, iPhoneX, iPhoneXr, iPhoneXsMax, iPhone12, iPhone12Pro, iPhone12ProMax,
        iPhone13, iPhone13Mini, iPhone13Pro, iPhone13ProMax,
    ] + currentPhones + [
        iPadMini, iPad9_7, iPad10_2, iPadPro10_5, iPadPro11, iPadPro12_9,
    ] + currentTablets + [tv, tv4K]
}

extension ViewTreeDevice {
    // MARK: Phones (portrait by default)

    /// iPhone SE (1st generation), 320x568 @2x.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> Self { DeviceModel.iPhoneSe.configuration(orientation) }

    /// iPhone 8, 375x667 @2x.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> Self { DeviceModel.iPhone8.configuration(orientation) }

    /// iPhone 8 Plus, 414x736 @3x.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> Self { DeviceModel.iPhone8Plus.configuration(orientation) }

    /// iPhone X, 375x812 @3x.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> Self { DeviceModel.iPhoneX.configuration(orientation) }

    /// iPhone XR, 414x896 @2x.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> Self { DeviceModel.iPhoneXr.configuration(orientation) }

    /// iPhone XS Max, 414x896 @3x.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> Self { DeviceModel.iPhoneXsMax.configuration(orientation) }

    /// iPhone 12, 390x844 @3x.
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> Self { DeviceModel.iPhone12.configuration(orientation) }

    /// iPhone 12 Pro: the same screen as the iPhone 12.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> Self { DeviceModel.iPhone12Pro.configuration(orientation) }

    /// iPhone 12 Pro Max, 428x926 @3x.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> Self {
        DeviceModel.iPhone12ProMax.configuration(orientation)
    }

    /// iPhone 13: the same screen as the iPhone 12.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> Self { DeviceModel.iPhone13.configuration(orientation) }

    /// iPhone 13 mini, 375x812 @3x with a 50 pt notch.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> Self { DeviceModel.iPhone13Mini.configuration(orientation) }

    /// iPhone 13 Pro: the same screen as the iPhone 12.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> Self { DeviceModel.iPhone13Pro.configuration(orientation) }

    /// iPhone 13 Pro Max: the same screen as the iPhone 12 Pro Max (1284x2778 pixels).
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> Self {
        DeviceModel.iPhone13ProMax.configuration(orientation)
    }

    // MARK: iPads (landscape by default)

    /// iPad mini, 1024x768 @2x in landscape.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini in `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> Self { DeviceModel.iPadMini.configuration(orientation) }
    /// iPad mini in `orientation` with Split View.
    public static func iPadMini(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadMini.configuration(orientation) }

    /// iPad 9.7": the same screen as the iPad mini.
    public static let iPad9_7 = iPad9_7(.landscape)
    /// iPad 9.7" in `orientation`, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> Self { DeviceModel.iPad9_7.configuration(orientation) }
    /// iPad 9.7" in `orientation` with Split View.
    public static func iPad9_7(_ orientation: TabletOrientation) -> Self { DeviceModel.iPad9_7.configuration(orientation) }

    /// iPad 10.2", 1080x810 @2x in landscape.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2" in `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> Self { DeviceModel.iPad10_2.configuration(orientation) }
    /// iPad 10.2" in `orientation` with Split View.
    public static func iPad10_2(_ orientation: TabletOrientation) -> Self { DeviceModel.iPad10_2.configuration(orientation) }

    /// iPad Pro 10.5", 1112x834 @2x in landscape.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5" in `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> Self { DeviceModel.iPadPro10_5.configuration(orientation) }
    /// iPad Pro 10.5" in `orientation` with Split View.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> Self {
        DeviceModel.iPadPro10_5.configuration(orientation)
    }

    /// iPad Pro 11", 1194x834 @2x in landscape.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11" in `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> Self { DeviceModel.iPadPro11.configuration(orientation) }
    /// iPad Pro 11" in `orientation` with Split View.
    public static func iPadPro11(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadPro11.configuration(orientation) }

    /// iPad Pro 12.9", 1366x1024 @2x in landscape.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9" in `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> Self { DeviceModel.iPadPro12_9.configuration(orientation) }
    /// iPad Pro 12.9" in `orientation` with Split View.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> Self {
        DeviceModel.iPadPro12_9.configuration(orientation)
    }

    // MARK: TV

    /// Apple TV, 1920x1080 @1x with the TV-safe margins.
    public static let tv = DeviceModel.tv.configuration()
    /// Apple TV 4K, 3840x2160 points @1x.
    public static let tv4K = DeviceModel.tv4K.configuration()
}

import Foundation

// Every iPhone and iPad from the iPhone 8 to the iPhone 17 series that swift-snapshot-testing
// 1.19.7 does not list, under the names it would give them (`iPhone16Pro`), with Xcode's
// simulator names (`xcodeNames`). Sources, per device in its doc comment:
// - HIG: Apple Human Interface Guidelines, Layout, "iOS, iPadOS device screen dimensions"
//   (https://developer.apple.com/design/human-interface-guidelines/layout): size in points, scale.
// - YL11, YL13, YL14, YL16: Use Your Loaf, "iPhone 11/12/13/14/16 Screen Sizes"
//   (https://useyourloaf.com/blog/iphone-16-screen-sizes/ and the earlier posts), simulator
//   safe-area insets in portrait and landscape (Dynamic Island 59 pt; 16 Pro and Pro Max 62 pt).
// - SC: display corner radii read from `UIScreen._displayCornerRadius`, as tabulated by
//   kylebshr/ScreenCorners and community tables (39, 41.5, 44, 47.33, 53.33, 55 points; iPads 18,
//   iPad mini 21.5).
// - PD: iPads with a home indicator: 24 pt status bar, 20 pt home indicator in both orientations
//   (Apple's simulators as listed by pub.dev app_deploy_screenshots' device table).
// Phones with a home indicator have a 34 pt home-indicator inset in portrait and 21 in landscape;
// home-button phones a 20 pt status bar in portrait and none in landscape. Phones at least 414
// points wide have a regular width in landscape (HIG size classes). Values marked *unverified*
// are the best public guess.

extension DeviceModel {
    /// iPhone SE (2nd generation): 375x667 @2x (HIG; YL13).
    static let iPhoneSe2 = classicPhone("iPhoneSe2", width: 375, height: 667, scale: 2)
    /// iPhone SE (3rd generation): 375x667 @2x (HIG; YL13).
    static let iPhoneSe3 = classicPhone("iPhoneSe3", width: 375, height: 667, scale: 2)
    /// iPhone Xs: 375x812 @3x, top 44, landscape sides 44, corner 39 (HIG; YL11; SC).
    static let iPhoneXs = notchedPhone("iPhoneXs", width: 375, height: 812, top: 44, side: 44, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 39)
    /// iPhone 11: 414x896 @2x, top 48, landscape sides 48, corner 41.5 (HIG; YL11 (48 pt since iOS 14); SC).
    static let iPhone11 = notchedPhone("iPhone11", width: 414, height: 896, top: 48, side: 48, landscapeBottom: 21,
                                  scale: 2, regularWidthInLandscape: true, cornerRadius: 41.5)
    /// iPhone 11 Pro: 375x812 @3x, top 44, landscape sides 44, corner 39 (HIG; YL11; SC).
    static let iPhone11Pro = notchedPhone("iPhone11Pro", width: 375, height: 812, top: 44, side: 44, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 39)
    /// iPhone 11 Pro Max: 414x896 @3x, top 44, landscape sides 44, corner 39 (HIG; YL11; SC).
    static let iPhone11ProMax = notchedPhone("iPhone11ProMax", width: 414, height: 896, top: 44, side: 44, landscapeBottom: 21,
                                  scale: 3, regularWidthInLandscape: true, cornerRadius: 39)
    /// iPhone 12 mini: 375x812 @3x, top 50, landscape sides 50, corner 44 (HIG; YL13; SC).
    static let iPhone12Mini = notchedPhone("iPhone12Mini", width: 375, height: 812, top: 50, side: 50, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 44)
    /// iPhone 14: 390x844 @3x, top 47, landscape sides 47, corner 47.33 (HIG; YL14; SC).
    static let iPhone14 = notchedPhone("iPhone14", width: 390, height: 844, top: 47, side: 47, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 47.33)
    /// iPhone 14 Plus: 428x926 @3x, top 47, landscape sides 47, corner 53.33 (HIG; YL14; SC).
    static let iPhone14Plus = notchedPhone("iPhone14Plus", width: 428, height: 926, top: 47, side: 47, landscapeBottom: 21,
                                  scale: 3, regularWidthInLandscape: true, cornerRadius: 53.33)
    /// iPhone 14 Pro: 393x852 @3x, top 59, landscape sides 59, corner 55 (HIG; YL14 (Dynamic Island); SC).
    static let iPhone14Pro = notchedPhone("iPhone14Pro", width: 393, height: 852, top: 59, side: 59, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 55)
    /// iPhone 14 Pro Max: 430x932 @3x, top 59, landscape sides 59, corner 55 (HIG; YL14 (Dynamic Island); SC).
    static let iPhone14ProMax = notchedPhone("iPhone14ProMax", width: 430, height: 932, top: 59, side: 59, landscapeBottom: 21,
                                  scale: 3, regularWidthInLandscape: true, cornerRadius: 55)
    /// iPhone 15: 393x852 @3x, top 59, landscape sides 59, corner 55 (HIG; YL16; SC).
    static let iPhone15 = notchedPhone("iPhone15", width: 393, height: 852, top: 59, side: 59, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 55)
    /// iPhone 15 Plus: 430x932 @3x, top 59, landscape sides 59, corner 55 (HIG; YL16; SC).
    static let iPhone15Plus = notchedPhone("iPhone15Plus", width: 430, height: 932, top: 59, side: 59, landscapeBottom: 21,
                                  scale: 3, regularWidthInLandscape: true, cornerRadius: 55)
    /// iPhone 15 Pro: 393x852 @3x, top 59, landscape sides 59, corner 55 (HIG; YL16; SC).
    static let iPhone15Pro = notchedPhone("iPhone15Pro", width: 393, height: 852, top: 59, side: 59, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 55)
    /// iPhone 15 Pro Max: 430x932 @3x, top 59, landscape sides 59, corner 55 (HIG; YL16; SC).
    static let iPhone15ProMax = notchedPhone("iPhone15ProMax", width: 430, height: 932, top: 59, side: 59, landscapeBottom: 21,
                                  scale: 3, regularWidthInLandscape: true, cornerRadius: 55)
    /// iPhone 16: 393x852 @3x, top 59, landscape sides 59, corner 55 (HIG; YL16; SC).
    static let iPhone16 = notchedPhone("iPhone16", width: 393, height: 852, top: 59, side: 59, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 55)
    /// iPhone 16 Plus: 430x932 @3x, top 59, landscape sides 59, corner 55 (HIG; YL16; SC).
    static let iPhone16Plus = notchedPhone("iPhone16Plus", width: 430, height: 932, top: 59, side: 59, landscapeBottom: 21,
                                  scale: 3, regularWidthInLandscape: true, cornerRadius: 55)
    /// iPhone 16 Pro: 402x874 @3x, top 62, landscape sides 62, corner 62 (HIG; YL16; corner *unverified* (readings of 59 and 62 published)).
    static let iPhone16Pro = notchedPhone("iPhone16Pro", width: 402, height: 874, top: 62, side: 62, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 62)
    /// iPhone 16 Pro Max: 440x956 @3x, top 62, landscape sides 62, corner 62 (HIG; YL16; corner *unverified* (readings of 59 and 62 published)).
    static let iPhone16ProMax = notchedPhone("iPhone16ProMax", width: 440, height: 956, top: 62, side: 62, landscapeBottom: 21,
                                  scale: 3, regularWidthInLandscape: true, cornerRadius: 62)
    /// iPhone 16e: 390x844 @3x, top 47, landscape sides 47, corner 47.33 (HIG; YL16 (notch, as the iPhone 14); corner *unverified*).
    static let iPhone16e = notchedPhone("iPhone16e", width: 390, height: 844, top: 47, side: 47, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 47.33)
    /// iPhone 17: 402x874 @3x, top 62, landscape sides 62, corner 62 (HIG (the 16 Pro's screen); safe area and corner *unverified* (as the 16 Pro)).
    static let iPhone17 = notchedPhone("iPhone17", width: 402, height: 874, top: 62, side: 62, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 62)
    /// iPhone 17 Pro: 402x874 @3x, top 62, landscape sides 62, corner 62 (HIG; safe area and corner *unverified* (as the 16 Pro)).
    static let iPhone17Pro = notchedPhone("iPhone17Pro", width: 402, height: 874, top: 62, side: 62, landscapeBottom: 21,
                                  scale: 3, cornerRadius: 62)
    /// iPhone 17 Pro Max: 440x956 @3x, top 62, landscape sides 62, corner 62 (HIG; safe area and corner *unverified* (as the 16 Pro Max)).
    static let iPhone17ProMax = notchedPhone("iPhone17ProMax", width: 440, height: 956, top: 62, side: 62, landscapeBottom: 21,
                                  scale: 3, regularWidthInLandscape: true, cornerRadius: 62)
    /// iPhone Air: 420x912 @3x, top 68, landscape sides 68, corner 62 (HIG; top 68 and regular width in landscape *unverified*; corner *unverified* (as the 16 Pro)).
    static let iPhoneAir = notchedPhone("iPhoneAir", width: 420, height: 912, top: 68, side: 68, landscapeBottom: 21,
                                  scale: 3, regularWidthInLandscape: true, cornerRadius: 62)
    /// iPad (10th generation): 1180x820 @2x in landscape, corner 18 (HIG; PD; SC).
    static let iPad10 = modernTablet("iPad10", width: 1180, height: 820, cornerRadius: 18)
    /// iPad (A16): 1180x820 @2x in landscape, corner 18 (HIG; PD; corner *unverified* (as the 10th generation)).
    static let iPadA16 = modernTablet("iPadA16", width: 1180, height: 820, cornerRadius: 18)
    /// iPad mini (A17 Pro): 1133x744 @2x in landscape, corner 21.5 (HIG; PD; SC (iPad mini 6)).
    static let iPadMiniA17Pro = modernTablet("iPadMiniA17Pro", width: 1133, height: 744, cornerRadius: 21.5)
    /// iPad Air (5th generation): 1180x820 @2x in landscape, corner 18 (HIG; PD; SC).
    static let iPadAirM1 = modernTablet("iPadAirM1", width: 1180, height: 820, cornerRadius: 18)
    /// iPad Air 11-inch (M2): 1180x820 @2x in landscape, corner 18 (HIG; PD; SC).
    static let iPadAir11M2 = modernTablet("iPadAir11M2", width: 1180, height: 820, cornerRadius: 18)
    /// iPad Air 13-inch (M2): 1366x1024 @2x in landscape, corner 18 (HIG; PD; SC).
    static let iPadAir13M2 = modernTablet("iPadAir13M2", width: 1366, height: 1024, cornerRadius: 18)
    /// iPad Air 11-inch (M3): 1180x820 @2x in landscape, corner 18 (HIG; PD; SC).
    static let iPadAir11M3 = modernTablet("iPadAir11M3", width: 1180, height: 820, cornerRadius: 18)
    /// iPad Air 13-inch (M3): 1366x1024 @2x in landscape, corner 18 (HIG; PD; SC).
    static let iPadAir13M3 = modernTablet("iPadAir13M3", width: 1366, height: 1024, cornerRadius: 18)
    /// iPad Pro 11-inch (M4): 1210x834 @2x in landscape, corner 18 (HIG; PD; corner *unverified*).
    static let iPadPro11M4 = modernTablet("iPadPro11M4", width: 1210, height: 834, cornerRadius: 18)
    /// iPad Pro 13-inch (M4): 1376x1032 @2x in landscape, corner 18 (HIG; PD; corner *unverified*).
    static let iPadPro13M4 = modernTablet("iPadPro13M4", width: 1376, height: 1032, cornerRadius: 18)
    /// iPad Pro 11-inch (M5): 1210x834 @2x in landscape, corner 18 (HIG (the M4's screen); PD; corner *unverified*).
    static let iPadPro11M5 = modernTablet("iPadPro11M5", width: 1210, height: 834, cornerRadius: 18)
    /// iPad Pro 13-inch (M5): 1376x1032 @2x in landscape, corner 18 (HIG (the M4's screen); PD; corner *unverified*).
    static let iPadPro13M5 = modernTablet("iPadPro13M5", width: 1376, height: 1032, cornerRadius: 18)

    /// The current phones, by series.
    static let currentPhones: [DeviceModel] = [
        iPhoneSe2, iPhoneSe3, iPhoneXs, iPhone11, iPhone11Pro, iPhone11ProMax,
        iPhone12Mini, iPhone14, iPhone14Plus, iPhone14Pro, iPhone14ProMax, iPhone15,
        iPhone15Plus, iPhone15Pro, iPhone15ProMax, iPhone16, iPhone16Plus, iPhone16Pro,
        iPhone16ProMax, iPhone16e, iPhone17, iPhone17Pro, iPhone17ProMax, iPhoneAir,
    ]

    /// The current iPads.
    static let currentTablets: [DeviceModel] = [
        iPad10, iPadA16, iPadMiniA17Pro, iPadAirM1, iPadAir11M2, iPadAir13M2,
        iPadAir11M3, iPadAir13M3, iPadPro11M4, iPadPro13M4, iPadPro11M5, iPadPro13M5,
    ]

    /// Xcode's simulator names of the catalog's devices where they differ from ViewTree's,
    /// lowercased letters and digits only ("iPhone SE (3rd generation)" is `iphonese3rdgeneration`).
    static let xcodeNames: [String: String] = [
        "iphonese2ndgeneration": "iPhoneSe2", "iphonese3rdgeneration": "iPhoneSe3", "ipad10thgeneration": "iPad10",
        "ipadair5thgeneration": "iPadAirM1", "ipadair11inchm2": "iPadAir11M2", "ipadair13inchm2": "iPadAir13M2",
        "ipadair11inchm3": "iPadAir11M3", "ipadair13inchm3": "iPadAir13M3", "ipadpro11inchm4": "iPadPro11M4",
        "ipadpro13inchm4": "iPadPro13M4", "ipadpro11inchm5": "iPadPro11M5", "ipadpro13inchm5": "iPadPro13M5",
        "iphonese1stgeneration": "iPhoneSe", "iphonexʀ": "iPhoneXr", "ipad9thgeneration": "iPad10_2",
        "ipadmini6thgeneration": "iPadMiniA17Pro", "ipadmini5thgeneration": "iPadMini", "ipadpro97inch": "iPad9_7",
        "ipadpro105inch": "iPadPro10_5", "ipadpro11inch": "iPadPro11", "ipadpro129inch": "iPadPro12_9",
        "ipad": "iPad10_2", "ipadair4thgeneration": "iPadAirM1", "appletv": "tv", "appletv4k": "tv4K",
    ]
}

extension ViewTreeDevice {
    /// iPhone SE (2nd generation), 375x667 @2x.
    public static let iPhoneSe2 = iPhoneSe2(.portrait)
    /// iPhone SE (2nd generation) in `orientation`.
    public static func iPhoneSe2(_ orientation: Orientation) -> Self { DeviceModel.iPhoneSe2.configuration(orientation) }

    /// iPhone SE (3rd generation), 375x667 @2x.
    public static let iPhoneSe3 = iPhoneSe3(.portrait)
    /// iPhone SE (3rd generation) in `orientation`.
    public static func iPhoneSe3(_ orientation: Orientation) -> Self { DeviceModel.iPhoneSe3.configuration(orientation) }

    /// iPhone Xs, 375x812 @3x, 44 pt top inset.
    public static let iPhoneXs = iPhoneXs(.portrait)
    /// iPhone Xs in `orientation`.
    public static func iPhoneXs(_ orientation: Orientation) -> Self { DeviceModel.iPhoneXs.configuration(orientation) }

    /// iPhone 11, 414x896 @2x, 48 pt top inset.
    public static let iPhone11 = iPhone11(.portrait)
    /// iPhone 11 in `orientation`.
    public static func iPhone11(_ orientation: Orientation) -> Self { DeviceModel.iPhone11.configuration(orientation) }

    /// iPhone 11 Pro, 375x812 @3x, 44 pt top inset.
    public static let iPhone11Pro = iPhone11Pro(.portrait)
    /// iPhone 11 Pro in `orientation`.
    public static func iPhone11Pro(_ orientation: Orientation) -> Self { DeviceModel.iPhone11Pro.configuration(orientation) }

    /// iPhone 11 Pro Max, 414x896 @3x, 44 pt top inset.
    public static let iPhone11ProMax = iPhone11ProMax(.portrait)
    /// iPhone 11 Pro Max in `orientation`.
    public static func iPhone11ProMax(_ orientation: Orientation) -> Self { DeviceModel.iPhone11ProMax.configuration(orientation) }

    /// iPhone 12 mini, 375x812 @3x, 50 pt top inset.
    public static let iPhone12Mini = iPhone12Mini(.portrait)
    /// iPhone 12 mini in `orientation`.
    public static func iPhone12Mini(_ orientation: Orientation) -> Self { DeviceModel.iPhone12Mini.configuration(orientation) }

    /// iPhone 14, 390x844 @3x, 47 pt top inset.
    public static let iPhone14 = iPhone14(.portrait)
    /// iPhone 14 in `orientation`.
    public static func iPhone14(_ orientation: Orientation) -> Self { DeviceModel.iPhone14.configuration(orientation) }

    /// iPhone 14 Plus, 428x926 @3x, 47 pt top inset.
    public static let iPhone14Plus = iPhone14Plus(.portrait)
    /// iPhone 14 Plus in `orientation`.
    public static func iPhone14Plus(_ orientation: Orientation) -> Self { DeviceModel.iPhone14Plus.configuration(orientation) }

    /// iPhone 14 Pro, 393x852 @3x, 59 pt top inset.
    public static let iPhone14Pro = iPhone14Pro(.portrait)
    /// iPhone 14 Pro in `orientation`.
    public static func iPhone14Pro(_ orientation: Orientation) -> Self { DeviceModel.iPhone14Pro.configuration(orientation) }

    /// iPhone 14 Pro Max, 430x932 @3x, 59 pt top inset.
    public static let iPhone14ProMax = iPhone14ProMax(.portrait)
    /// iPhone 14 Pro Max in `orientation`.
    public static func iPhone14ProMax(_ orientation: Orientation) -> Self { DeviceModel.iPhone14ProMax.configuration(orientation) }

    /// iPhone 15, 393x852 @3x, 59 pt top inset.
    public static let iPhone15 = iPhone15(.portrait)
    /// iPhone 15 in `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> Self { DeviceModel.iPhone15.configuration(orientation) }

    /// iPhone 15 Plus, 430x932 @3x, 59 pt top inset.
    public static let iPhone15Plus = iPhone15Plus(.portrait)
    /// iPhone 15 Plus in `orientation`.
    public static func iPhone15Plus(_ orientation: Orientation) -> Self { DeviceModel.iPhone15Plus.configuration(orientation) }

    /// iPhone 15 Pro, 393x852 @3x, 59 pt top inset.
    public static let iPhone15Pro = iPhone15Pro(.portrait)
    /// iPhone 15 Pro in `orientation`.
    public static func iPhone15Pro(_ orientation: Orientation) -> Self { DeviceModel.iPhone15Pro.configuration(orientation) }

    /// iPhone 15 Pro Max, 430x932 @3x, 59 pt top inset.
    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    /// iPhone 15 Pro Max in `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> Self { DeviceModel.iPhone15ProMax.configuration(orientation) }

    /// iPhone 16, 393x852 @3x, 59 pt top inset.
    public static let iPhone16 = iPhone16(.portrait)
    /// iPhone 16 in `orientation`.
    public static func iPhone16(_ orientation: Orientation) -> Self { DeviceModel.iPhone16.configuration(orientation) }

    /// iPhone 16 Plus, 430x932 @3x, 59 pt top inset.
    public static let iPhone16Plus = iPhone16Plus(.portrait)
    /// iPhone 16 Plus in `orientation`.
    public static func iPhone16Plus(_ orientation: Orientation) -> Self { DeviceModel.iPhone16Plus.configuration(orientation) }

    /// iPhone 16 Pro, 402x874 @3x, 62 pt top inset.
    public static let iPhone16Pro = iPhone16Pro(.portrait)
    /// iPhone 16 Pro in `orientation`.
    public static func iPhone16Pro(_ orientation: Orientation) -> Self { DeviceModel.iPhone16Pro.configuration(orientation) }

    /// iPhone 16 Pro Max, 440x956 @3x, 62 pt top inset.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)
    /// iPhone 16 Pro Max in `orientation`.
    public static func iPhone16ProMax(_ orientation: Orientation) -> Self { DeviceModel.iPhone16ProMax.configuration(orientation) }

    /// iPhone 16e, 390x844 @3x, 47 pt top inset.
    public static let iPhone16e = iPhone16e(.portrait)
    /// iPhone 16e in `orientation`.
    public static func iPhone16e(_ orientation: Orientation) -> Self { DeviceModel.iPhone16e.configuration(orientation) }

    /// iPhone 17, 402x874 @3x, 62 pt top inset.
    public static let iPhone17 = iPhone17(.portrait)
    /// iPhone 17 in `orientation`.
    public static func iPhone17(_ orientation: Orientation) -> Self { DeviceModel.iPhone17.configuration(orientation) }

    /// iPhone 17 Pro, 402x874 @3x, 62 pt top inset.
    public static let iPhone17Pro = iPhone17Pro(.portrait)
    /// iPhone 17 Pro in `orientation`.
    public static func iPhone17Pro(_ orientation: Orientation) -> Self { DeviceModel.iPhone17Pro.configuration(orientation) }

    /// iPhone 17 Pro Max, 440x956 @3x, 62 pt top inset.
    public static let iPhone17ProMax = iPhone17ProMax(.portrait)
    /// iPhone 17 Pro Max in `orientation`.
    public static func iPhone17ProMax(_ orientation: Orientation) -> Self { DeviceModel.iPhone17ProMax.configuration(orientation) }

    /// iPhone Air, 420x912 @3x, 68 pt top inset.
    public static let iPhoneAir = iPhoneAir(.portrait)
    /// iPhone Air in `orientation`.
    public static func iPhoneAir(_ orientation: Orientation) -> Self { DeviceModel.iPhoneAir.configuration(orientation) }

    /// iPad (10th generation), 1180x820 @2x in landscape.
    public static let iPad10 = iPad10(.landscape)
    /// iPad (10th generation) in `orientation`, full screen.
    public static func iPad10(_ orientation: Orientation) -> Self { DeviceModel.iPad10.configuration(orientation) }
    /// iPad (10th generation) in `orientation` with Split View.
    public static func iPad10(_ orientation: TabletOrientation) -> Self { DeviceModel.iPad10.configuration(orientation) }

    /// iPad (A16), 1180x820 @2x in landscape.
    public static let iPadA16 = iPadA16(.landscape)
    /// iPad (A16) in `orientation`, full screen.
    public static func iPadA16(_ orientation: Orientation) -> Self { DeviceModel.iPadA16.configuration(orientation) }
    /// iPad (A16) in `orientation` with Split View.
    public static func iPadA16(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadA16.configuration(orientation) }

    /// iPad mini (A17 Pro), 1133x744 @2x in landscape.
    public static let iPadMiniA17Pro = iPadMiniA17Pro(.landscape)
    /// iPad mini (A17 Pro) in `orientation`, full screen.
    public static func iPadMiniA17Pro(_ orientation: Orientation) -> Self { DeviceModel.iPadMiniA17Pro.configuration(orientation) }
    /// iPad mini (A17 Pro) in `orientation` with Split View.
    public static func iPadMiniA17Pro(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadMiniA17Pro.configuration(orientation) }

    /// iPad Air (5th generation), 1180x820 @2x in landscape.
    public static let iPadAirM1 = iPadAirM1(.landscape)
    /// iPad Air (5th generation) in `orientation`, full screen.
    public static func iPadAirM1(_ orientation: Orientation) -> Self { DeviceModel.iPadAirM1.configuration(orientation) }
    /// iPad Air (5th generation) in `orientation` with Split View.
    public static func iPadAirM1(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadAirM1.configuration(orientation) }

    /// iPad Air 11-inch (M2), 1180x820 @2x in landscape.
    public static let iPadAir11M2 = iPadAir11M2(.landscape)
    /// iPad Air 11-inch (M2) in `orientation`, full screen.
    public static func iPadAir11M2(_ orientation: Orientation) -> Self { DeviceModel.iPadAir11M2.configuration(orientation) }
    /// iPad Air 11-inch (M2) in `orientation` with Split View.
    public static func iPadAir11M2(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadAir11M2.configuration(orientation) }

    /// iPad Air 13-inch (M2), 1366x1024 @2x in landscape.
    public static let iPadAir13M2 = iPadAir13M2(.landscape)
    /// iPad Air 13-inch (M2) in `orientation`, full screen.
    public static func iPadAir13M2(_ orientation: Orientation) -> Self { DeviceModel.iPadAir13M2.configuration(orientation) }
    /// iPad Air 13-inch (M2) in `orientation` with Split View.
    public static func iPadAir13M2(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadAir13M2.configuration(orientation) }

    /// iPad Air 11-inch (M3), 1180x820 @2x in landscape.
    public static let iPadAir11M3 = iPadAir11M3(.landscape)
    /// iPad Air 11-inch (M3) in `orientation`, full screen.
    public static func iPadAir11M3(_ orientation: Orientation) -> Self { DeviceModel.iPadAir11M3.configuration(orientation) }
    /// iPad Air 11-inch (M3) in `orientation` with Split View.
    public static func iPadAir11M3(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadAir11M3.configuration(orientation) }

    /// iPad Air 13-inch (M3), 1366x1024 @2x in landscape.
    public static let iPadAir13M3 = iPadAir13M3(.landscape)
    /// iPad Air 13-inch (M3) in `orientation`, full screen.
    public static func iPadAir13M3(_ orientation: Orientation) -> Self { DeviceModel.iPadAir13M3.configuration(orientation) }
    /// iPad Air 13-inch (M3) in `orientation` with Split View.
    public static func iPadAir13M3(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadAir13M3.configuration(orientation) }

    /// iPad Pro 11-inch (M4), 1210x834 @2x in landscape.
    public static let iPadPro11M4 = iPadPro11M4(.landscape)
    /// iPad Pro 11-inch (M4) in `orientation`, full screen.
    public static func iPadPro11M4(_ orientation: Orientation) -> Self { DeviceModel.iPadPro11M4.configuration(orientation) }
    /// iPad Pro 11-inch (M4) in `orientation` with Split View.
    public static func iPadPro11M4(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadPro11M4.configuration(orientation) }

    /// iPad Pro 13-inch (M4), 1376x1032 @2x in landscape.
    public static let iPadPro13M4 = iPadPro13M4(.landscape)
    /// iPad Pro 13-inch (M4) in `orientation`, full screen.
    public static func iPadPro13M4(_ orientation: Orientation) -> Self { DeviceModel.iPadPro13M4.configuration(orientation) }
    /// iPad Pro 13-inch (M4) in `orientation` with Split View.
    public static func iPadPro13M4(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadPro13M4.configuration(orientation) }

    /// iPad Pro 11-inch (M5), 1210x834 @2x in landscape.
    public static let iPadPro11M5 = iPadPro11M5(.landscape)
    /// iPad Pro 11-inch (M5) in `orientation`, full screen.
    public static func iPadPro11M5(_ orientation: Orientation) -> Self { DeviceModel.iPadPro11M5.configuration(orientation) }
    /// iPad Pro 11-inch (M5) in `orientation` with Split View.
    public static func iPadPro11M5(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadPro11M5.configuration(orientation) }

    /// iPad Pro 13-inch (M5), 1376x1032 @2x in landscape.
    public static let iPadPro13M5 = iPadPro13M5(.landscape)
    /// iPad Pro 13-inch (M5) in `orientation`, full screen.
    public static func iPadPro13M5(_ orientation: Orientation) -> Self { DeviceModel.iPadPro13M5.configuration(orientation) }
    /// iPad Pro 13-inch (M5) in `orientation` with Split View.
    public static func iPadPro13M5(_ orientation: TabletOrientation) -> Self { DeviceModel.iPadPro13M5.configuration(orientation) }
}

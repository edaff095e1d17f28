import Foundation
import ViewTree

// The current iPhones and iPads (see ViewTree's DeviceConfiguration+Current.swift for the
// sources), under the names swift-snapshot-testing would give them.

extension ViewImageConfig {
    /// iPhone SE (2nd generation), 375x667 @2x.
    public static let iPhoneSe2 = iPhoneSe2(.portrait)
    /// iPhone SE (2nd generation) in `orientation`.
    public static func iPhoneSe2(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneSe2(orientation)) }

    /// iPhone SE (3rd generation), 375x667 @2x.
    public static let iPhoneSe3 = iPhoneSe3(.portrait)
    /// iPhone SE (3rd generation) in `orientation`.
    public static func iPhoneSe3(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneSe3(orientation)) }

    /// iPhone Xs, 375x812 @3x, 44 pt top inset.
    public static let iPhoneXs = iPhoneXs(.portrait)
    /// iPhone Xs in `orientation`.
    public static func iPhoneXs(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneXs(orientation)) }

    /// iPhone 11, 414x896 @2x, 48 pt top inset.
    public static let iPhone11 = iPhone11(.portrait)
    /// iPhone 11 in `orientation`.
    public static func iPhone11(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone11(orientation)) }

    /// iPhone 11 Pro, 375x812 @3x, 44 pt top inset.
    public static let iPhone11Pro = iPhone11Pro(.portrait)
    /// iPhone 11 Pro in `orientation`.
    public static func iPhone11Pro(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone11Pro(orientation)) }

    /// iPhone 11 Pro Max, 414x896 @3x, 44 pt top inset.
    public static let iPhone11ProMax = iPhone11ProMax(.portrait)
    /// iPhone 11 Pro Max in `orientation`.
    public static func iPhone11ProMax(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone11ProMax(orientation)) }

    /// iPhone 12 mini, 375x812 @3x, 50 pt top inset.
    public static let iPhone12Mini = iPhone12Mini(.portrait)
    /// iPhone 12 mini in `orientation`.
    public static func iPhone12Mini(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone12Mini(orientation)) }

    /// iPhone 14, 390x844 @3x, 47 pt top inset.
    public static let iPhone14 = iPhone14(.portrait)
    /// iPhone 14 in `orientation`.
    public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone14(orientation)) }

    /// iPhone 14 Plus, 428x926 @3x, 47 pt top inset.
    public static let iPhone14Plus = iPhone14Plus(.portrait)
    /// iPhone 14 Plus in `orientation`.
    public static func iPhone14Plus(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone14Plus(orientation)) }

    /// iPhone 14 Pro, 393x852 @3x, 59 pt top inset.
    public static let iPhone14Pro = iPhone14Pro(.portrait)
    /// iPhone 14 Pro in `orientation`.
    public static func iPhone14Pro(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone14Pro(orientation)) }

    /// iPhone 14 Pro Max, 430x932 @3x, 59 pt top inset.
    public static let iPhone14ProMax = iPhone14ProMax(.portrait)
    /// iPhone 14 Pro Max in `orientation`.
    public static func iPhone14ProMax(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone14ProMax(orientation)) }

    /// iPhone 15, 393x852 @3x, 59 pt top inset.
    public static let iPhone15 = iPhone15(.portrait)
    /// iPhone 15 in `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone15(orientation)) }

    /// iPhone 15 Plus, 430x932 @3x, 59 pt top inset.
    public static let iPhone15Plus = iPhone15Plus(.portrait)
    /// iPhone 15 Plus in `orientation`.
    public static func iPhone15Plus(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone15Plus(orientation)) }

    /// iPhone 15 Pro, 393x852 @3x, 59 pt top inset.
    public static let iPhone15Pro = iPhone15Pro(.portrait)
    /// iPhone 15 Pro in `orientation`.
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone15Pro(orientation)) }

    /// iPhone 15 Pro Max, 430x932 @3x, 59 pt top inset.
    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    /// iPhone 15 Pro Max in `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone15ProMax(orientation)) }

    /// iPhone 16, 393x852 @3x, 59 pt top inset.
    public static let iPhone16 = iPhone16(.portrait)
    /// iPhone 16 in `orientation`.
    public static func iPhone16(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone16(orientation)) }

    /// iPhone 16 Plus, 430x932 @3x, 59 pt top inset.
    public static let iPhone16Plus = iPhone16Plus(.portrait)
    /// iPhone 16 Plus in `orientation`.
    public static func iPhone16Plus(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone16Plus(orientation)) }

    /// iPhone 16 Pro, 402x874 @3x, 62 pt top inset.
    public static let iPhone16Pro = iPhone16Pro(.portrait)
    /// iPhone 16 Pro in `orientation`.
    public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone16Pro(orientation)) }

    /// iPhone 16 Pro Max, 440x956 @3x, 62 pt top inset.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)
    /// iPhone 16 Pro Max in `orientation`.
    public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone16ProMax(orientation)) }

    /// iPhone 16e, 390x844 @3x, 47 pt top inset.
    public static let iPhone16e = iPhone16e(.portrait)
    /// iPhone 16e in `orientation`.
    public static func iPhone16e(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone16e(orientation)) }

    /// iPhone 17, 402x874 @3x, 62 pt top inset.
    public static let iPhone17 = iPhone17(.portrait)
    /// iPhone 17 in `orientation`.
    public static func iPhone17(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone17(orientation)) }

    /// iPhone 17 Pro, 402x874 @3x, 62 pt top inset.
    public static let iPhone17Pro = iPhone17Pro(.portrait)
    /// iPhone 17 Pro in `orientation`.
    public static func iPhone17Pro(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone17Pro(orientation)) }

    /// iPhone 17 Pro Max, 440x956 @3x, 62 pt top inset.
    public static let iPhone17ProMax = iPhone17ProMax(.portrait)
    /// iPhone 17 Pro Max in `orientation`.
    public static func iPhone17ProMax(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhone17ProMax(orientation)) }

    /// iPhone Air, 420x912 @3x, 68 pt top inset.
    public static let iPhoneAir = iPhoneAir(.portrait)
    /// iPhone Air in `orientation`.
    public static func iPhoneAir(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPhoneAir(orientation)) }

    /// iPad (10th generation), 1180x820 @2x in landscape.
    public static let iPad10 = iPad10(.landscape)
    /// iPad (10th generation) in `orientation`, full screen.
    public static func iPad10(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPad10(orientation)) }
    /// iPad (10th generation) in `orientation` with Split View.
    public static func iPad10(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPad10(orientation)) }

    /// iPad (A16), 1180x820 @2x in landscape.
    public static let iPadA16 = iPadA16(.landscape)
    /// iPad (A16) in `orientation`, full screen.
    public static func iPadA16(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadA16(orientation)) }
    /// iPad (A16) in `orientation` with Split View.
    public static func iPadA16(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadA16(orientation)) }

    /// iPad mini (A17 Pro), 1133x744 @2x in landscape.
    public static let iPadMiniA17Pro = iPadMiniA17Pro(.landscape)
    /// iPad mini (A17 Pro) in `orientation`, full screen.
    public static func iPadMiniA17Pro(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadMiniA17Pro(orientation)) }
    /// iPad mini (A17 Pro) in `orientation` with Split View.
    public static func iPadMiniA17Pro(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadMiniA17Pro(orientation)) }

    /// iPad Air (5th generation), 1180x820 @2x in landscape.
    public static let iPadAirM1 = iPadAirM1(.landscape)
    /// iPad Air (5th generation) in `orientation`, full screen.
    public static func iPadAirM1(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadAirM1(orientation)) }
    /// iPad Air (5th generation) in `orientation` with Split View.
    public static func iPadAirM1(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadAirM1(orientation)) }

    /// iPad Air 11-inch (M2), 1180x820 @2x in landscape.
    public static let iPadAir11M2 = iPadAir11M2(.landscape)
    /// iPad Air 11-inch (M2) in `orientation`, full screen.
    public static func iPadAir11M2(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadAir11M2(orientation)) }
    /// iPad Air 11-inch (M2) in `orientation` with Split View.
    public static func iPadAir11M2(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadAir11M2(orientation)) }

    /// iPad Air 13-inch (M2), 1366x1024 @2x in landscape.
    public static let iPadAir13M2 = iPadAir13M2(.landscape)
    /// iPad Air 13-inch (M2) in `orientation`, full screen.
    public static func iPadAir13M2(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadAir13M2(orientation)) }
    /// iPad Air 13-inch (M2) in `orientation` with Split View.
    public static func iPadAir13M2(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadAir13M2(orientation)) }

    /// iPad Air 11-inch (M3), 1180x820 @2x in landscape.
    public static let iPadAir11M3 = iPadAir11M3(.landscape)
    /// iPad Air 11-inch (M3) in `orientation`, full screen.
    public static func iPadAir11M3(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadAir11M3(orientation)) }
    /// iPad Air 11-inch (M3) in `orientation` with Split View.
    public static func iPadAir11M3(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadAir11M3(orientation)) }

    /// iPad Air 13-inch (M3), 1366x1024 @2x in landscape.
    public static let iPadAir13M3 = iPadAir13M3(.landscape)
    /// iPad Air 13-inch (M3) in `orientation`, full screen.
    public static func iPadAir13M3(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadAir13M3(orientation)) }
    /// iPad Air 13-inch (M3) in `orientation` with Split View.
    public static func iPadAir13M3(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadAir13M3(orientation)) }

    /// iPad Pro 11-inch (M4), 1210x834 @2x in landscape.
    public static let iPadPro11M4 = iPadPro11M4(.landscape)
    /// iPad Pro 11-inch (M4) in `orientation`, full screen.
    public static func iPadPro11M4(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadPro11M4(orientation)) }
    /// iPad Pro 11-inch (M4) in `orientation` with Split View.
    public static func iPadPro11M4(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadPro11M4(orientation)) }

    /// iPad Pro 13-inch (M4), 1376x1032 @2x in landscape.
    public static let iPadPro13M4 = iPadPro13M4(.landscape)
    /// iPad Pro 13-inch (M4) in `orientation`, full screen.
    public static func iPadPro13M4(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadPro13M4(orientation)) }
    /// iPad Pro 13-inch (M4) in `orientation` with Split View.
    public static func iPadPro13M4(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadPro13M4(orientation)) }

    /// iPad Pro 11-inch (M5), 1210x834 @2x in landscape.
    public static let iPadPro11M5 = iPadPro11M5(.landscape)
    /// iPad Pro 11-inch (M5) in `orientation`, full screen.
    public static func iPadPro11M5(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadPro11M5(orientation)) }
    /// iPad Pro 11-inch (M5) in `orientation` with Split View.
    public static func iPadPro11M5(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadPro11M5(orientation)) }

    /// iPad Pro 13-inch (M5), 1376x1032 @2x in landscape.
    public static let iPadPro13M5 = iPadPro13M5(.landscape)
    /// iPad Pro 13-inch (M5) in `orientation`, full screen.
    public static func iPadPro13M5(_ orientation: Orientation) -> ViewImageConfig { ViewImageConfig(.iPadPro13M5(orientation)) }
    /// iPad Pro 13-inch (M5) in `orientation` with Split View.
    public static func iPadPro13M5(_ orientation: TabletOrientation) -> ViewImageConfig { ViewImageConfig(.iPadPro13M5(orientation)) }
}

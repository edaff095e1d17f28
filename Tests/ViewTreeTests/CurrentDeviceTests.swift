import Foundation
import Testing
@testable import ViewTree

/// The current iPhones and iPads: every device's frame, scale, safe area in both orientations,
/// corner radius and home indicator, and its Xcode name.
@Suite struct CurrentDeviceTests {
    /// A phone as the public sources give it (see DeviceConfiguration+Current.swift).
    struct Row: Sendable {
        let portrait: ViewTreeDevice, landscape: ViewTreeDevice, xcodeName: String
        let width: CGFloat, height: CGFloat, scale: CGFloat
        let top: CGFloat, side: CGFloat, home: CGFloat, corner: CGFloat, regularLandscape: Bool
        init(_ portrait: ViewTreeDevice, _ landscape: ViewTreeDevice, _ xcodeName: String, _ width: CGFloat,
             _ height: CGFloat, _ scale: CGFloat, top: CGFloat, side: CGFloat, home: CGFloat, corner: CGFloat,
             regularLandscape: Bool) {
            (self.portrait, self.landscape, self.xcodeName) = (portrait, landscape, xcodeName)
            (self.width, self.height, self.scale) = (width, height, scale)
            (self.top, self.side, self.home, self.corner, self.regularLandscape) = (top, side, home, corner, regularLandscape)
        }
    }

    /// An iPad with a home indicator, by its landscape size.
    struct TabletRow: Sendable {
        let landscape: ViewTreeDevice, portrait: ViewTreeDevice, xcodeName: String
        let width: CGFloat, height: CGFloat, corner: CGFloat
        init(_ landscape: ViewTreeDevice, _ portrait: ViewTreeDevice, _ xcodeName: String, _ width: CGFloat,
             _ height: CGFloat, corner: CGFloat) {
            (self.landscape, self.portrait, self.xcodeName) = (landscape, portrait, xcodeName)
            (self.width, self.height, self.corner) = (width, height, corner)
        }
    }

    static let phones: [Row] = [
        Row(.iPhoneSe2, .iPhoneSe2(.landscape), "iPhone SE (2nd generation)", 375, 667, 2, top: 20, side: 0, home: 0, corner: 0, regularLandscape: false),
        Row(.iPhoneSe3, .iPhoneSe3(.landscape), "iPhone SE (3rd generation)", 375, 667, 2, top: 20, side: 0, home: 0, corner: 0, regularLandscape: false),
        Row(.iPhoneXs, .iPhoneXs(.landscape), "iPhone Xs", 375, 812, 3, top: 44, side: 44, home: 34, corner: 39, regularLandscape: false),
        Row(.iPhone11, .iPhone11(.landscape), "iPhone 11", 414, 896, 2, top: 48, side: 48, home: 34, corner: 41.5, regularLandscape: true),
        Row(.iPhone11Pro, .iPhone11Pro(.landscape), "iPhone 11 Pro", 375, 812, 3, top: 44, side: 44, home: 34, corner: 39, regularLandscape: false),
        Row(.iPhone11ProMax, .iPhone11ProMax(.landscape), "iPhone 11 Pro Max", 414, 896, 3, top: 44, side: 44, home: 34, corner: 39, regularLandscape: true),
        Row(.iPhone12Mini, .iPhone12Mini(.landscape), "iPhone 12 mini", 375, 812, 3, top: 50, side: 50, home: 34, corner: 44, regularLandscape: false),
        Row(.iPhone14, .iPhone14(.landscape), "iPhone 14", 390, 844, 3, top: 47, side: 47, home: 34, corner: 47.33, regularLandscape: false),
        Row(.iPhone14Plus, .iPhone14Plus(.landscape), "iPhone 14 Plus", 428, 926, 3, top: 47, side: 47, home: 34, corner: 53.33, regularLandscape: true),
        Row(.iPhone14Pro, .iPhone14Pro(.landscape), "iPhone 14 Pro", 393, 852, 3, top: 59, side: 59, home: 34, corner: 55, regularLandscape: false),
        Row(.iPhone14ProMax, .iPhone14ProMax(.landscape), "iPhone 14 Pro Max", 430, 932, 3, top: 59, side: 59, home: 34, corner: 55, regularLandscape: true),
        Row(.iPhone15, .iPhone15(.landscape), "iPhone 15", 393, 852, 3, top: 59, side: 59, home: 34, corner: 55, regularLandscape: false),
        Row(.iPhone15Plus, .iPhone15Plus(.landscape), "iPhone 15 Plus", 430, 932, 3, top: 59, side: 59, home: 34, corner: 55, regularLandscape: true),
        Row(.iPhone15Pro, .iPhone15Pro(.landscape), "iPhone 15 Pro", 393, 852, 3, top: 59, side: 59, home: 34, corner: 55, regularLandscape: false),
        Row(.iPhone15ProMax, .iPhone15ProMax(.landscape), "iPhone 15 Pro Max", 430, 932, 3, top: 59, side: 59, home: 34, corner: 55, regularLandscape: true),
        Row(.iPhone16, .iPhone16(.landscape), "iPhone 16", 393, 852, 3, top: 59, side: 59, home: 34, corner: 55, regularLandscape: false),
        Row(.iPhone16Plus, .iPhone16Plus(.landscape), "iPhone 16 Plus", 430, 932, 3, top: 59, side: 59, home: 34, corner: 55, regularLandscape: true),
        Row(.iPhone16Pro, .iPhone16Pro(.landscape), "iPhone 16 Pro", 402, 874, 3, top: 62, side: 62, home: 34, corner: 62, regularLandscape: false),
        Row(.iPhone16ProMax, .iPhone16ProMax(.landscape), "iPhone 16 Pro Max", 440, 956, 3, top: 62, side: 62, home: 34, corner: 62, regularLandscape: true),
        Row(.iPhone16e, .iPhone16e(.landscape), "iPhone 16e", 390, 844, 3, top: 47, side: 47, home: 34, corner: 47.33, regularLandscape: false),
        Row(.iPhone17, .iPhone17(.landscape), "iPhone 17", 402, 874, 3, top: 62, side: 62, home: 34, corner: 62, regularLandscape: false),
        Row(.iPhone17Pro, .iPhone17Pro(.landscape), "iPhone 17 Pro", 402, 874, 3, top: 62, side: 62, home: 34, corner: 62, regularLandscape: false),
        Row(.iPhone17ProMax, .iPhone17ProMax(.landscape), "iPhone 17 Pro Max", 440, 956, 3, top: 62, side: 62, home: 34, corner: 62, regularLandscape: true),
        Row(.iPhoneAir, .iPhoneAir(.landscape), "iPhone Air", 420, 912, 3, top: 68, side: 68, home: 34, corner: 62, regularLandscape: true),
    ]

    static let tablets: [TabletRow] = [
        TabletRow(.iPad10, .iPad10(.portrait), "iPad (10th generation)", 1180, 820, corner: 18),
        TabletRow(.iPadA16, .iPadA16(.portrait), "iPad (A16)", 1180, 820, corner: 18),
        TabletRow(.iPadMiniA17Pro, .iPadMiniA17Pro(.portrait), "iPad mini (A17 Pro)", 1133, 744, corner: 21.5),
        TabletRow(.iPadAirM1, .iPadAirM1(.portrait), "iPad Air (5th generation)", 1180, 820, corner: 18),
        TabletRow(.iPadAir11M2, .iPadAir11M2(.portrait), "iPad Air 11-inch (M2)", 1180, 820, corner: 18),
        TabletRow(.iPadAir13M2, .iPadAir13M2(.portrait), "iPad Air 13-inch (M2)", 1366, 1024, corner: 18),
        TabletRow(.iPadAir11M3, .iPadAir11M3(.portrait), "iPad Air 11-inch (M3)", 1180, 820, corner: 18),
        TabletRow(.iPadAir13M3, .iPadAir13M3(.portrait), "iPad Air 13-inch (M3)", 1366, 1024, corner: 18),
        TabletRow(.iPadPro11M4, .iPadPro11M4(.portrait), "iPad Pro 11-inch (M4)", 1210, 834, corner: 18),
        TabletRow(.iPadPro13M4, .iPadPro13M4(.portrait), "iPad Pro 13-inch (M4)", 1376, 1032, corner: 18),
        TabletRow(.iPadPro11M5, .iPadPro11M5(.portrait), "iPad Pro 11-inch (M5)", 1210, 834, corner: 18),
        TabletRow(.iPadPro13M5, .iPadPro13M5(.portrait), "iPad Pro 13-inch (M5)", 1376, 1032, corner: 18),
    ]

    @Test(arguments: phones) func phoneFramesAndSafeAreas(_ row: Row) {
        let portrait = row.portrait, landscape = row.landscape
        #expect(portrait.size == CGSize(width: row.width, height: row.height) && portrait.scale == row.scale)
        #expect(landscape.size == CGSize(width: row.height, height: row.width) && landscape.scale == row.scale)
        #expect(portrait.safeAreaInsets == EdgeInsets(top: row.top, leading: 0, bottom: row.home, trailing: 0))
        let landscapeHome: CGFloat = row.home > 0 ? 21 : 0
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, leading: row.side, bottom: landscapeHome, trailing: row.side))
        #expect(portrait.homeIndicatorInset == row.home && landscape.homeIndicatorInset == landscapeHome)
        #expect(portrait.displayCornerRadius == row.corner && landscape.displayCornerRadius == row.corner)
        #expect(portrait.idiom == .phone && portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(landscape.horizontalSizeClass == (row.regularLandscape ? .regular : .compact))
        #expect(landscape.verticalSizeClass == .compact)
        #expect(ViewTreeDevice.named(row.xcodeName) == portrait, "\(row.xcodeName)")
        #expect(PreviewDevice(rawValue: row.xcodeName).configuration == portrait)
        #expect(ViewTreeDevice.named(portrait.name) == portrait && ViewTreeDevice.named(landscape.name) == landscape)
    }

    @Test(arguments: tablets) func tabletFramesAndSafeAreas(_ row: TabletRow) {
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        #expect(row.landscape.size == CGSize(width: row.width, height: row.height) && row.landscape.scale == 2)
        #expect(row.portrait.size == CGSize(width: row.height, height: row.width))
        #expect(row.landscape.safeAreaInsets == insets && row.portrait.safeAreaInsets == insets)
        #expect(row.landscape.homeIndicatorInset == 20 && row.landscape.displayCornerRadius == row.corner)
        #expect(row.landscape.idiom == .pad && row.landscape.horizontalSizeClass == .regular)
        #expect(ViewTreeDevice.named(row.xcodeName) == row.landscape, "\(row.xcodeName)")
        // Split View: a third is compact, two thirds of the landscape width regular, within the screen.
        let name = row.landscape.name
        let third = ViewTreeDevice.named(name + ".landscape.oneThird"), twoThirds = ViewTreeDevice.named(name + ".landscape.twoThirds")
        #expect(third?.horizontalSizeClass == .compact && twoThirds?.horizontalSizeClass == .regular)
        #expect((third?.size.width ?? 0) + (twoThirds?.size.width ?? 0) + 10 == row.width)
    }

    @Test func xcodeNamesOfOlderGenerationsAndTheCatalogsSpellings() {
        #expect(ViewTreeDevice.named("iPhone 16 Pro") == .iPhone16Pro)
        #expect(ViewTreeDevice.named("iphone16pro") == .iPhone16Pro)
        #expect(ViewTreeDevice.named("iPhone16Pro.landscape") == .iPhone16Pro(.landscape))
        #expect(ViewTreeDevice.named("iPhone 16 Pro landscape") == .iPhone16Pro(.landscape))
        #expect(ViewTreeDevice.named("iPhone SE (1st generation)") == .iPhoneSe)
        #expect(ViewTreeDevice.named("iPad Pro (11-inch) (4th generation)") == .iPadPro11)
        #expect(ViewTreeDevice.named("iPad Pro (12.9-inch) (6th generation)") == .iPadPro12_9)
        #expect(ViewTreeDevice.named("iPad (9th generation)") == .iPad10_2)
        #expect(ViewTreeDevice.named("iPhone Xʀ") == .iPhoneXr)
        #expect(ViewTreeDevice.named("iPhone 99") == nil)
        #expect(ViewTreeDevice.suggestion(for: "iPhone16Prp") == "iPhone16Pro")
    }

    @Test func swiftSnapshotTestingDevicesKeepTheirValuesAndGainCorners() {
        #expect(ViewTreeDevice.iPhone13ProMax.size == CGSize(width: 428, height: 926))
        #expect(ViewTreeDevice.iPhone13ProMax.displayCornerRadius == 53.33)
        #expect(ViewTreeDevice.iPhoneX(.landscape).homeIndicatorInset == 24)
        #expect(ViewTreeDevice.iPhone8.homeIndicatorInset == 0 && ViewTreeDevice.iPhone8.displayCornerRadius == 0)
        #expect(ViewTreeDevice.iPadPro11.homeIndicatorInset == 20 && ViewTreeDevice.iPadMini.homeIndicatorInset == 0)
        // Every configuration's name finds it again.
        for device in ViewTreeDevice.all { #expect(ViewTreeDevice.named(device.name) == device, "\(device.name)") }
    }
}

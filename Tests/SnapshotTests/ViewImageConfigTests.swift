import Foundation
import Snapshot
import Testing

/// Device configurations match swift-snapshot-testing's (../shared/REFERENCE.md section 1).
@Suite struct ViewImageConfigTests {
    struct Device: Sendable, CustomTestStringConvertible {
        let name: String
        let config: ViewImageConfig
        let size: CGSize
        let insets: UIEdgeInsets
        let scale: CGFloat
        var testDescription: String { name }
    }

    static func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    static let devices: [Device] = [
        Device(name: "iPhoneSe", config: .iPhoneSe, size: CGSize(width: 320, height: 568), insets: insets(20, 0, 0, 0), scale: 2),
        Device(name: "iPhoneSe landscape", config: .iPhoneSe(.landscape), size: CGSize(width: 568, height: 320), insets: .zero, scale: 2),
        Device(name: "iPhone8", config: .iPhone8, size: CGSize(width: 375, height: 667), insets: insets(20, 0, 0, 0), scale: 2),
        Device(name: "iPhone8Plus", config: .iPhone8Plus, size: CGSize(width: 414, height: 736), insets: insets(20, 0, 0, 0), scale: 3),
        Device(name: "iPhoneX", config: .iPhoneX, size: CGSize(width: 375, height: 812), insets: insets(44, 0, 34, 0), scale: 3),
        Device(name: "iPhoneX landscape", config: .iPhoneX(.landscape), size: CGSize(width: 812, height: 375), insets: insets(0, 44, 24, 44), scale: 3),
        Device(name: "iPhoneXr", config: .iPhoneXr, size: CGSize(width: 414, height: 896), insets: insets(44, 0, 34, 0), scale: 2),
        Device(name: "iPhoneXsMax", config: .iPhoneXsMax, size: CGSize(width: 414, height: 896), insets: insets(44, 0, 34, 0), scale: 3),
        Device(name: "iPhone12", config: .iPhone12, size: CGSize(width: 390, height: 844), insets: insets(47, 0, 34, 0), scale: 3),
        Device(name: "iPhone13Pro landscape", config: .iPhone13Pro(.landscape), size: CGSize(width: 844, height: 390), insets: insets(0, 47, 21, 47), scale: 3),
        Device(name: "iPhone12ProMax", config: .iPhone12ProMax, size: CGSize(width: 428, height: 926), insets: insets(47, 0, 34, 0), scale: 3),
        Device(name: "iPhone13ProMax", config: .iPhone13ProMax, size: CGSize(width: 428, height: 926), insets: insets(47, 0, 34, 0), scale: 3),
        Device(name: "iPhone13Mini", config: .iPhone13Mini, size: CGSize(width: 375, height: 812), insets: insets(50, 0, 34, 0), scale: 3),
        Device(name: "iPhone13Mini landscape", config: .iPhone13Mini(.landscape), size: CGSize(width: 812, height: 375), insets: insets(0, 50, 21, 50), scale: 3),
        Device(name: "iPadMini", config: .iPadMini, size: CGSize(width: 1024, height: 768), insets: insets(20, 0, 0, 0), scale: 2),
        Device(name: "iPadMini portrait", config: .iPadMini(.portrait), size: CGSize(width: 768, height: 1024), insets: insets(20, 0, 0, 0), scale: 2),
        Device(name: "iPad10_2 1/2", config: .iPad10_2(.landscape(splitView: .oneHalf)), size: CGSize(width: 535, height: 810), insets: insets(20, 0, 0, 0), scale: 2),
        Device(name: "iPadPro10_5 portrait 2/3", config: .iPadPro10_5(.portrait(splitView: .twoThirds)), size: CGSize(width: 504, height: 1112), insets: insets(20, 0, 0, 0), scale: 2),
        Device(name: "iPadPro11", config: .iPadPro11, size: CGSize(width: 1194, height: 834), insets: insets(24, 0, 20, 0), scale: 2),
        Device(name: "iPadPro11 1/3", config: .iPadPro11(.landscape(splitView: .oneThird)), size: CGSize(width: 375, height: 834), insets: insets(24, 0, 20, 0), scale: 2),
        Device(name: "iPadPro12_9 2/3", config: .iPadPro12_9(.landscape(splitView: .twoThirds)), size: CGSize(width: 981, height: 1024), insets: insets(20, 0, 0, 0), scale: 2),
        Device(name: "iPadPro12_9 portrait 1/3", config: .iPadPro12_9(.portrait(splitView: .oneThird)), size: CGSize(width: 375, height: 1366), insets: insets(20, 0, 0, 0), scale: 2),
        Device(name: "tv", config: .tv, size: CGSize(width: 1920, height: 1080), insets: insets(60, 90, 60, 90), scale: 1),
    ]

    @Test(arguments: devices) func deviceHasItsScreen(_ device: Device) {
        #expect(device.config.size == device.size)
        #expect(device.config.safeArea == device.insets)
        #expect(device.config.traits.displayScale == device.scale)
    }

    @Test func sizeClassesFollowTheDevice() {
        #expect(ViewImageConfig.iPhone13.traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone13.traits.verticalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13(.landscape).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.verticalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro11.traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone8.traits.preferredContentSizeCategory == .medium)
        #expect(ViewImageConfig.iPadMini.traits.preferredContentSizeCategory == .unspecified)
    }

    @Test func laterTraitsWin() {
        let merged = UITraitCollection(traitsFrom: [ViewImageConfig.iPhone13ProMax.traits,
                                                    .init(userInterfaceStyle: .dark), .init(displayScale: 1)])
        #expect(merged.displayScale == 1)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.preferredContentSizeCategory == .medium)
    }

    @Test func currentDevicesUnderSwiftSnapshotTestingsNames() {
        #expect(ViewImageConfig.iPhone16Pro.size == CGSize(width: 402, height: 874))
        #expect(ViewImageConfig.iPhone16Pro.safeArea == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone16Pro.traits.displayScale == 3)
        #expect(ViewImageConfig.iPhone16Pro(.landscape).size == CGSize(width: 874, height: 402))
        #expect(ViewImageConfig.iPhone16Pro(.landscape).safeArea == UIEdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(ViewImageConfig.iPhone17ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro13M4.size == CGSize(width: 1376, height: 1032))
        #expect(ViewImageConfig.iPadPro13M4(.portrait(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadA16(.portrait).size == CGSize(width: 820, height: 1180))
    }
}

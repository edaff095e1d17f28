import Foundation
import Testing
import ViewTree

/// The device catalog: swift-snapshot-testing's devices (../shared/REFERENCE.md section 1) with
/// names that find them again.
@Suite struct DeviceConfigurationTests {
    @Test func phonesTurnTheirScreenAndMarginsInLandscape() {
        let portrait = DeviceConfiguration.iPhone13ProMax, landscape = DeviceConfiguration.iPhone13ProMax(.landscape)
        #expect(portrait.size == CGSize(width: 428, height: 926))
        #expect(portrait.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(portrait.pixelSize == CGSize(width: 1284, height: 2778))
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(landscape.size == CGSize(width: 926, height: 428))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .compact)
        #expect(DeviceConfiguration.iPhone13(.landscape).horizontalSizeClass == .compact)
        #expect(DeviceConfiguration.iPhoneSe(.landscape).safeAreaInsets == EdgeInsets())
    }

    @Test func iPadsDefaultToLandscapeWithSplitViewWidths() {
        #expect(DeviceConfiguration.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(DeviceConfiguration.iPadPro11(.portrait).size == CGSize(width: 834, height: 1194))
        let third = DeviceConfiguration.iPadPro11(.landscape(splitView: .oneThird))
        #expect(third.size == CGSize(width: 375, height: 834) && third.horizontalSizeClass == .compact)
        #expect(DeviceConfiguration.iPadPro12_9(.portrait(splitView: .twoThirds)).size == CGSize(width: 639, height: 1366))
        #expect(DeviceConfiguration.iPadPro11.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(DeviceConfiguration.tv.horizontalSizeClass == nil && DeviceConfiguration.tv.scale == 1)
    }

    @Test func everyConfigurationIsFoundByItsName() {
        #expect(DeviceConfiguration.all.count == 13 * 2 + 6 * 7 + 2)
        #expect(Set(DeviceConfiguration.all.map(\.name)).count == DeviceConfiguration.all.count)
        for device in DeviceConfiguration.all {
            #expect(DeviceConfiguration.named(device.name) == device)
        }
        #expect(DeviceConfiguration.iPhoneSe(.landscape).name == "iPhoneSe.landscape")
        #expect(DeviceConfiguration.iPadPro11(.landscape(splitView: .oneHalf)).name == "iPadPro11.landscape.oneHalf")
        #expect(DeviceConfiguration.iPad9_7.name == "iPad9_7")
    }

    @Test func namesForgiveCaseSeparatorsAndSpelledOutDefaults() {
        #expect(DeviceConfiguration.named("iphone13promax") == .iPhone13ProMax)
        #expect(DeviceConfiguration.named("iPhoneSe-landscape") == .iPhoneSe(.landscape))
        #expect(DeviceConfiguration.named("iPhoneSe.portrait") == .iPhoneSe)
        #expect(DeviceConfiguration.named("iPadPro11.landscape") == .iPadPro11)
        #expect(DeviceConfiguration.named(" ipadpro11 portrait ") == .iPadPro11(.portrait))
        #expect(DeviceConfiguration.named("iPhone14") == nil)
        #expect(DeviceConfiguration.named("") == nil)
    }

    @Test func suggestsTheClosestName() {
        #expect(DeviceConfiguration.suggestion(for: "iPhone13ProMx") == "iPhone13ProMax")
        #expect(DeviceConfiguration.suggestion(for: "ipad pro 11") == "iPadPro11")
        #expect(DeviceConfiguration.suggestion(for: "Galaxy S22 Ultra") == nil)
    }

    @Test func aDeviceGivesItsWindowAndEnvironment() {
        let device = DeviceConfiguration.iPhoneX(.landscape)
        #expect(device.window == HostingWindow(size: CGSize(width: 812, height: 375),
                                               safeAreaInsets: EdgeInsets(top: 0, leading: 44, bottom: 24, trailing: 44)))
        var environment = EnvironmentValues()
        device.apply(to: &environment)
        #expect(environment.displayScale == 3)
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .compact)
    }
}

extension DeviceConfigurationTests {
    @Test func aDeviceTurnsToAnOrientationFullScreen() {
        #expect(DeviceConfiguration.iPhoneSe.oriented(.landscape) == .iPhoneSe(.landscape))
        #expect(DeviceConfiguration.iPhoneSe(.landscape).oriented(.portrait) == .iPhoneSe)
        #expect(DeviceConfiguration.iPadPro11(.landscape(splitView: .oneThird)).oriented(.portrait) == .iPadPro11(.portrait))
        #expect(DeviceConfiguration.tv.oriented(.portrait) == .tv)
        let custom = DeviceConfiguration(name: "iPhoneSe", size: CGSize(width: 10, height: 20), scale: 1, idiom: .phone)
        #expect(custom.oriented(.landscape) == custom)
    }
}

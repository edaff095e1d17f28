import Foundation
import Testing
import ViewTree

/// The device catalog: swift-snapshot-testing's devices (../shared/REFERENCE.md section 1) with
/// names that find them again.
@Suite struct DeviceConfigurationTests {
    @Test func phonesTurnTheirScreenAndMarginsInLandscape() {
        let portrait = ViewTreeDevice.iPhone13ProMax, landscape = ViewTreeDevice.iPhone13ProMax(.landscape)
        #expect(portrait.size == CGSize(width: 428, height: 926))
        #expect(portrait.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(portrait.pixelSize == CGSize(width: 1284, height: 2778))
        #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
        #expect(landscape.size == CGSize(width: 926, height: 428))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
        #expect(landscape.horizontalSizeClass == .regular && landscape.verticalSizeClass == .compact)
        #expect(ViewTreeDevice.iPhone13(.landscape).horizontalSizeClass == .compact)
        #expect(ViewTreeDevice.iPhoneSe(.landscape).safeAreaInsets == EdgeInsets())
    }

    @Test func iPadsDefaultToLandscapeWithSplitViewWidths() {
        #expect(ViewTreeDevice.iPadPro11.size == CGSize(width: 1194, height: 834))
        #expect(ViewTreeDevice.iPadPro11(.portrait).size == CGSize(width: 834, height: 1194))
        let third = ViewTreeDevice.iPadPro11(.landscape(splitView: .oneThird))
        #expect(third.size == CGSize(width: 375, height: 834) && third.horizontalSizeClass == .compact)
        #expect(ViewTreeDevice.iPadPro12_9(.portrait(splitView: .twoThirds)).size == CGSize(width: 639, height: 1366))
        #expect(ViewTreeDevice.iPadPro11.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(ViewTreeDevice.tv.horizontalSizeClass == nil && ViewTreeDevice.tv.scale == 1)
    }

    @Test func everyConfigurationIsFoundByItsName() {
        #expect(ViewTreeDevice.all.count == (13 + 24) * 2 + (6 + 12) * 7 + 2)
        #expect(Set(ViewTreeDevice.all.map(\.name)).count == ViewTreeDevice.all.count)
        for device in ViewTreeDevice.all {
            #expect(ViewTreeDevice.named(device.name) == device)
        }
        #expect(ViewTreeDevice.iPhoneSe(.landscape).name == "iPhoneSe.landscape")
        #expect(ViewTreeDevice.iPadPro11(.landscape(splitView: .oneHalf)).name == "iPadPro11.landscape.oneHalf")
        #expect(ViewTreeDevice.iPad9_7.name == "iPad9_7")
    }

    @Test func namesForgiveCaseSeparatorsAndSpelledOutDefaults() {
        #expect(ViewTreeDevice.named("iphone13promax") == .iPhone13ProMax)
        #expect(ViewTreeDevice.named("iPhoneSe-landscape") == .iPhoneSe(.landscape))
        #expect(ViewTreeDevice.named("iPhoneSe.portrait") == .iPhoneSe)
        #expect(ViewTreeDevice.named("iPadPro11.landscape") == .iPadPro11)
        #expect(ViewTreeDevice.named(" ipadpro11 portrait ") == .iPadPro11(.portrait))
        #expect(ViewTreeDevice.named("iPhone99") == nil)
        #expect(ViewTreeDevice.named("") == nil)
    }

    @Test func suggestsTheClosestName() {
        #expect(ViewTreeDevice.suggestion(for: "iPhone13ProMx") == "iPhone13ProMax")
        #expect(ViewTreeDevice.suggestion(for: "ipad pro 11") == "iPadPro11")
        #expect(ViewTreeDevice.suggestion(for: "Galaxy S22 Ultra") == nil)
    }

    @Test func aDeviceGivesItsWindowAndEnvironment() {
        let device = ViewTreeDevice.iPhoneX(.landscape)
        #expect(device.window == ViewTreeWindow(size: CGSize(width: 812, height: 375),
                                               safeAreaInsets: EdgeInsets(top: 0, leading: 44, bottom: 24, trailing: 44)))
        var environment = EnvironmentValues()
        device.apply(to: &environment)
        #expect(environment.displayScale == 3)
        #expect(environment.horizontalSizeClass == .compact && environment.verticalSizeClass == .compact)
    }
}

extension DeviceConfigurationTests {
    @Test func aDeviceTurnsToAnOrientationFullScreen() {
        #expect(ViewTreeDevice.iPhoneSe.oriented(.landscape) == .iPhoneSe(.landscape))
        #expect(ViewTreeDevice.iPhoneSe(.landscape).oriented(.portrait) == .iPhoneSe)
        #expect(ViewTreeDevice.iPadPro11(.landscape(splitView: .oneThird)).oriented(.portrait) == .iPadPro11(.portrait))
        #expect(ViewTreeDevice.tv.oriented(.portrait) == .tv)
        let custom = ViewTreeDevice(name: "iPhoneSe", size: CGSize(width: 10, height: 20), scale: 1, idiom: .phone)
        #expect(custom.oriented(.landscape) == custom)
    }
}

import Foundation
import Testing
import ViewTree
@testable import ViewTreeUIKit

/// UIApplication, UIDevice, UIPasteboard and the feedback generators: what views call compiles
/// and answers as a device with nothing around it would.
@MainActor @Suite struct UIApplicationDeviceTests {
    @Test func theAppOpensNothingAndIsActive() async {
        let app = UIApplication.shared
        #expect(app.applicationState == .active)
        let url = URL(string: UIApplication.openSettingsURLString)!
        #expect(!app.canOpenURL(url))
        #expect(await app.open(url) == false)
        #expect(!app.supportsAlternateIcons && app.alternateIconName == nil)
    }

    @Test func theDeviceIsThePhoneViewTreeRenders() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && device.model == "iPhone")
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == "\(ViewTreeOSVersion.default.rawValue).0")
        #expect(device.orientation.isPortrait && device.batteryLevel == -1)
    }

    @Test func thePasteboardKeepsWhatIsPutOnIt() {
        let board = UIPasteboard()
        #expect(board.string == nil && !board.hasStrings && board.numberOfItems == 0)
        board.string = "copied"
        #expect(board.string == "copied" && board.hasStrings && !board.hasURLs)
        board.url = URL(string: "https://example.com")
        #expect(board.string == nil && board.url?.host == "example.com")
        board.strings = ["a", "b"]
        #expect(board.strings == ["a", "b"] && board.numberOfItems == 2)
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
    }
}

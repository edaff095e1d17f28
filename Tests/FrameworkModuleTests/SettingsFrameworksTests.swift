import LocalAuthentication
import SafariServices
import StoreKit
import SwiftUI
import Testing

/// A settings screen as iOS apps write it: a review button, a help page in Safari's browser, and
/// an app lock behind Face ID.
struct AppSettingsView: View {
    @Environment(\.requestReview) private var requestReview
    @State private var showsHelp = false
    @State private var lockAvailable = false

    var body: some View {
        List {
            Button("Rate the app") { requestReview() }
            Button("Help") { showsHelp = true }
            Toggle("App lock", isOn: .constant(lockAvailable)).disabled(!lockAvailable)
        }
        .onAppear {
            var error: NSError?
            lockAvailable = LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
        }
    }
}

/// Safari's browser wrapped for SwiftUI.
struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let controller = SFSafariViewController(url: url)
        controller.preferredControlTintColor = .systemBlue
        controller.dismissButtonStyle = .close
        return controller
    }

    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

@MainActor struct SettingsFrameworksTests {
    @Test func theScreenRendersWithTheFrameworksItUses() throws {
        let renderer = ImageRenderer(content: AppSettingsView().frame(width: 320, height: 240))
        renderer.settle()
        #expect(renderer.layout.first(text: "Rate the app") != nil && renderer.layout.first(text: "App lock") != nil)
        #expect(try renderer.canvas.bitmap.width == 320)
        SKStoreReviewController.requestReview()
        let safari = ImageRenderer(content: SafariView(url: URL(string: "https://example.com/help")!).frame(width: 100, height: 100))
        #expect(safari.issues.contains { $0.kind == .notDrawn }, "a render loads no page and says so")
    }

    @Test func noBiometricsAreAvailableAndChecksFailWithAReason() async {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.Code.passcodeNotSet.rawValue && context.biometryType == .none)
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
            Issue.record("the check succeeded")
        } catch LAError.passcodeNotSet {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeUIKit

// Subclasses as UIKit apps and libraries write them (SwiftUI-Introspect's anchor controller, a
// card view set up from code or an archive, a scene delegate opening URLs): they must compile as
// on iOS and keep what they set up.

/// A controller made in code through UIKit's designated nib initialiser.
private final class AnchorController: UIViewController {
    private(set) var layoutPasses = 0
    let identifier: Int

    init(identifier: Int) {
        self.identifier = identifier
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPasses += 1
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
    }
}

/// A view that sets itself up whether code or an archive makes it.
private final class CardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .systemBlue
        addSubview(UILabel())
    }
}

/// A scene delegate that reads the URLs it is asked to open.
private final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var opened: [URL] = []

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        opened += URLContexts.map(\.url)
    }
}

/// An app delegate's remote notification handler, answering with a fetch result.
private func handleRemoteNotification(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
    userInfo.isEmpty ? .noData : .newData
}

@MainActor @Suite struct UIKitSubclassIdiomTests {
    @Test func controllersMadeThroughTheNibInitialiserKeepTheirState() {
        let controller = AnchorController(identifier: 7)
        #expect(controller.identifier == 7)
        #expect(controller.view.frame.size == UIScreen.main.bounds.size)
        controller.viewWillLayoutSubviews()
        controller.viewDidLayoutSubviews()
        #expect(controller.layoutPasses == 2)
    }

    @Test func viewsSetUpTheSameFromCodeAndFromAnArchive() throws {
        let coded = CardView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let archived = try #require(CardView(coder: NSCoder()))
        #expect(coded.frame.width == 40 && archived.frame == .zero)
        #expect(coded.subviews.count == 1 && archived.subviews.count == 1)
        #expect(archived.backgroundColor == .systemBlue)
        // UIKit's own classes come from archives only in storyboards, which a render has none of.
        #expect(UITableView(coder: NSCoder()) == nil)
        #expect(UIHostingController<Text>(coder: NSCoder()) == nil)
        #expect(UIHostingController(coder: NSCoder(), rootView: Text("Hi"))?.rootView == Text("Hi"))
    }

    @Test func keyboardFramesAndGeometryBoxAsUIKitBoxesThem() {
        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        let userInfo: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        #expect((userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    }

    @Test func scenesOpenTheURLsTheirContextsCarry() async throws {
        let delegate = LinkSceneDelegate()
        let url = try #require(URL(string: "countries://details?alpha3Code=USA"))
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        delegate.scene(scene, openURLContexts: [UIOpenURLContext(url: url)])
        #expect(delegate.opened == [url])
        #expect(UIScene.ConnectionOptions().urlContexts.isEmpty)
        #expect(await handleRemoteNotification([:]) == .noData)
        #expect(await handleRemoteNotification(["aps": 1]) == .newData)
        #expect(!ProcessInfo.processInfo.isMacCatalystApp && !ProcessInfo.processInfo.isiOSAppOnMac)
    }
}

@MainActor @Suite struct UIWindowLevelAndSymbolTests {
    @Test func windowsSortByTheirLevels() {
        let alert = UIWindow(), main = UIWindow()
        alert.windowLevel = .alert
        #expect(main.windowLevel == .normal)
        #expect([alert, main].sorted { $0.windowLevel.rawValue < $1.windowLevel.rawValue }.first === main)
        #expect(UIWindow.Level.statusBar.rawValue == 1000 && UIWindow.Level(rawValue: 1).rawValue > UIWindow.Level.normal.rawValue)
    }

    @Test func symbolsForTraitsDrawAsPlainSymbols() throws {
        let traits = UITraitCollection(displayScale: 2)
        let symbol = try #require(UIImage(systemName: "star.fill", compatibleWith: traits))
        #expect(symbol.size == UIImage(systemName: "star.fill")?.size)
        let drawn = try ImageRenderer(content: Image(uiImage: symbol).foregroundStyle(.blue)).pngData()
        #expect(try drawn == ImageRenderer(content: Image(systemName: "star.fill").foregroundStyle(.blue)).pngData())
    }
}

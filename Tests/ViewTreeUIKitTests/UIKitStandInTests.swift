import Foundation
import Raster
import Testing
import ViewTree
import ViewTreeUIKit

/// UIKit's views, controllers, menus and appearance proxies that SwiftUI apps use: they keep
/// what apps set, run what a control is sent, and a representable of them leaves its space
/// empty without changing its SwiftUI siblings.
@MainActor @Suite struct UIKitStandInTests {
    @Test func appearanceReturnsOneProxyPerClassThatKeepsWhatWasSet() {
        let bar = UINavigationBar.appearance()
        #expect(bar === UINavigationBar.appearance())
        bar.prefersLargeTitles = true
        #expect(UINavigationBar.appearance().prefersLargeTitles)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        #expect(UINavigationBar.appearance().scrollEdgeAppearance === appearance)
        #expect(UITabBar.appearance() !== UITabBar.appearance(whenContainedInInstancesOf: [UINavigationController.self]))
        #expect(UITableView.appearance() !== UIScrollView.appearance())
        #expect(UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self])
            === UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self]))
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(UISegmentedControl.appearance().titleTextAttributes(for: .normal) == nil)
    }

    @Test func barAppearancesConfigureTheirBackgrounds() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect != nil && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundEffect == nil)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
    }

    @Test func alertControllerKeepsItsActionsAndFieldsInOrder() {
        var deleted = false
        let alert = makeDeleteConfirmation { deleted = true }
        #expect(alert.title == "Delete?" && alert.message == "This cannot be undone.")
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.textFields?.map(\.placeholder) == ["Type DELETE"])
        #expect(!deleted)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        let presenter = UIViewController()
        presenter.present(alert, animated: true)
        #expect(presenter.presentedViewController === alert)
    }

    @Test func controlsRunTheActionsOfTheEventsTheyAreSent() {
        var runs: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Save") { action in
            runs.append("save from \(action.sender is UIButton)")
        })
        let other = UIAction { _ in runs.append("other") }
        button.addAction(other, for: .touchUpInside)
        #expect(button.currentTitle == "Save" && button.buttonType == .system)
        button.sendActions(for: .primaryActionTriggered)
        button.sendActions(for: .touchUpInside)
        button.removeAction(other, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(runs == ["save from true", "other"])
        button.isEnabled = false
        button.setTitle("Saving", for: .disabled)
        #expect(button.state == .disabled && button.currentTitle == "Saving")
    }

    @Test func navigationControllerPushesAndPops() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [root, detail] && navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(detail.navigationController == nil)
        let tabs = UITabBarController()
        tabs.setViewControllers([navigation, UIViewController()], animated: false)
        tabs.selectedIndex = 1
        #expect(root.tabBarController === tabs && tabs.selectedViewController === tabs.viewControllers?[1])
    }

    @Test func viewsKeepTheirArrangementAndGestures() {
        let label = UILabel()
        let image = UIImageView(image: nil)
        let stack = UIStackView(arrangedSubviews: [label, image])
        stack.insertArrangedSubview(UIView(), at: 99)
        stack.removeArrangedSubview(label)
        #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews.first === image)
        #expect(stack.subviews.count == 3)
        let tap = UITapGestureRecognizer()
        label.addGestureRecognizer(tap)
        #expect(tap.view === label && label.gestureRecognizers?.count == 1 && tap.state == .possible)
        image.addGestureRecognizer(tap)
        #expect(label.gestureRecognizers?.isEmpty == true && tap.view === image)
        #expect(IndexPath(row: 3, section: 1).row == 3 && IndexPath(item: 2, section: 5).section == 5)
        #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(PortraitController().supportedInterfaceOrientations == .portrait)
    }

    @Test func listsKeepTheirSelectionAndRefreshState() {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        #expect(table.dequeueReusableCell(withIdentifier: "row")?.reuseIdentifier == "row")
        #expect(table.dequeueReusableCell(withIdentifier: "other") == nil)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0) && table.style == .insetGrouped)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        table.refreshControl = refresh
        refresh.beginRefreshing()
        refresh.sendActions(for: .valueChanged)
        #expect(refresh.isRefreshing && refreshes == 1)
        let collection = UICollectionView(frame: .zero)
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .centeredVertically)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test func delegatesWithoutMethodsGetUIKitsDefaults() {
        final class Delegate: NSObject, UIGestureRecognizerDelegate, UISearchBarDelegate {}
        let delegate = Delegate()
        let pan = UIPanGestureRecognizer()
        pan.delegate = delegate
        #expect(delegate.gestureRecognizerShouldBegin(pan))
        #expect(delegate.gestureRecognizer(pan, shouldReceive: UITouch()))
        #expect(!delegate.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: UITapGestureRecognizer()))
        let searchBar = UISearchBar()
        searchBar.autocapitalizationType = .none
        searchBar.text = "swift"
        #expect(delegate.searchBarShouldBeginEditing(searchBar))
        #expect(searchBar.searchTextField.autocapitalizationType == .none && searchBar.searchTextField.text == "swift")
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        UIToolbar.appearance().setItems([.flexibleSpace(), .fixedSpace(8)], animated: true)
        #expect(UIToolbar.appearance().items?.map(\.systemItem) == [.flexibleSpace, .fixedSpace])
        #expect(UIToolbar.appearance().items?.last?.width == 8)
        let field = LabeledField()
        field.accessibilityLabel = "Name"
        #expect(field.label.text == "Name" && !field.isAccessibilityElement)
        let horizontal = HorizontalPanGestureRecognizer()
        horizontal.state = .began
        horizontal.touchesMoved([UITouch()], with: UIEvent())
        #expect(horizontal.state == .began)
    }

    @Test func anchorsMakeConstraintsBetweenTheirItems() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel()
        container.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor, constant: 16)
        let height = label.heightAnchor.constraint(equalToConstant: 44)
        let width = label.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        #expect(!leading.isActive)
        NSLayoutConstraint.activate([leading, height, width])
        #expect(leading.isActive && leading.firstItem === label && leading.constant == 16)
        #expect((leading.secondItem as? UILayoutGuide)?.owningView === container)
        #expect(leading.firstAttribute == .leading && leading.secondAttribute == .leading && leading.relation == .equal)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.constant == 44)
        #expect(width.multiplier == 0.5 && width.secondItem === container)
        // Constraints move nothing: frames stay as set.
        #expect(container.frame.size == CGSize(width: 100, height: 50) && label.frame == .zero)
    }

    @Test func windowsBelongToTheirScene() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        #expect(window.windowScene === scene && window.frame == UIScreen.main.bounds)
        let delegate = SceneDelegate()
        #expect(delegate.window == nil)
    }

    @Test func pickersOfferWhatTheSimulatorHas() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        let picker = UIImagePickerController()
        let coordinator = ImagePicker.Coordinator(ImagePicker(image: .constant(nil)))
        picker.delegate = coordinator
        #expect(picker.delegate === coordinator && picker.sourceType == .photoLibrary)
        let documents = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        #expect(documents.contentTypes == [.pdf] && !documents.asCopy)
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        let fonts = UIFontPickerViewController(configuration: configuration)
        #expect(fonts.configuration.includeFaces && fonts.selectedFontDescriptor == nil)
        #expect(!UIFontPickerViewController().configuration.includeFaces)
    }

    @Test func representablesOfUIKitViewsLeaveTheirSiblingsUnchanged() throws {
        let styled = ImageRenderer(content: AppearanceStyledRoot().frame(width: 30))
        let plain = ImageRenderer(content: VStack(spacing: 0) {
            Color.indigo.frame(height: 10)
            Color.clear.frame(height: 40)
            Color.pink.frame(height: 10)
        }.frame(width: 30))
        #expect(try styled.canvas.bitmap == plain.canvas.bitmap)
        let messages = styled.issues.filter { $0.kind == .notDrawn }.map(\.message).sorted()
        #expect(messages.count == 2, "\(styled.issues)")
        #expect(messages.first?.hasPrefix("ImagePicker shows a UIImagePickerController, which is not drawn") == true,
                "\(messages)")
        #expect(messages.last?.hasPrefix("WrappedLabel shows a UILabel, which is not drawn") == true, "\(messages)")
    }

    @Test func wrappedControlsReportThemselvesNotDrawn() throws {
        let renderer = ImageRenderer(content: VStack {
            MenuButton {}
            BlurView()
            DocumentPicker { _ in }
        }.frame(width: 40, height: 60))
        _ = try renderer.canvas
        let kinds = renderer.issues.filter { $0.kind == .notDrawn }.map(\.message).sorted()
        #expect(kinds.count == 3, "\(renderer.issues)")
        #expect(kinds.contains { $0.hasPrefix("MenuButton shows a UIStackView") }, "\(kinds)")
    }
}

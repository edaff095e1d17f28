import Foundation
import Raster
import Testing
import ViewTree
import ViewTreeUIKit

/// A multi-line text editor as apps wrap one: a coordinator relays edits to a binding.
private struct TextView: UIViewRepresentable {
    @Binding var text: String
    var isEditable = true

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.isScrollEnabled = false
        textView.backgroundColor = .clear
        textView.textContainerInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        textView.textContainer.lineFragmentPadding = 0
        textView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        textView.keyboardType = .default
        textView.returnKeyType = .done
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
        uiView.isEditable = isEditable
        uiView.textAlignment = .natural
        uiView.dataDetectorTypes = [.link, .phoneNumber]
        uiView.linkTextAttributes = [.foregroundColor: UIColor.systemBlue, .underlineStyle: 1]
        uiView.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UITextViewDelegate {
        var parent: TextView
        init(_ parent: TextView) { self.parent = parent }

        func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            text != "\n"
        }
    }
}

/// A one-line field as apps wrap one to reach UIKit-only settings.
private struct FocusedField: UIViewRepresentable {
    @Binding var text: String
    var placeholder: String

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 15)
        field.clearButtonMode = .whileEditing
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = text
        uiView.becomeFirstResponder()
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    final class Coordinator: NSObject, UITextFieldDelegate {
        let text: Binding<String>
        init(text: Binding<String>) { self.text = text }

        func textFieldDidChangeSelection(_ textField: UITextField) { text.wrappedValue = textField.text ?? "" }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
        }
    }
}

/// A paging scroll view as apps wrap one, reporting the page to SwiftUI.
private struct PagingView: UIViewRepresentable {
    @Binding var page: Int

    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = context.coordinator
        return scrollView
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {
        uiView.contentSize = CGSize(width: uiView.bounds.width * 3, height: uiView.bounds.height)
        uiView.setContentOffset(CGPoint(x: uiView.bounds.width * CGFloat(page), y: 0), animated: true)
    }

    func makeCoordinator() -> Coordinator { Coordinator(page: $page) }

    final class Coordinator: NSObject, UIScrollViewDelegate {
        let page: Binding<Int>
        init(page: Binding<Int>) { self.page = page }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            page.wrappedValue = Int(scrollView.contentOffset.x / max(scrollView.bounds.width, 1))
        }
    }
}

/// The share sheet as apps wrap one.
private struct ShareSheet: UIViewControllerRepresentable {
    var items: [Any]
    var excludedActivityTypes: [UIActivity.ActivityType]? = [.airDrop, .assignToContact]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        controller.excludedActivityTypes = excludedActivityTypes
        controller.completionWithItemsHandler = { _, _, _, _ in }
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

/// The key window as apps find it to present from UIKit.
@MainActor private func keyWindow() -> UIWindow? {
    UIApplication.shared.connectedScenes
        .compactMap { $0 as? UIWindowScene }
        .first { $0.activationState == .foregroundActive }?
        .keyWindow
}

/// UIKit's text views, text fields, scroll views and share sheet: wrappers of them compile as
/// apps write them and render as empty space with a notDrawn issue; their properties start at
/// UIKit's documented defaults.
@MainActor @Suite struct UIKitWrapperTests {
    @Test func wrappersRenderEmptySpaceEachReportingNotDrawn() throws {
        let renderer = ImageRenderer(content: VStack(spacing: 0) {
            TextView(text: .constant("Notes")).frame(height: 20)
            FocusedField(text: .constant(""), placeholder: "Name").frame(height: 10)
            PagingView(page: .constant(0)).frame(height: 10)
            ShareSheet(items: ["https://example.com"]).frame(height: 10)
        }.frame(width: 40).background(Color.white))
        let canvas = try renderer.canvas
        #expect(canvas.width == 40 && canvas.height == 50)
        for y in [10, 25, 35, 45] {
            #expect(canvas.pixel(x: 20, y: y) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255), "y \(y)")
        }
        let messages = renderer.issues.filter { $0.kind == .notDrawn }.map(\.message).sorted()
        #expect(messages.count == 4, "\(renderer.issues)")
        let expected = ["FocusedField shows a UITextField", "PagingView shows a UIScrollView",
                        "ShareSheet shows a UIActivityViewController", "TextView shows a UITextView"]
        for (message, prefix) in zip(messages, expected) {
            #expect(message.hasPrefix(prefix + ", which is not drawn"), "\(message)")
        }
    }

    /// Apple's UITextView documentation: textContainerInset "By default ... (8, 0, 8, 0)";
    /// textAlignment `.natural`; font the body style of the system font (17 points at the
    /// default size); editable, selectable and scrolling by default.
    @Test func textViewStartsAtUIKitDefaults() {
        let textView = UITextView()
        #expect(textView.text == "")
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textAlignment == .natural)
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
        #expect(textView.keyboardType == .default && textView.returnKeyType == .default)
        #expect(textView.autocapitalizationType == .sentences)
        #expect(textView.font?.pointSize == 17 && textView.delegate == nil)
        #expect(!textView.isFirstResponder && !textView.becomeFirstResponder())
        #expect(textView.textContainer.lineFragmentPadding == 5 && textView.textContainer.maximumNumberOfLines == 0)
        #expect(textView.dataDetectorTypes.isEmpty && textView.attributedText.length == 0)
        textView.attributedText = NSAttributedString(string: "Styled", attributes: [.kern: 1])
        #expect(textView.text == "Styled")
        textView.text = "Plain"
        #expect(textView.attributedText.string == "Plain")
        #expect(NSAttributedString.Key.font.rawValue == "NSFont" && NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    }

    /// Apple's Auto Layout Guide: a view's content hugging priority is 250 and its compression
    /// resistance 750 unless set.
    @Test func contentPrioritiesStartAtUIKitDefaultsAndKeepWhatIsSet() {
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(750))
        view.setContentHuggingPriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 1000)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.isUserInteractionEnabled)
    }

    /// Apple's UITextField documentation: no text or placeholder, no border (`.none`), the clear
    /// button `.never`, left-aligned black text in the body font; UIControl's `isEnabled` is true.
    @Test func textFieldStartsAtUIKitDefaults() {
        let field = UITextField()
        #expect(field.text == nil && field.placeholder == nil)
        #expect(field.textAlignment == .left && field.textColor == .black && field.font?.pointSize == 17)
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
        #expect(field.isEnabled && !field.isSecureTextEntry)
        field.attributedText = NSAttributedString(string: "Ada")
        #expect(field.text == "Ada")
        field.text = nil
        #expect(field.attributedText == nil)
    }

    /// Apple's UIScrollView documentation: zero offset, size and inset; no paging; indicators
    /// shown; bouncing; zoom scales of 1.
    @Test func scrollViewStartsAtUIKitDefaultsAndMovesAtOnce() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentOffset == .zero && scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero && !scrollView.isPagingEnabled)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.bounces && scrollView.zoomScale == 1 && scrollView.maximumZoomScale == 1)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
    }

    /// The share sheet keeps what it is given; activity types carry Apple's identifiers.
    @Test func shareSheetKeepsItsItemsAndExclusions() {
        let controller = UIActivityViewController(activityItems: ["text", 3], applicationActivities: nil)
        #expect(controller.activityItems.count == 2 && controller.applicationActivities == nil)
        #expect(controller.excludedActivityTypes == nil)
        controller.excludedActivityTypes = [.airDrop]
        #expect(controller.excludedActivityTypes == [UIActivity.ActivityType("com.apple.UIKit.activity.AirDrop")])
        #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
    }

    /// At the default text size UIFontMetrics returns values and fonts unchanged; at XXXL a value
    /// scales as the body style does: 17 to 23 points (Apple's Human Interface Guidelines,
    /// Typography, Dynamic Type sizes).
    @Test func fontMetricsScaleWithTheTextStyle() {
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
        let font = UIFont.systemFont(ofSize: 15)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: font) === font)
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let scaled = UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxxl)
        #expect(abs(scaled - 23) < 0.001, "\(scaled)")
        let big = UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 18, compatibleWith: xxxl)
        #expect(big.pointSize == 18)
    }

    /// The share sheet presented from the key window, as apps do without a representable: it is
    /// remembered until dismissed, the completions run at once and there is no popover (iPhone).
    @Test func presentingAShareSheetFromTheKeyWindow() throws {
        let root = UIViewController()
        let window = try #require(keyWindow())
        window.rootViewController = root
        defer { window.rootViewController = nil }
        let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        sheet.popoverPresentationController?.sourceView = root.view
        var presented = false
        window.rootViewController?.present(sheet, animated: true) { presented = true }
        #expect(presented && root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.modalPresentationStyle == .automatic && sheet.popoverPresentationController == nil)
        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }
        #expect(dismissed && root.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    /// A render's app has one active window scene whose key window is its only window.
    @Test func connectedScenesHoldOneKeyWindow() throws {
        let scenes = UIApplication.shared.connectedScenes
        #expect(scenes.count == 1)
        let scene = try #require(scenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.windows.count == 1 && scene.keyWindow === scene.windows.first)
        #expect(keyWindow() === UIApplication.shared.keyWindow)
        #expect(keyWindow()?.bounds == UIScreen.main.bounds)
    }
}

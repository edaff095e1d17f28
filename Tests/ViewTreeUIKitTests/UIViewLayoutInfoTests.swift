import Foundation
import Testing
import ViewTree
@_spi(ViewTreeInternals) import ViewTreeUIKit

/// A view that watches its readable width, as design systems' readable-width modifiers do.
private final class ReadableWidthView: UIView {
    private(set) var marginChanges = 0
    private(set) var readableFrames: [CGRect] = []

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        marginChanges += 1
        readableFrames.append(readableContentGuide.layoutFrame)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        readableFrames.removeAll()
    }
}

/// A field whose keyboard is a picker, as forms write it.
private final class PickerField: UIView {
    private let field = UITextField()
    override var inputView: UIView? {
        get { field.inputView }
        set { field.inputView = newValue }
    }
}

/// What UIKit views tell their subclasses about margins, traits, input views and fitting sizes.
@MainActor @Suite struct UIViewLayoutInfoTests {
    @Test func marginsDefaultToEightPointsAndReportTheirChanges() {
        let view = ReadableWidthView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins.leading = 16
        #expect(view.marginChanges == 1 && view.layoutMargins.left == 16 && view.layoutMargins.right == 8)
        #expect(view.readableFrames == [CGRect(x: 16, y: 8, width: 176, height: 84)])
        view.layoutMargins = .zero
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets() && view.marginChanges == 2)
        #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds && UILayoutGuide().layoutFrame == .zero)
    }

    @Test func viewsAndControllersSeeTheCurrentTraits() {
        let view = ReadableWidthView()
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        dark.performAsCurrent {
            #expect(view.traitCollection.userInterfaceStyle == .dark)
            #expect(UIViewController().traitCollection.userInterfaceStyle == .dark)
        }
        let environment: any UITraitEnvironment = view
        #expect(environment.traitCollection == UITraitCollection.current)
    }

    @Test func textInputKeepsItsInputViews() {
        let field = PickerField()
        #expect(field.inputView == nil && UIResponder().inputAccessoryView == nil)
        let picker = UIView()
        field.inputView = picker
        #expect(field.inputView === picker)
        let text = UITextField()
        let toolbar = UIToolbar()
        text.inputAccessoryView = toolbar
        #expect(text.inputAccessoryView === toolbar && UITextView().inputView == nil)
    }

    @Test func hostingViewsMeasureAndDrawTheirSwiftUIContent() throws {
        let hosting = _UIHostingView(rootView: Color.red.frame(width: 30, height: 12))
        #expect(hosting.sizeThatFits(.zero) == CGSize(width: 30, height: 12))
        #expect(hosting.intrinsicContentSize == CGSize(width: 30, height: 12))
        #expect(hosting.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 30, height: 12))
        hosting.rootView = Color.red.frame(width: 20, height: 12)
        #expect(hosting.sizeThatFits(.zero).width == 20)
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        hosting.frame = CGRect(x: 0, y: 0, width: 20, height: 12)
        let renderer = ImageRenderer(content: hosting.snapshotContent)
        renderer.scale = 1
        #expect(try renderer.canvas.pixel(x: 10, y: 6).red == 255)
    }
}

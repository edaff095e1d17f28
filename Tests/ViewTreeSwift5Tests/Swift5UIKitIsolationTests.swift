import Foundation
import Testing
import ViewTree
import ViewTreeUIKit

// The same UIKit code in Swift 5 language mode, which many apps still use: UIKit's classes are
// main-actor isolated and seen `@preconcurrency`, so overrides reach `@MainActor` models, a view
// keeps a static cache, and plain nonisolated helpers still make and configure views, as on iOS.

/// A main-actor model, as apps' view models are.
@MainActor final class BadgeModel {
    private(set) var events: [String] = []
    var text = ""

    func record(_ event: String) { events.append(event) }
}

/// A view that reports its layout, drawing and trait changes to its model.
final class BadgeView: UIView {
    /// A cache shared by every badge: a static stored property, main-actor isolated with the view.
    static var drawnSizes: [CGSize] = []

    let model: BadgeModel

    init(model: BadgeModel) {
        self.model = model
        super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        model.record("layout")
    }

    override func draw(_ rect: CGRect) {
        BadgeView.drawnSizes.append(rect.size)
        model.record("draw")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        model.record("traits")
    }
}

/// A controller that sets its view up from its model when the view loads.
final class BadgeController: UIViewController {
    let model: BadgeModel

    init(model: BadgeModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        model.record("loaded")
        view.addSubview(BadgeView(model: model))
    }
}

/// A text field wrapped for SwiftUI, its coordinator the field's delegate.
struct BadgeField: UIViewRepresentable {
    let model: BadgeModel

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.delegate = context.coordinator
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = model.text
    }

    func makeCoordinator() -> Coordinator { Coordinator(model: model) }

    final class Coordinator: NSObject, UITextFieldDelegate {
        let model: BadgeModel

        init(model: BadgeModel) { self.model = model }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            model.text = textField.text ?? ""
        }
    }
}

/// A nonisolated helper making a view, as Swift 5 apps' factories do.
func makeCaption(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.frame.size = CGSize(width: 80, height: 20)
    return label
}

@MainActor @Suite struct Swift5UIKitIsolationTests {
    @Test func viewOverridesReachMainActorModels() {
        let model = BadgeModel()
        let view = BadgeView(model: model)
        view.layoutSubviews()
        view.draw(view.bounds)
        view.traitCollectionDidChange(nil)
        #expect(model.events == ["layout", "draw", "traits"])
        #expect(BadgeView.drawnSizes.last == CGSize(width: 24, height: 24))
    }

    @Test func viewDidLoadRunsWhenTheViewIsFirstAskedFor() {
        let model = BadgeModel()
        let controller = BadgeController(model: model)
        #expect(controller.view.subviews.first is BadgeView)
        #expect(model.events == ["loaded"])
    }

    @Test func aCoordinatorIsTheTextFieldsDelegate() {
        let model = BadgeModel()
        let coordinator = BadgeField(model: model).makeCoordinator()
        let field = UITextField()
        field.delegate = coordinator
        field.text = "3 new"
        field.delegate?.textFieldDidChangeSelection(field)
        #expect(model.text == "3 new")
    }

    @Test func nonisolatedHelpersMakeViews() {
        let caption = makeCaption("Inbox")
        #expect(caption.text == "Inbox")
        #expect(caption.frame.size == CGSize(width: 80, height: 20))
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeUIKit

// UIKit code as iOS apps write it against UIKit's main-actor classes (Swift 6 language mode):
// overrides of a view's layout, drawing and trait callbacks and of a controller's `viewDidLoad()`
// touch `@MainActor` models, a view keeps a static cache, and a representable's coordinator is a
// text field's delegate. Each compiles only if the overridden classes are main-actor isolated.

/// A main-actor model, as apps' view models are.
@MainActor private final class GaugeModel {
    private(set) var events: [String] = []
    var text = ""

    func record(_ event: String) { events.append(event) }
}

/// A view that reports its layout, drawing and trait changes to its model.
private final class GaugeView: UIView {
    /// A cache shared by every gauge: a static stored property, main-actor isolated with the view.
    static var drawnSizes: [CGSize] = []

    let model: GaugeModel

    init(model: GaugeModel) {
        self.model = model
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        model.record("layout")
    }

    override func draw(_ rect: CGRect) {
        Self.drawnSizes.append(rect.size)
        model.record("draw")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        model.record("traits")
    }
}

/// A controller that sets its view up from its model when the view loads.
private final class GaugeController: UIViewController {
    let model: GaugeModel

    init(model: GaugeModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        model.record("loaded")
        view.addSubview(GaugeView(model: model))
    }
}

/// A text field wrapped for SwiftUI, its coordinator the field's delegate.
private struct GaugeField: UIViewRepresentable {
    let model: GaugeModel

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
        let model: GaugeModel

        init(model: GaugeModel) { self.model = model }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            model.text = textField.text ?? ""
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            model.record("return")
            return true
        }
    }
}

@MainActor @Suite struct UIKitMainActorTests {
    @Test func viewOverridesReachMainActorModels() {
        let model = GaugeModel()
        let view = GaugeView(model: model)
        view.layoutSubviews()
        view.draw(view.bounds)
        view.traitCollectionDidChange(nil)
        #expect(model.events == ["layout", "draw", "traits"])
        #expect(GaugeView.drawnSizes.last == CGSize(width: 40, height: 10))
    }

    @Test func viewDidLoadRunsOnceWhenTheViewIsFirstAskedFor() {
        let model = GaugeModel()
        let controller = GaugeController(model: model)
        #expect(!controller.isViewLoaded)
        #expect(controller.view.subviews.count == 1)
        #expect(controller.view.subviews.first is GaugeView)
        #expect(model.events == ["loaded"])
    }

    @Test func aCoordinatorIsTheTextFieldsDelegate() {
        let model = GaugeModel()
        let coordinator = GaugeField(model: model).makeCoordinator()
        let field = UITextField()
        field.delegate = coordinator
        field.text = "42 km/h"
        field.delegate?.textFieldDidChangeSelection(field)
        #expect(field.delegate?.textFieldShouldReturn(field) == true)
        #expect(model.text == "42 km/h")
        #expect(model.events == ["return"])
    }
}

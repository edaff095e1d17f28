import Foundation
import ViewTree

/// UIKit's one-line text field, as `UIViewRepresentable` wrappers configure it: the text, the
/// placeholder, font, colour, border and input settings, stored with UIKit's defaults. A render
/// never calls the wrapper's `makeUIView`, so the field is not drawn; one added to a view
/// controller's view is drawn as a plain `UIView` (its background).
open class UITextField: UIControl {
    /// The text with its attributes, which `text` and `attributedText` read and replace.
    private var content: NSAttributedString?
    /// The text typed; `nil` by default (Apple's `UITextField.text`). Setting it replaces
    /// `attributedText` with plain text.
    open var text: String? {
        get { content?.string }
        set { content = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The text with its attributes; `nil` by default. Setting it replaces `text` too.
    open var attributedText: NSAttributedString? {
        get { content }
        set { content = newValue }
    }
    /// The grey text shown while the field is empty; `nil` by default.
    open var placeholder: String?
    /// The placeholder with its attributes; `nil` until set.
    open var attributedPlaceholder: NSAttributedString?
    /// The font of the text and placeholder; the body style of the system font by default
    /// (Apple's `UITextField.font`).
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    /// The colour of the text; black by default (Apple's `UITextField.textColor`).
    open var textColor: UIColor? = .black
    /// How the text and placeholder line up; `.left` by default (Apple's
    /// `UITextField.textAlignment`: NSLeftTextAlignment).
    open var textAlignment = NSTextAlignment.left
    /// The border drawn around the field; `.none` by default (Apple's `UITextField.borderStyle`).
    open var borderStyle = BorderStyle.none
    /// When the clear button shows; `.never` by default.
    open var clearButtonMode = ViewMode.never
    /// Whether the font shrinks to fit the text; `false` by default.
    open var adjustsFontSizeToFitWidth = false
    /// Whether the font follows the Dynamic Type size; `false` by default.
    open var adjustsFontForContentSizeCategory = false
    /// The proxy whose properties every text field takes (see `UIView.appearance()`).
    override open class func appearance() -> UITextField { AppearanceProxies.shared.proxy(UITextField.init) }

    /// The proxy for text fields inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITextField {
        AppearanceProxies.shared.proxy(UITextField.init, in: containerTypes)
    }
    /// The view shown instead of the keyboard while the text is edited; `nil` (the keyboard) by default.
    override open var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    private var customInputView: UIView?
    /// The view shown above the keyboard while the text is edited (a toolbar with Done, often); `nil` by default.
    override open var inputAccessoryView: UIView? {
        get { customInputAccessoryView }
        set { customInputAccessoryView = newValue }
    }
    private var customInputAccessoryView: UIView?

    /// The keyboard typing uses; `.default` by default.
    open var keyboardType = UIKeyboardType.default
    /// The return key's title; `.default` by default.
    open var returnKeyType = UIReturnKeyType.default
    /// How typed text is capitalised; `.sentences` by default.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether typed text is autocorrected; `.default` by default.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether typed text is hidden; `false` by default.
    open var isSecureTextEntry = false
    /// The object told about editing (never, in a render).
    open weak var delegate: (any UITextFieldDelegate)?

    /// The border of a text field, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view (such as the clear button) shows, as UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

}

/// The object a text field tells about editing, as UIKit's `UITextFieldDelegate`; every method
/// is optional (a default that allows the change or does nothing). Nobody types into a render,
/// so none is called.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin; yes by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; yes by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` may become `string`; yes by default.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field; yes by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled; yes by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Yes.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Yes.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Yes.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Yes.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Yes.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

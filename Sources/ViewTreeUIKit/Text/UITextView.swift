import Foundation
import ViewTree

/// UIKit's scrollable, editable text view, as `UIViewRepresentable` wrappers configure it: the
/// text, its font, colour and alignment, editing and input settings, stored with UIKit's
/// defaults. A render never calls the wrapper's `makeUIView`, so the text is not drawn; a text
/// view added to a view controller's view is drawn as a plain `UIView` (its background). Its
/// `delegate` (a `UITextViewDelegate` in apps) is the scroll view's.
open class UITextView: UIScrollView {
    /// The text with its attributes, which `text` and `attributedText` read and replace.
    private var content = NSAttributedString(string: "")
    /// The text shown; empty by default. Setting it replaces `attributedText` with plain text.
    open var text: String! {
        get { content.string }
        set { content = NSAttributedString(string: newValue ?? "") }
    }
    /// The text with its attributes; empty by default. Setting it replaces `text` too.
    open var attributedText: NSAttributedString! {
        get { content }
        set { content = newValue ?? NSAttributedString(string: "") }
    }
    /// The font of the whole text; the body style of the system font by default (Apple's
    /// `UITextView.font`).
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    /// The colour of the whole text; `nil` by default (*unverified*: iOS then draws black).
    open var textColor: UIColor?
    /// How lines line up; `.natural` by default (Apple's `UITextView.textAlignment`: "The default
    /// value of this property is NSTextAlignment.natural").
    open var textAlignment = NSTextAlignment.natural
    /// Whether the text can be edited; `true` by default.
    open var isEditable = true
    /// Whether the text can be selected; `true` by default.
    open var isSelectable = true
    /// The margins of the text inside the view: 8 points top and bottom, none at the sides, by
    /// default (Apple's `UITextView.textContainerInset`: "By default the value of this property
    /// is (8, 0, 8, 0)").
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The region the text is laid out in (its `lineFragmentPadding` is 5 points by default).
    public let textContainer = NSTextContainer()
    /// The attributes of text typed next; none until set.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of links; none until set (*unverified*: iOS then draws them in the tint).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The kinds of data turned into links; none by default (*unverified*).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The selected range; empty at the start by default.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// Whether the font follows the Dynamic Type size; `false` by default.
    open var adjustsFontForContentSizeCategory = false
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

    /// The proxy whose properties every text view takes (see `UIView.appearance()`).
    override open class func appearance() -> UITextView { AppearanceProxies.shared.proxy(UITextView.init) }

    /// The proxy for text views inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITextView {
        AppearanceProxies.shared.proxy(UITextView.init, in: containerTypes)
    }

    /// Scrolls `range` into view: nothing scrolls in a render.
    open func scrollRangeToVisible(_ range: NSRange) {}
}

/// The object a text view tells about editing, as UIKit's `UITextViewDelegate`; every method is
/// optional (a default that allows the change or does nothing). Nobody types into a render, so
/// none is called.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; yes by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; yes by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether `range` may become `text`; yes by default.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Yes.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Yes.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Yes.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

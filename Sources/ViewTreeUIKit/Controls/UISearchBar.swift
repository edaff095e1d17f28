import Foundation
import ViewTree

/// UIKit's search bar, as UIKit code and representables configure one: its text, placeholder,
/// scopes and delegate, stored and never drawn (SwiftUI's `.searchable` is drawn).
open class UISearchBar: UIView {
    /// The search text.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The text shown while empty.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// The keyboard typing uses (the field's).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's title (the field's).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// How typed text is capitalised (the field's).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether typed text is autocorrected (the field's).
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// The text shown over the bar.
    open var prompt: String?
    /// The object told about typing (never, in a render).
    open weak var delegate: (any UISearchBarDelegate)?
    /// The look; `.default` by default.
    open var searchBarStyle = Style.default
    /// The colour of the bar's background.
    open var barTintColor: UIColor?
    /// Whether the cancel button shows; `false` by default.
    open var showsCancelButton = false
    /// Whether the bookmark button shows; `false` by default.
    open var showsBookmarkButton = false
    /// The titles of the scope buttons.
    open var scopeButtonTitles: [String]?
    /// The index of the selected scope; 0 by default.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope buttons show; `false` by default.
    open var showsScopeBar = false
    /// The field the text is typed in.
    public let searchTextField = UISearchTextField()

    /// The proxy whose properties every search bar takes (see `UIView.appearance()`).
    override open class func appearance() -> UISearchBar { AppearanceProxies.shared.proxy(UISearchBar.init) }

    /// The proxy for search bars inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UISearchBar {
        AppearanceProxies.shared.proxy(UISearchBar.init, in: containerTypes)
    }

    /// Shows or hides the cancel button (at once: renders never animate).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// A search bar's look, as UIKit's `UISearchBar.Style`.
    public enum Style: Int, Sendable {
        case `default`, prominent, minimal
    }
}

/// The field of a search bar, as UIKit's `UISearchTextField`.
open class UISearchTextField: UITextField {}

/// The object a search bar tells about typing, as UIKit's `UISearchBarDelegate`; every method is
/// optional. Nobody types into a render, so none is called.
@MainActor @preconcurrency
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether editing may begin; `true` by default.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Another scope was selected.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// May begin.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

import Foundation

/// UIKit's search controller, as UIKit code puts one in a navigation item: a search bar, a
/// results controller and an updater, stored and never shown (SwiftUI's `.searchable` is drawn).
open class UISearchController: UIViewController {
    /// The controller showing results; `nil` shows them in the searching controller.
    public let searchResultsController: UIViewController?
    /// The search bar.
    public let searchBar = UISearchBar()
    /// The object told when the search text changes (never, in a render).
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The object told when the search begins and ends (never, in a render).
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether searching is under way; `false` by default.
    open var isActive = false
    /// Whether the content dims while searching; `true` by default.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching; `true` by default.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether results show while the field is empty; `false` by default.
    open var showsSearchResultsController = false

    /// From an archive, as a storyboard or nib makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A search controller whose results `searchResultsController` shows.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
    }

    /// A search controller showing results in the searching controller.
    override public convenience init() {
        self.init(searchResultsController: nil)
    }
}

/// The object a search controller tells when the search text changes, as UIKit's
/// `UISearchResultsUpdating`.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search text or scope changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// The object a search controller tells when searching begins and ends, as UIKit's
/// `UISearchControllerDelegate`; every method is optional.
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// Searching is about to begin.
    func willPresentSearchController(_ searchController: UISearchController)
    /// Searching is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
}

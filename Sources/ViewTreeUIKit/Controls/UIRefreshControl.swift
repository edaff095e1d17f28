import Foundation

/// UIKit's pull-to-refresh control, as UIKit code adds one to a scroll view: refreshing or not,
/// stored and never drawn. Nobody pulls in a render; its `.valueChanged` actions run from
/// `sendActions(for:)`.
open class UIRefreshControl: UIControl {
    /// Whether refreshing is under way; `false` by default.
    open private(set) var isRefreshing = false
    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Marks refreshing as begun.
    open func beginRefreshing() { isRefreshing = true }
    /// Marks refreshing as ended.
    open func endRefreshing() { isRefreshing = false }
}

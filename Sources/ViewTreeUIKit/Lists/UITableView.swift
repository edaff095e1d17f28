import Foundation

/// UIKit's table view, as UIKit code and `UITableView.appearance()` configure one (SwiftUI's
/// `List` used it before iOS 16): its style, cells, data source and settings, stored. It draws
/// nothing and asks its data source nothing; setting its appearance proxy does not restyle
/// SwiftUI's `List`. Its `delegate` is the scroll view's, which a `UITableViewDelegate` is.
open class UITableView: UIScrollView {
    /// The style it was made with.
    public let style: Style
    /// The object that gives the rows (never asked, in a render).
    open weak var dataSource: (any UITableViewDataSource)?
    /// The height of rows; `automaticDimension` by default.
    open var rowHeight = UITableView.automaticDimension
    /// The estimated height of rows; `automaticDimension` by default.
    open var estimatedRowHeight = UITableView.automaticDimension
    /// The lines between cells; `.singleLine` by default.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    /// The colour of those lines.
    open var separatorColor: UIColor?
    /// The insets of those lines.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// The space above each section header (iOS 15); `automaticDimension` by default.
    open var sectionHeaderTopPadding = UITableView.automaticDimension
    /// The view above the rows.
    open var tableHeaderView: UIView?
    /// The view below the rows.
    open var tableFooterView: UIView?
    /// The view behind the rows.
    open var backgroundView: UIView?
    /// Whether rows can be selected; `true` by default.
    open var allowsSelection = true
    /// Whether several rows can be selected; `false` by default.
    open var allowsMultipleSelection = false
    /// Whether the table is editing; `false` by default.
    open var isEditing = false
    private var registeredIdentifiers: Set<String> = []

    /// The value that asks for the system's (or the content's) dimension.
    public static let automaticDimension: CGFloat = -1

    /// From an archive, as a storyboard or nib makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table with `frame`.
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// The proxy whose properties every table view takes (see `UIView.appearance()`).
    override open class func appearance() -> UITableView { AppearanceProxies.shared.proxy(UITableView.init) }

    /// The proxy for table views inside instances of `containerTypes` (see `UIView.appearance()`).
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITableView {
        AppearanceProxies.shared.proxy(UITableView.init, in: containerTypes)
    }

    /// Registers `identifier` (a registered class is not kept: see `dequeueReusableCell(withIdentifier:)`).
    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredIdentifiers.insert(identifier)
    }

    /// A cell for `identifier`: a new plain cell, or `nil` if none is registered. (Swift on
    /// Linux cannot make a registered subclass from its type, so the cell is a plain one.)
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registeredIdentifiers.contains(identifier) ? UITableViewCell(style: .default, reuseIdentifier: identifier) : nil
    }

    /// A plain cell for `identifier` (see `dequeueReusableCell(withIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// The selected row, if any.
    open private(set) var indexPathForSelectedRow: IndexPath?

    /// Selects the row at `indexPath` (or none); nothing scrolls in a render.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathForSelectedRow = indexPath
    }

    /// Deselects the row at `indexPath`.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// The visible cell of the row at `indexPath`: none, as no cell is made in a render.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    /// The row of `cell`: none, as no cell is shown in a render.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    /// Accepted for source compatibility: nothing scrolls in a render.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Accepted for source compatibility: nothing is shown, so nothing reloads.
    open func reloadData() {}
    /// Accepted for source compatibility.
    open func beginUpdates() {}
    /// Accepted for source compatibility.
    open func endUpdates() {}
    /// Runs `updates`, then `completion` with success (at once: renders never animate).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Where a row ends up when scrolled to, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// A table's style, as UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }
}

/// The object that gives a table view its rows, as UIKit's `UITableViewDataSource` (never asked
/// in a render).
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header; none by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// The object a table view tells about selections, as UIKit's `UITableViewDelegate`; every
/// method is optional. Nothing is selected in a render.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The row at `indexPath` was selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The height of the row at `indexPath`; `UITableView.automaticDimension` by default.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The content's height.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.automaticDimension
    }
}

import Foundation

/// How a collection view places its items, as UIKit's `UICollectionViewLayout`.
///
/// Main-actor isolated, as UIKit's `UICollectionViewLayout` and its subclasses (`@MainActor class`
/// in https://developer.apple.com/documentation/uikit/uicollectionviewlayout); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// A layout.
    override public init() {}
}

/// A grid or line of items, as UIKit's `UICollectionViewFlowLayout`.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction it scrolls in; `.vertical` by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The size of items; 50 by 50 points by default.
    open var itemSize = CGSize(width: 50, height: 50)
    /// The estimated size of items; zero (not estimated) by default.
    open var estimatedItemSize = CGSize.zero
    /// The space between lines; 10 points by default.
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items of a line; 10 points by default.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The insets of each section; none by default.
    open var sectionInset = UIEdgeInsets.zero
}

/// UIKit's collection view, as UIKit code configures one: its layout, cells and data source,
/// stored. It draws nothing and asks its data source nothing. Its `delegate` is the scroll
/// view's.
open class UICollectionView: UIScrollView {
    /// How items are placed.
    open var collectionViewLayout: UICollectionViewLayout
    /// The object that gives the items (never asked, in a render).
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// The view behind the items.
    open var backgroundView: UIView?
    /// Whether items can be selected; `true` by default.
    open var allowsSelection = true
    /// Whether several items can be selected; `false` by default.
    open var allowsMultipleSelection = false

    /// From an archive, as a storyboard or nib makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A collection view with `frame` placing items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// A collection view with `frame` and a flow layout.
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// Accepted for source compatibility: dequeued cells are plain ones.
    open func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {}

    /// A plain cell for `identifier` (Swift on Linux cannot make a registered subclass from its
    /// type).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// The selected items.
    open private(set) var indexPathsForSelectedItems: [IndexPath]? = []

    /// Selects the item at `indexPath` (or none); nothing scrolls in a render.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathsForSelectedItems = indexPath.map { [$0] } ?? []
    }

    /// Deselects the item at `indexPath`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
    }

    /// The visible cell of the item at `indexPath`: none, as no cell is made in a render.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    /// Accepted for source compatibility: nothing scrolls in a render.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Accepted for source compatibility: nothing is shown, so nothing reloads.
    open func reloadData() {}

    /// Where an item ends up when scrolled to, as UIKit's `UICollectionView.ScrollPosition`
    /// (UIKit's bit values).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The positions as bits.
        public let rawValue: UInt
        /// The positions in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The direction a collection view scrolls in, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

/// UIKit's collection cell, as UIKit code configures one: a content view, never drawn.
open class UICollectionViewCell: UIView {
    /// The view to add content to.
    public let contentView = UIView()
    /// Whether the cell is selected; `false` by default.
    open var isSelected = false
    /// Whether the cell is highlighted; `false` by default.
    open var isHighlighted = false

    /// A cell with `frame`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A cell from an archive, as a storyboard or nib makes it: an empty frame, as the view is.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Accepted for source compatibility: cells are never reused in a render.
    open func prepareForReuse() {}
}

/// The object that gives a collection view its items, as UIKit's `UICollectionViewDataSource`
/// (never asked in a render).
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// The object a collection view tells about selections, as UIKit's `UICollectionViewDelegate`;
/// every method is optional. Nothing is selected in a render.
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// The item at `indexPath` was selected.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

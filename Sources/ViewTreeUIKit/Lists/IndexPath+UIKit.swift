import Foundation

extension IndexPath {
    /// The index of a table view's row in its section, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The index of a collection view's item in its section, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { isEmpty ? 0 : self[0] }
        set { if isEmpty { self = [newValue] } else { self[0] = newValue } }
    }
    /// The row: the second index (0 for a shorter path).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = [section, newValue] }
    }
    /// The item: the second index (0 for a shorter path).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

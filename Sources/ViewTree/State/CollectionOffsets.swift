import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as a list's `onDelete` hands them over (SwiftUI's
    /// collection extension).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at offset `destination` (counted
    /// before the move), as a list's `onMove` hands them over (SwiftUI's collection extension).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { elements.indices.contains($0) }.map { elements[$0] }
        var rest = elements.enumerated().filter { !source.contains($0.offset) }.map(\.element)
        let insertion = Swift.min(rest.count, Swift.max(0, destination - source.filter { $0 < destination }.count))
        rest.insert(contentsOf: moving, at: insertion)
        for (index, element) in zip(indices, rest) {
            self[index] = element
        }
    }
}

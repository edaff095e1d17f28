// A binding to a mutable collection is a collection of bindings to its elements, as in SwiftUI:
// `ForEach($items) { $item in TextField("Name", text: $item.name) }` and `List($items)` edit
// each element through its own binding.

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A run of the bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The first element's position.
    public var startIndex: Index { wrappedValue.startIndex }

    /// The position past the last element.
    public var endIndex: Index { wrappedValue.endIndex }

    /// The elements' positions.
    public var indices: Indices { wrappedValue.indices }

    /// The position after `index`.
    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    /// A binding to the element at `position`, reading and writing it in the bound collection.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { wrappedValue[position] }, set: { wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    /// The position before `index`.
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}

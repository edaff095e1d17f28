import Foundation

/// A key for a value a view passes to the custom layout it is in, as in SwiftUI: set with
/// `layoutValue(key:value:)`, read with `subview[MyKey.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of subviews that set none.
    static var defaultValue: Value { get }
}

/// `layoutValue(key:value:)`: the child as it is, carrying a value for its layout. ViewTree's
/// own containers read their modifiers' values this way too (grid cells, list rows), under the
/// modifier's name.
final class LayoutValueNode: TransparentModifierNode {
    private let key: ObjectIdentifier
    private let value: Any

    init(child: LayoutNode, key: ObjectIdentifier, value: Any, name: String = "layoutValue") {
        self.key = key
        self.value = value
        super.init(name: name, child: child)
    }

    override func layoutValue(for key: ObjectIdentifier) -> Any? {
        key == self.key ? value : child.layoutValue(for: key)
    }
}

nonisolated extension View {
    /// Gives this view `value` for `key`, which the custom layout it is in can read.
    public func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) -> some View {
        wrapNodes { node, _ in LayoutValueNode(child: node, key: ObjectIdentifier(key), value: value) }
    }

    /// Gives each of this view's nodes `value` for one of ViewTree's own containers, under the
    /// modifier's `name` in layout trees.
    func containerValue(_ key: Any.Type, _ value: Any, name: String) -> some View {
        wrapNodes { node, _ in LayoutValueNode(child: node, key: ObjectIdentifier(key), value: value, name: name) }
    }
}

extension LayoutNode {
    /// The value a `containerValue` modifier keyed by `key` gave this view, if any.
    func containerValue<Value>(_ key: Any.Type, as type: Value.Type = Value.self) -> Value? {
        layoutValue(for: ObjectIdentifier(key)) as? Value
    }
}

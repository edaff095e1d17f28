/// A stored property of a view that SwiftUI updates before the view's body is evaluated, as
/// SwiftUI's `DynamicProperty`: `@State`, `@Environment` and wrappers an app or framework makes
/// of them (SwiftData's `@Query`). ViewTree reads them when the body runs, so `update()` has
/// nothing to do by default.
public protocol DynamicProperty {
    /// Updates the property's values before the body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// The context of a state change, as in SwiftUI, where it carries the animation. A render
/// shows one still frame (the end state), so what it carries changes nothing drawn; it exists so
/// that code reading and setting it compiles.
public struct Transaction: Sendable {
    /// The animation the change runs with (nil: none).
    public var animation: Animation?
    /// Whether animations of views inside are turned off for this change.
    public var disablesAnimations = false
    /// Whether the change is one of a continuous series, such as a drag's.
    public var isContinuous = false

    /// An empty transaction.
    public init() {}

    /// A transaction animating with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` within `transaction`; a render shows the end state of the changes it makes.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

nonisolated extension View {
    /// Changes the transaction of state changes inside this view with `transform`; a render
    /// shows their end state, so the view is drawn as it is.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        unchangedInRender()
    }

    /// Changes the transaction with `transform` when `value` changes; drawn as it is.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        unchangedInRender()
    }

    /// Animates the parts of this view that `body` changes with `animation` (iOS 17); a render
    /// shows them changed.
    public func animation<V: View>(_ animation: Animation?,
                                   @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(value: self))
    }
}

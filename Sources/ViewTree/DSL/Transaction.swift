/// The context of a state change, as in SwiftUI, where it carries the animation. A render
/// shows one still frame, so it carries nothing yet; it exists so that code passing one compiles.
public struct Transaction: Sendable {
    /// An empty transaction.
    public init() {}
}

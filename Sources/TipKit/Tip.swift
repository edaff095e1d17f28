import Foundation
import ViewTree

/// A tip's content and the conditions under which it shows, as TipKit's `Tip`:
///
/// ```swift
/// struct FavoriteTip: Tip {
///     @Parameter static var hasLandmarks: Bool = false
///     var title: Text { Text("Save as a Favorite") }
///     var message: Text? { Text("Your favorite landmarks appear at the top of the list.") }
///     var image: Image? { Image(systemName: "star") }
///     var rules: [Rule] { [#Rule(Self.$hasLandmarks) { $0 == true }] }
/// }
/// ```
///
/// A tip shows only after `Tips.configure()`, when all its rules hold (or after
/// `Tips.showAllTipsForTesting()`), and until it is invalidated, as on iOS.
public protocol Tip: Identifiable, Sendable where ID == String {
    /// The tip's identity; the type's name unless the tip gives one.
    var id: String { get }
    /// The tip's title, drawn in the headline font.
    var title: Text { get }
    /// The tip's message under the title, in the secondary style.
    var message: Text? { get }
    /// The tip's image, beside the title, in the tint.
    var image: Image? { get }
    /// The buttons under the tip's text.
    var actions: [Action] { get }
    /// The conditions that must all hold for the tip to show.
    var rules: [Rule] { get }
    /// Options such as `Tips.MaxDisplayCount`.
    var options: [any TipOption] { get }
}

extension Tip {
    /// TipKit's action type, for `var actions: [Action]`.
    public typealias Action = Tips.Action
    /// TipKit's rule type, for `var rules: [Rule]`.
    public typealias Rule = Tips.Rule
    /// TipKit's event type, for `static let didOpen = Event(id: "didOpen")`.
    public typealias Event = Tips.Event
    /// The option that caps how often the tip shows.
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    /// The option that lets the tip ignore the display frequency.
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency

    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Action] { [] }
    public var rules: [Rule] { [] }
    public var options: [any TipOption] { [] }

    /// Whether the tip shows now: TipKit is configured, the tip is not invalidated or hidden
    /// for testing, and it is shown for testing or all its rules hold.
    public var shouldDisplay: Bool {
        TipDatastore.shared.shouldDisplay(id: id, type: (self as? AnyTip)?.baseType ?? Self.self, rules: rules)
    }

    /// Where the tip stands: invalidated, available (it would show) or pending (its rules do
    /// not hold yet).
    public var status: Tips.Status {
        if let reason = TipDatastore.shared.invalidationReason(of: id) { return .invalidated(reason) }
        return shouldDisplay ? .available : .pending
    }

    /// Whether the tip should show, now and then whenever it changes. A render takes the first value;
    /// the stream stays open as on iOS, and ends when the task reading it is cancelled.
    public var shouldDisplayUpdates: AsyncStream<Bool> {
        let value = shouldDisplay
        return AsyncStream { $0.yield(value) }
    }

    /// The tip's status, now and then whenever it changes (see `shouldDisplayUpdates`).
    public var statusUpdates: AsyncStream<Tips.Status> {
        let value = status
        return AsyncStream { $0.yield(value) }
    }

    /// Stops the tip from showing again, for `reason`.
    public func invalidate(reason: Tips.InvalidationReason) {
        TipDatastore.shared.invalidate(id: id, reason: reason)
    }
}

/// A type-erased tip, as TipKit's `AnyTip`.
public struct AnyTip: Tip {
    private let base: any Tip

    /// The tip `tip`, erased.
    public init(_ tip: any Tip) { base = tip }

    public var id: String { base.id }
    public var title: Text { base.title }
    public var message: Text? { base.message }
    public var image: Image? { base.image }
    public var actions: [Action] { base.actions }
    public var rules: [Rule] { base.rules }
    public var options: [any TipOption] { base.options }
    /// The erased tip's type, which the testing switches name.
    var baseType: any Tip.Type { type(of: base) }
}

/// An option of a tip (`Tips.MaxDisplayCount`, `Tips.IgnoresDisplayFrequency`), as TipKit's.
public protocol TipOption: Sendable {}

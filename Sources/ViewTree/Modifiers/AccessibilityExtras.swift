import Foundation

// VoiceOver and Switch Control settings a still frame does not show: they compile as in SwiftUI
// and leave the view as it is.

/// Which view VoiceOver's cursor is on, as SwiftUI's `@AccessibilityFocusState`: it behaves as
/// `FocusState` does, holding its initial value (`false` or `nil`) in a still render.
public typealias AccessibilityFocusState = FocusState

/// An entry of a custom VoiceOver rotor, as SwiftUI's `AccessibilityRotorEntry`.
public struct AccessibilityRotorEntry<ID: Hashable> {
    /// The entry's label, read by VoiceOver.
    public let label: Text
    /// The identifier of the view the entry moves to.
    public let id: ID

    /// An entry labelled `label` moving to the view identified by `id`.
    public init(_ label: Text, id: ID) {
        self.label = label
        self.id = id
    }

    /// An entry labelled with the string `label` moving to the view identified by `id`.
    public init<L: StringProtocol>(_ label: L, id: ID) {
        self.init(Text(label), id: id)
    }
}

/// Builds a rotor's entries, as SwiftUI's `AccessibilityRotorContentBuilder`.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// The entries, in order.
    public static func buildBlock<ID: Hashable>(_ entries: AccessibilityRotorEntry<ID>...) -> [AccessibilityRotorEntry<ID>] {
        entries
    }

    /// The entries of a loop.
    public static func buildArray<ID: Hashable>(_ entries: [[AccessibilityRotorEntry<ID>]]) -> [AccessibilityRotorEntry<ID>] {
        entries.flatMap { $0 }
    }

    /// One entry among several.
    public static func buildExpression<ID: Hashable>(_ entry: AccessibilityRotorEntry<ID>) -> AccessibilityRotorEntry<ID> {
        entry
    }
}

/// The role of a view in a label–content pair, as SwiftUI's `AccessibilityLabeledPairRole`.
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The label.
    case label
    /// The content the label describes.
    case content
}

/// What kind of text a view holds, for VoiceOver, as SwiftUI's `AccessibilityTextContentType`.
public struct AccessibilityTextContentType: Hashable, Sendable {
    private let name: String
    /// Plain text.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Console output.
    public static let console = AccessibilityTextContentType(name: "console")
    /// A file system's names.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// A story.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A spreadsheet's cells.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word processor's text.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// A pinch VoiceOver turns into zooming, as SwiftUI's `AccessibilityZoomGestureAction`.
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way the zoom goes.
    public enum Direction: Hashable, Sendable {
        /// Zooming in.
        case zoomIn
        /// Zooming out.
        case zoomOut
    }

    /// Which way the zoom goes.
    public let direction: Direction
    /// Where the zoom centres, in the view's coordinates.
    public let location: UnitPoint
    /// Where the zoom centres, on the screen.
    public let point: CGPoint
}

/// How VoiceOver passes touches through to a view, as SwiftUI's `AccessibilityDirectTouchOptions`.
public struct AccessibilityDirectTouchOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// The options with `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// VoiceOver keeps speaking as the view is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    /// The touch activates the view first.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

nonisolated extension View {
    /// Moves VoiceOver's cursor to this view while `binding` is true.
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View {
        unchangedInRender()
    }

    /// Moves VoiceOver's cursor to this view while `binding` equals `value`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View {
        unchangedInRender()
    }

    /// Adds a VoiceOver rotor labelled `label` with the entries `entries` builds.
    public func accessibilityRotor<ID: Hashable>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: () -> [AccessibilityRotorEntry<ID>]) -> some View {
        unchangedInRender()
    }

    /// Adds a VoiceOver rotor labelled with the string `label`.
    public func accessibilityRotor<L: StringProtocol, ID: Hashable>(
        _ label: L, @AccessibilityRotorContentBuilder entries: () -> [AccessibilityRotorEntry<ID>]) -> some View {
        unchangedInRender()
    }

    /// Gives VoiceOver the views `children` builds as this view's children.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { unchangedInRender() }

    /// Pairs this view, as `role`, with the other half identified by `id` in `namespace`.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID,
                                                       in namespace: Namespace.ID) -> some View {
        unchangedInRender()
    }

    /// Links this view with the others sharing `id` in `namespace`, for VoiceOver.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        unchangedInRender()
    }

    /// Keeps Smart Invert from inverting this view's colours.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { unchangedInRender() }

    /// Tells VoiceOver what kind of text this view holds.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        unchangedInRender()
    }

    /// Adds a piece of content VoiceOver reads on request, labelled `label`.
    public func accessibilityCustomContent<L: StringProtocol, V: StringProtocol>(
        _ label: L, _ value: V, importance: AXCustomContent.Importance = .default) -> some View {
        unchangedInRender()
    }

    /// Adds a piece of content VoiceOver reads on request, labelled `label`.
    public func accessibilityCustomContent(_ label: Text, _ value: Text,
                                           importance: AXCustomContent.Importance = .default) -> some View {
        unchangedInRender()
    }

    /// Where VoiceOver activates this view, as a unit point of its bounds.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { unchangedInRender() }

    /// Where VoiceOver activates this view, as a point in its bounds.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { unchangedInRender() }

    /// Runs `handler` when VoiceOver scrolls towards an edge with three fingers.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { unchangedInRender() }

    /// Runs `handler` when VoiceOver zooms with a pinch.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        unchangedInRender()
    }

    /// Lets touches reach this view directly while VoiceOver runs.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true,
                                         options: AccessibilityDirectTouchOptions = []) -> some View {
        unchangedInRender()
    }
}

/// Custom accessibility content, as the Accessibility framework's `AXCustomContent`.
public enum AXCustomContent {
    /// How important a piece of custom content is.
    public enum Importance: Hashable, Sendable {
        /// Read on request.
        case `default`
        /// Read with the view's label.
        case high
    }
}

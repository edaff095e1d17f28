import Foundation

// Matched geometry and zoom transitions animate one view into another's frame as a state
// changes. A still render shows one state, in which each identifier names one visible view
// (the usual use: the other state's view is not in the tree), so the views are drawn where their
// own layout puts them.

/// What `matchedGeometryEffect` takes from the source view, as in SwiftUI.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The properties' bits.
    public let rawValue: UInt32
    /// The properties with `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The source's position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The source's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// The source's position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How a pushed view enters and leaves, as SwiftUI's `NavigationTransition`.
public protocol NavigationTransition {}

/// The platform's push transition.
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {}

/// A zoom from a source view marked with `matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition, Sendable {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's push transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked with `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

nonisolated extension View {
    /// Moves the view to the frame of the source view with `id` in `namespace` as state changes,
    /// on a device; a render draws it where its layout puts it.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        unchangedInRender()
    }

    /// Marks the view as where a zoom transition with `id` in `namespace` starts.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { unchangedInRender() }

    /// How the view enters and leaves a navigation stack, on a device.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { unchangedInRender() }
}

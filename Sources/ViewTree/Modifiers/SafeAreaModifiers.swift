import Foundation

/// The kinds of safe area a view can ignore, as in SwiftUI.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The container's own margins: status bar, home indicator, bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (never shown in a rendering).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Grows this view over the safe area on `edges` where it reaches the safe area's edge, as
    /// a full-screen background does. Its layout among its siblings is unchanged.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        wrapNodes { node, environment in
            // Only the container region exists in a rendering; the keyboard is never up.
            guard regions.contains(.container) else { return node }
            return IgnoresSafeAreaNode(child: node, edges: AbsoluteEdges(edges, direction: environment.layoutDirection))
        }
    }

    /// Grows this view over the safe area on `edges` (SwiftUI's older name for `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

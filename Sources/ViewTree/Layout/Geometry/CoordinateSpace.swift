import Foundation

/// A coordinate system frames can be read in, as in SwiftUI: the view's own, the root's, or
/// that of a view named with `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    // Unchecked: names are immutable hashable values, as in SwiftUI.
    /// The root view's coordinates (the window's, or the rendered view's).
    case global
    /// The view's own coordinates: its top left is the origin.
    case local
    /// The coordinates of the enclosing view named `name`.
    case named(AnyHashable)
}

/// A coordinate space given by a value, SwiftUI 5's spelling: `.local`, `.global` and
/// `.named(_:)` work wherever a coordinate space is asked for.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The root view's coordinates.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The global coordinate space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinates.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    /// The local coordinate space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The coordinates of a view named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpace {
    /// The coordinates of the innermost scroll view around the view (its visible frame's origin is
    /// the origin; outside a scroll view, the root's).
    public static var scrollView: CoordinateSpace { NamedCoordinateSpace.scrollView.coordinateSpace }
}

/// The name under which a scroll view records its frame for `.scrollView`, which no app's name
/// equals.
private struct ScrollViewCoordinateSpaceName: Hashable {}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinates of the innermost scroll view around the view, as in
    /// `geometry.frame(in: .scrollView)` and `geometry.bounds(of: .scrollView)`.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName()))
    }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The root view's coordinates.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// A view's own coordinates.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinates of the enclosing view named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// `coordinateSpace(name:)`: the child as it is, its frame recorded under `name` for the views
/// inside it.
final class CoordinateSpaceNode: TransparentModifierNode {
    private let spaceName: AnyHashable

    init(child: LayoutNode, name: AnyHashable) {
        spaceName = name
        super.init(name: "coordinateSpace", child: child)
    }

    override func placement(for frame: CGRect, in context: PlacementContext) -> (frame: CGRect, context: PlacementContext) {
        var inner = context
        inner.coordinateSpaces[spaceName] = frame
        return (frame, inner)
    }
}

nonisolated extension View {
    /// Names this view's coordinate space, so that views inside can read frames in it with
    /// `.named(name)`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let name = AnyHashable(name)
        return wrapNodes { node, _ in CoordinateSpaceNode(child: node, name: name) }
    }

    /// Names this view's coordinate space (SwiftUI 5's spelling).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        coordinateSpace(name: name.name)
    }
}

import Foundation

/// What a view learns only when it is placed, in the root's coordinates: the safe area around
/// it, the frames of the named coordinate spaces it is inside and what the scroll view it is in
/// shows.
struct PlacementContext {
    /// The safe area the view sees.
    var safeArea: SafeArea = .none
    /// The frames of the views named with `coordinateSpace(name:)` around the view, by name.
    var coordinateSpaces: [AnyHashable: CGRect] = [:]
    /// The innermost scroll view around the view, if any.
    var scrollViewport: ScrollViewport?
}

/// A child placed by its parent: its frame relative to the parent's top left (on the screen,
/// right-to-left layouts already mirrored) and the context it is placed in.
struct ChildPlacement {
    let node: LayoutNode
    let frame: CGRect
    let context: PlacementContext
}

import Foundation

/// Where a scroll view is scrolled to, as SwiftUI's `ScrollPosition` (iOS 18): an edge, a point
/// or the view with an identifier. A render shows a scroll view positioned at an edge scrolled
/// to it (as `defaultScrollAnchor(_:)` does); a point or a view's identifier is kept for the code
/// reading it, and the content is drawn at rest from its top.
public struct ScrollPosition: Equatable {
    /// The edge scrolled to, if the position is an edge.
    public private(set) var edge: Edge?
    /// The point scrolled to, if the position is a point.
    public private(set) var point: CGPoint?
    /// The identifier of the view scrolled to, if the position is a view.
    private var id: AnyHashable?
    /// Whether the person scrolled the view there (never, in a render).
    public var isPositionedByUser: Bool { false }

    /// A position at `edge` (none: at rest).
    public init(edge: Edge? = nil) {
        self.edge = edge
    }

    /// A position at the view identified by `id`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self.id = AnyHashable(id)
    }

    /// A position at `point` of the content.
    public init(point: CGPoint) {
        self.point = point
    }

    /// A position at `x` and `y` of the content.
    public init(x: CGFloat, y: CGFloat) {
        point = CGPoint(x: x, y: y)
    }

    /// The identifier of the view scrolled to, as `type`, if the position is such a view.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { id?.base as? ID }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) {
        self = ScrollPosition(edge: edge)
    }

    /// Scrolls to the view identified by `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Scrolls to `point` of the content.
    public mutating func scrollTo(point: CGPoint) {
        self = ScrollPosition(point: point)
    }

    /// Scrolls to `x` and `y` of the content.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        self = ScrollPosition(x: x, y: y)
    }

    /// The unit point of the content a render shows this position at: the edge's, if it is one.
    var anchor: UnitPoint? {
        switch edge {
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case nil: nil
        }
    }
}

/// What a scroll view uses an anchor for, as SwiftUI's `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
    private let name: String
    /// Where the content starts, at rest.
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    /// Which point stays put as the content or the view changes size.
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    /// Where content smaller than the view is aligned.
    public static let alignment = ScrollAnchorRole(name: "alignment")
}

nonisolated extension View {
    /// Binds the scroll views inside to `position`: one at an edge is drawn scrolled to it.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        transformEnvironment { environment in
            if let edge = position.wrappedValue.anchor { environment.defaultScrollAnchor = edge }
        }
    }

    /// Anchors the scroll views inside at `anchor` for `role`: the initial offset and the
    /// alignment of small content show in a render (as `defaultScrollAnchor(_:)`), size changes
    /// do not.
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment { environment in
            if role != .sizeChanges { environment.defaultScrollAnchor = anchor }
        }
    }

    /// Runs `action` as the view scrolls into or out of sight (by `threshold` of it); a render
    /// shows the view at rest.
    public func onScrollVisibilityChange(threshold: Double = 0.5,
                                         _ action: @escaping (Bool) -> Void) -> some View {
        unchangedInRender()
    }

    /// Runs `action` with the identifiers of the scroll targets in sight as they change.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                             _ action: @escaping ([ID]) -> Void) -> some View {
        unchangedInRender()
    }

    /// Flashes the scroll indicators of the scroll views inside when they appear.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { unchangedInRender() }

    /// Flashes the scroll indicators of the scroll views inside when `value` changes.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { unchangedInRender() }
}

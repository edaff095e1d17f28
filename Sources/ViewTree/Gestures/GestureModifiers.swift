import Foundation

nonisolated extension View {
    /// Recognises `gesture` on the view, on a device; a render draws the view as it is.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { unchangedInRender() }

    /// Recognises `gesture` on the view while `isEnabled`, on a device.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { unchangedInRender() }

    /// Recognises `gesture` before the gestures of the view's subviews, on a device.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        unchangedInRender()
    }

    /// Recognises `gesture` together with the gestures of the view's subviews, on a device.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        unchangedInRender()
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { unchangedInRender() }

    /// Runs `action` with the tap's location when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { unchangedInRender() }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds, and
    /// `onPressingChanged` as the press starts and stops.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { unchangedInRender() }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds, and `pressing` as
    /// the press starts and stops (SwiftUI's older order, which the newer one wins over).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View { unchangedInRender() }

    /// Lets the view's own gestures win over the system's at `edges`, on a device.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { unchangedInRender() }
}

import Foundation

// Pointer hovering, as on an iPad with a trackpad: a still frame has no pointer, so these
// compile as in SwiftUI and leave the view as it is.

/// Where a hovering pointer is, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

nonisolated extension View {
    /// Runs `action` with whether a pointer is over the view.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { unchangedInRender() }

    /// Runs `action` as a pointer moves over the view, with its location in `coordinateSpace`.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        unchangedInRender()
    }

    /// Turns off the hover effects of the views inside.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { unchangedInRender() }

    /// The hover effect of the views inside that have the automatic one.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { unchangedInRender() }
}

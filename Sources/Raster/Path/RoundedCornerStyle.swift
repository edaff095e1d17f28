/// How the corners of a rounded rectangle are drawn, as in SwiftUI.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle (or quarter-ellipse) corners.
    case circular
    /// Apple's continuous corners: the curvature eases in from the straight edges.
    case continuous
}

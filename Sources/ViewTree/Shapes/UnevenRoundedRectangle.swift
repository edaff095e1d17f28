import Foundation
import Raster

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner (0: square).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners have radii of their own, as SwiftUI's `UnevenRoundedRectangle`
/// (leading on the left: the whole view is mirrored in right-to-left layouts). Each radius is
/// at most half the shorter side, *unverified*.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius per corner.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, topLeft: cornerRadii.topLeading, topRight: cornerRadii.topTrailing,
                            bottomRight: cornerRadii.bottomTrailing, bottomLeft: cornerRadii.bottomLeading, style: style)
        return path
    }

    /// The rectangle inset by `amount`, its corners shrunk with it so that a border stays parallel.
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: self, amount: amount) }

    /// The radii less `amount`, at least 0.
    func shrunk(by amount: CGFloat) -> UnevenRoundedRectangle {
        let radii = cornerRadii
        return UnevenRoundedRectangle(topLeadingRadius: max(0, radii.topLeading - amount),
                                      bottomLeadingRadius: max(0, radii.bottomLeading - amount),
                                      bottomTrailingRadius: max(0, radii.bottomTrailing - amount),
                                      topTrailingRadius: max(0, radii.topTrailing - amount), style: style)
    }
}

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`: a widget's
/// rounded rectangle in a widget; in an app's views, which have no such container, a rectangle.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    /// The container's shape.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: self, amount: amount) }
}

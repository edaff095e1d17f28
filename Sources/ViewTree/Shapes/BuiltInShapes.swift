import Foundation

/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners, continuous (Apple's squircle) by default as in SwiftUI.
nonisolated public struct RoundedRectangle: InsettableShape {
    /// The radius of the corners along each axis.
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// Corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerSize.width.nonNegativeLength, height: cornerSize.height.nonNegativeLength)
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: self, amount: amount) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: InsettableShape {
    /// Circular or continuous ends.
    public var style: RoundedCornerStyle

    /// A capsule, with circular ends by default as in SwiftUI.
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: self, amount: amount) }
}

/// The largest circle centred in its frame.
nonisolated public struct Circle: InsettableShape {
    /// A circle.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: self, amount: amount) }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape {
    /// An ellipse.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: self, amount: amount) }
}

/// A built-in shape drawn in its frame inset on every side.
nonisolated public struct _InsetShape: InsettableShape {
    let base: any Shape
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        // A rounded rectangle's corners shrink with it, so the border stays parallel.
        if let rounded = base as? RoundedRectangle {
            let corner = CGSize(width: max(0, rounded.cornerSize.width - amount),
                                height: max(0, rounded.cornerSize.height - amount))
            return Path(roundedRect: inset, cornerSize: corner, style: rounded.style)
        }
        return base.path(in: inset)
    }

    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: base, amount: self.amount + amount) }
}

/// A shape's outline between two fractions of its length, as `trim(from:to:)` makes.
nonisolated public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let start: CGFloat
    let end: CGFloat

    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: start, to: end) }
}

nonisolated extension Shape {
    /// The part of the outline between `startFraction` and `endFraction` of its length (a
    /// circle starts at its trailing point and runs clockwise), usually stroked.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, start: startFraction, end: endFraction)
    }
}

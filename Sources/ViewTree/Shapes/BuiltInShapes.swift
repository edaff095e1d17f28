import Foundation

/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape {
    /// A rectangle.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: self, amount: amount) }
}

/// A rectangle with rounded corners, continuous (Apple's squircle) by default as in SwiftUI.
nonisolated public struct RoundedRectangle: InsettableShape, ReportingInvalidNumbers {
    /// The radius of the corners along each axis.
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// The radii given that were not valid (NaN, infinite or negative: zero is used).
    let invalidNumbers: InvalidNumbers

    /// Corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        var numbers = InvalidNumbers("RoundedRectangle")
        let radius = numbers.length("cornerRadius", cornerRadius)
        self.init(cornerSize: CGSize(width: radius, height: radius), style: style, numbers: numbers)
    }

    /// Corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        var numbers = InvalidNumbers("RoundedRectangle")
        let size = CGSize(width: numbers.length("cornerSize.width", cornerSize.width),
                          height: numbers.length("cornerSize.height", cornerSize.height))
        self.init(cornerSize: size, style: style, numbers: numbers)
    }

    private init(cornerSize: CGSize, style: RoundedCornerStyle, numbers: InvalidNumbers) {
        self.cornerSize = cornerSize
        self.style = style
        invalidNumbers = numbers
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
nonisolated public struct _InsetShape: InsettableShape, ReportingInvalidNumbers {
    let base: any Shape
    let amount: CGFloat

    /// The numbers the shape inset replaced.
    var invalidNumbers: InvalidNumbers { InvalidNumbers(of: base) }

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        // A rounded rectangle's corners shrink with it, so the border stays parallel.
        if let rounded = base as? RoundedRectangle {
            let corner = CGSize(width: max(0, rounded.cornerSize.width - amount),
                                height: max(0, rounded.cornerSize.height - amount))
            return Path(roundedRect: inset, cornerSize: corner, style: rounded.style)
        }
        if let uneven = base as? UnevenRoundedRectangle { return uneven.shrunk(by: amount).path(in: inset) }
        return base.path(in: inset)
    }

    public func inset(by amount: CGFloat) -> _InsetShape { _InsetShape(base: base, amount: self.amount + amount) }

    /// Whether a solid stroke `lineWidth` wide of this outline in `rect` covers the whole base
    /// shape: the inset has closed it up, and the stroke reaches back out to the base's outline
    /// (a `strokeBorder` or `border` at least half as wide as the shape's shorter side).
    func isCovered(byStrokeOf lineWidth: CGFloat, in rect: CGRect) -> Bool {
        2 * amount >= min(rect.width, rect.height) && lineWidth >= 2 * amount
    }
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

import Foundation

/// Where an annotation goes relative to its mark, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, top, bottom, leading, trailing, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// Above a vertical bar, after a horizontal one, on top of other marks.
    public static let automatic = AnnotationPosition(.automatic)
    /// Above the mark.
    public static let top = AnnotationPosition(.top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(.bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(.leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(.trailing)
    /// On the mark.
    public static let overlay = AnnotationPosition(.overlay)
    /// Above and before the mark.
    public static let topLeading = AnnotationPosition(.topLeading)
    /// Above and after the mark.
    public static let topTrailing = AnnotationPosition(.topTrailing)
    /// Below and before the mark.
    public static let bottomLeading = AnnotationPosition(.bottomLeading)
    /// Below and after the mark.
    public static let bottomTrailing = AnnotationPosition(.bottomTrailing)
}

/// What an annotation does when it would run past the chart, as Swift Charts'
/// `AnnotationOverflowResolution`; a render draws it where it falls.
public struct AnnotationOverflowResolution: Sendable {
    /// What to do along one axis.
    public struct Strategy: Sendable {
        private init() {}

        /// As the chart decides.
        public static var automatic: Strategy { Strategy() }
        /// Let it overflow.
        public static var disabled: Strategy { Strategy() }
        /// Move it inside the chart.
        public static var fit: Strategy { Strategy() }
        /// Widen the scale to make room.
        public static var padScale: Strategy { Strategy() }
        /// Move it inside `boundary`.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy() }
    }

    /// What an annotation is kept inside.
    public struct Boundary: Sendable {
        private init() {}

        /// As the chart decides.
        public static var automatic: Boundary { Boundary() }
        /// The chart's frame.
        public static var chart: Boundary { Boundary() }
        /// The plot area.
        public static var plot: Boundary { Boundary() }
    }

    /// The strategies along x and y.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}

    /// As the chart decides.
    public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }
}

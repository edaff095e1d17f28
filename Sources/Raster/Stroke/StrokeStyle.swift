import Foundation

/// The shape of a line's ends, as in CoreGraphics.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops at its end point.
    case butt
    /// A half disc beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
}

/// The shape of the corner where two segments of a line meet, as in CoreGraphics.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, cut to a bevel beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut straight across.
    case bevel
}

/// How a path is stroked, with SwiftUI's names and defaults.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// The shape of open ends.
    public var lineCap: CGLineCap
    /// The shape of corners.
    public var lineJoin: CGLineJoin
    /// The longest miter, as a multiple of the line width, before a miter join becomes a bevel.
    public var miterLimit: CGFloat
    /// Alternating lengths of dashes and gaps; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

import Foundation

/// A mark's size along one dimension, as Swift Charts' `MarkDimension`: automatic, a fixed
/// number of points, an inset from the automatic size, or a ratio of it.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable {
        case automatic
        case fixed(CGFloat)
        case inset(CGFloat)
        case ratio(CGFloat)
    }

    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The size the chart chooses.
    public static var automatic: MarkDimension { MarkDimension(.automatic) }
    /// `value` points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(.fixed(value)) }
    /// The automatic size less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(.inset(value)) }
    /// `ratio` of the automatic size.
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(.ratio(ratio)) }

    /// `value` points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// `value` points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

    /// The size this dimension gives a mark whose automatic size is `automatic`.
    func resolve(automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: automatic
        case .fixed(let value): value
        case .inset(let value): max(0, automatic - value)
        case .ratio(let ratio): automatic * ratio
        }
    }

    /// Whether the chart chooses the size.
    var isAutomatic: Bool {
        if case .automatic = kind { return true }
        return false
    }
}

/// How marks of one category pile up, as Swift Charts' `MarkStackingMethod`.
public enum MarkStackingMethod: Hashable, Sendable {
    /// Each mark starts where the previous one ended.
    case standard
    /// Stacked, then scaled so that each category spans the whole axis (0 to 1).
    case normalized
    /// Stacked around zero.
    case center
    /// Every mark starts at zero.
    case unstacked
}

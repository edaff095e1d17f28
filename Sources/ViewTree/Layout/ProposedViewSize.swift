import Foundation

/// The size a parent offers a child, as in SwiftUI: `nil` on an axis asks for the child's ideal
/// size, `0` for its minimum and `.infinity` for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` by `height`. NaN counts as unspecified and negatives as zero, so
    /// bad input never reaches layout arithmetic.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = Self.sanitized(width)
        self.height = Self.sanitized(height)
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions unspecified: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Zero by zero: the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Infinite in both dimensions: the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with unspecified dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    private static func sanitized(_ value: CGFloat?) -> CGFloat? {
        guard let value, !value.isNaN else { return nil }
        return max(0, value)
    }
}

/// The two axes of a layout.
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public let rawValue: Int8
        /// The axes whose bits `rawValue` holds.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)

        /// Whether the set holds `axis`.
        func contains(_ axis: Axis) -> Bool { contains(Set(rawValue: 1 << axis.rawValue)) }
    }
}

extension ProposedViewSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        axis == .horizontal ? width : height
    }

    /// A proposal of `main` along `axis` and `cross` across it.
    init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }
}

extension CGSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat {
        axis == .horizontal ? width : height
    }

    /// A size of `main` along `axis` and `cross` across it.
    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

import Foundation
import Raster

// `lineHeight(_:)` (iOS 26): the distance between the baselines of consecutive lines, set with
// Foundation's `AttributedString.LineHeight` as SwiftUI takes it. ViewTree lays it out through
// the line spacing it already adds between lines: the spacing becomes what takes the natural
// baseline-to-baseline distance to the one asked for (it may be negative, drawing lines closer).

extension AttributedString {
    /// The line height of a paragraph: the distance between the baselines of two subsequent
    /// lines of text, as Foundation declares it for iOS 26.
    public struct LineHeight: Hashable, Sendable, Codable {
        private enum Rule: Hashable, Sendable, Codable {
            case fontMetrics
            case exact(CGFloat)
            case multiple(CGFloat)
            case leading(CGFloat)
        }

        private let rule: Rule

        /// The multiples of the point size `normal`, `tight` and `loose` stand for. Apple does
        /// not publish them: *unverified* (typographic conventions: 1.2 em normal, 1 em solid, 1.4 em
        /// loose; nilcoalescing.com, "Adjusting line height in SwiftUI on iOS 26", found `.normal`
        /// and `.variable` hardly different from the default on iOS 26, as 1.2 em is for SF Pro's
        /// 1.19 em and Inter's 1.21 em).
        private enum PerceivedMultiple {
            static let normal: CGFloat = 1.2
            static let tight: CGFloat = 1.0
            static let loose: CGFloat = 1.4
        }

        /// Constant line height based on a multiple of the point size that is perceived as
        /// normal (1.2 times the point size, *unverified*).
        public static var normal: AttributedString.LineHeight { .multiple(factor: PerceivedMultiple.normal) }

        /// Constant line height based on a multiple of the point size that is perceived as
        /// tight (1 times the point size, *unverified*).
        public static var tight: AttributedString.LineHeight { .multiple(factor: PerceivedMultiple.tight) }

        /// Constant line height based on a multiple of the point size that is perceived as
        /// loose (1.4 times the point size, *unverified*).
        public static var loose: AttributedString.LineHeight { .multiple(factor: PerceivedMultiple.loose) }

        /// Line height based on the fonts' own metrics: each font's ascent, descent and leading.
        public static var variable: AttributedString.LineHeight { Self(rule: .fontMetrics) }

        /// Constant line height based on a fixed total: exactly `points`, regardless of the
        /// ascent and descent of the fonts in use.
        public static func exact(points: CGFloat) -> AttributedString.LineHeight { Self(rule: .exact(points)) }

        /// Constant line height based on a multiple of the point size: the largest point size
        /// times `factor`, regardless of the ascent and descent of the fonts in use.
        public static func multiple(factor: CGFloat) -> AttributedString.LineHeight { Self(rule: .multiple(factor)) }

        /// Constant line height based on point size and a fixed increase: the largest point
        /// size plus `increase` points, regardless of the ascent and descent of the fonts in use.
        public static func leading(increase: CGFloat) -> AttributedString.LineHeight { Self(rule: .leading(increase)) }

        /// This line height, or `nil` (noted in `numbers`) when its amount is not finite or, for
        /// an exact height or a multiple, negative.
        func validated(_ numbers: inout InvalidNumbers) -> AttributedString.LineHeight? {
            switch rule {
            case .fontMetrics: self
            case .exact(let points): numbers.dimension("points", points) == nil ? nil : self
            case .multiple(let factor): numbers.dimension("factor", factor) == nil ? nil : self
            case .leading(let increase): numbers.spacing("increase", increase) == nil ? nil : self
            }
        }

        /// The baseline-to-baseline distance for lines whose largest point size is `pointSize`
        /// and whose fonts' own line height is `natural`.
        func distance(pointSize: CGFloat, natural: CGFloat) -> CGFloat {
            switch rule {
            case .fontMetrics: natural
            case .exact(let points): points
            case .multiple(let factor): pointSize * factor
            case .leading(let increase): max(0, pointSize + increase)
            }
        }

        /// The spacing added between lines set in `fonts` so that their baselines are this far
        /// apart: the distance asked for less the natural one (the largest font's line height).
        func addedLineSpacing(for fonts: [TextFont]) -> CGFloat {
            guard let pointSize = fonts.map(\.size).max(), let natural = fonts.map(\.lineHeight).max() else { return 0 }
            return distance(pointSize: pointSize, natural: natural) - natural
        }
    }
}

private struct LineHeightKey: EnvironmentKey { static let defaultValue: AttributedString.LineHeight? = nil }

extension EnvironmentValues {
    /// The default line height for text influenced by this environment; `nil` (the default)
    /// leaves each font's own line height.
    public var lineHeight: AttributedString.LineHeight? {
        get { self[LineHeightKey.self] }
        set { self[LineHeightKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the line height of text inside this view: the distance between the baselines of
    /// consecutive lines. `nil` leaves each font's own line height.
    public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
        var numbers = InvalidNumbers("lineHeight")
        let valid = lineHeight.flatMap { $0.validated(&numbers) }
        return environment(\.lineHeight, valid).reporting(numbers)
    }
}

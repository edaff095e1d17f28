import Foundation

/// What the public API makes of numbers that are not valid for what they set (SwiftUI logs
/// "Invalid frame dimension" for a negative or non-finite frame and carries on): lengths that
/// are not finite count as none, so a render never traps on NaN or infinity (*unverified*
/// beyond that message: SwiftUI's own clamping is not documented).
extension CGFloat {
    /// The value when finite, else `fallback` (offsets, insets, kerning, spacing).
    func finite(or fallback: CGFloat = 0) -> CGFloat {
        isFinite ? self : fallback
    }

    /// The value as a length that cannot be negative: finite and at least zero, else zero
    /// (radii, line widths).
    var nonNegativeLength: CGFloat {
        isFinite && self > 0 ? self : 0
    }

    /// The value clamped to `0...1`; NaN is `nanValue` (opacities, scale factors).
    func unitFraction(nanValue: CGFloat) -> CGFloat {
        isNaN ? nanValue : Swift.min(1, Swift.max(0, self))
    }
}

extension Optional where Wrapped == CGFloat {
    /// A flexible frame limit as SwiftUI takes it: `nil` for a negative or non-finite one (ignored),
    /// or, with `allowsInfinity`, positive infinity kept (`maxWidth: .infinity`).
    func validDimension(allowsInfinity: Bool = false) -> CGFloat? {
        guard let value = self, value >= 0, value.isFinite || allowsInfinity else { return nil }
        return value
    }
}

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
    /// A grid's spacing as it is laid out: finite and at least zero, else the default 8 (grids
    /// do not overlap their cells as stacks do with negative spacing; *unverified*).
    var gridSpacing: CGFloat {
        flatMap { $0.isFinite ? Swift.max(0, $0) : nil } ?? ViewSpacing.defaultDistance
    }

    /// A flexible frame limit as SwiftUI takes it: `nil` for a negative or non-finite one (ignored),
    /// or, with `allowsInfinity`, positive infinity kept (`maxWidth: .infinity`).
    func validDimension(allowsInfinity: Bool = false) -> CGFloat? {
        guard let value = self, value >= 0, value.isFinite || allowsInfinity else { return nil }
        return value
    }
}

extension EnvironmentValues {
    /// A stack's `spacing` as it is laid out, reported (as `container`'s) when not finite.
    func validSpacing(_ spacing: CGFloat?, of container: String) -> CGFloat? {
        var numbers = InvalidNumbers(container)
        let spacing = numbers.spacing("spacing", spacing)
        report(numbers)
        return spacing
    }
}

/// The numbers one modifier was given that are not valid for what they set, each with what was
/// used instead. Modifiers sanitise their numbers where they are called, and report what they
/// replaced as a render issue when the view is resolved, so a NaN from a division by zero in an
/// app shows up in the render's issues (SwiftUI logs "Invalid frame dimension" for frames).
struct InvalidNumbers: Sendable {
    /// The modifier, as written (`padding`, `frame`, `shadow`).
    let modifier: String
    /// "argument: value (replacement)" for each replaced number.
    private var notes: [String] = []

    /// A check of the numbers given to `modifier`.
    init(_ modifier: String) {
        self.modifier = modifier
    }

    /// `value` when finite, else `fallback` (noted).
    mutating func finite(_ argument: String, _ value: CGFloat, or fallback: CGFloat = 0) -> CGFloat {
        guard !value.isFinite else { return value }
        note(argument, value, using: "\(fallback)")
        return fallback
    }

    /// `value` as a length that cannot be negative: finite and at least zero, else zero (noted).
    mutating func length(_ argument: String, _ value: CGFloat) -> CGFloat {
        guard !(value.isFinite && value >= 0) else { return value }
        note(argument, value, using: "0")
        return 0
    }

    /// `value` clamped to `0...1` as SwiftUI clamps it silently; NaN is `nanValue` (noted).
    mutating func unitFraction(_ argument: String, _ value: CGFloat, nanValue: CGFloat) -> CGFloat {
        guard value.isNaN else { return value.unitFraction(nanValue: nanValue) }
        note(argument, value, using: "\(nanValue)")
        return nanValue
    }

    /// A flexible frame limit: `nil` (ignored, noted) when negative or not finite; with
    /// `allowsInfinity`, positive infinity is kept.
    mutating func dimension(_ argument: String, _ value: CGFloat?, allowsInfinity: Bool = false) -> CGFloat? {
        let valid = value.validDimension(allowsInfinity: allowsInfinity)
        if let value, valid == nil { note(argument, value, using: "nothing: it is ignored") }
        return valid
    }

    /// A stack's spacing: `nil` (the default spacing) when not finite (noted). Negative spacing
    /// is kept: it overlaps the views, as in SwiftUI.
    mutating func spacing(_ argument: String, _ value: CGFloat?) -> CGFloat? {
        guard let value, !value.isFinite else { return value }
        note(argument, value, using: "the default spacing")
        return nil
    }

    /// A grid's spacing: `value.gridSpacing`, noted when negative or not finite.
    mutating func gridSpacing(_ argument: String, _ value: CGFloat?) -> CGFloat {
        let valid = value.gridSpacing
        if let value, valid != value { note(argument, value, using: "\(valid)") }
        return valid
    }

    /// An image's pixels per point: 1 unless a positive normal number (noted), as NaN,
    /// infinities, zero, negatives and subnormals would make no size or an infinite one.
    mutating func scale(_ argument: String, _ value: CGFloat) -> CGFloat {
        let valid = Image.validScale(value)
        if valid != value { note(argument, value, using: "1") }
        return valid
    }

    /// Notes that `argument` was `value` and `replacement` was used instead.
    mutating func note(_ argument: String, _ value: CGFloat, using replacement: String) {
        notes.append("\(argument): \(value) (used \(replacement))")
    }

    /// The issue to report, or `nil` when every number was valid.
    var issue: ViewTreeRenderIssue? {
        guard !notes.isEmpty else { return nil }
        return ViewTreeRenderIssue(kind: .invalidNumber,
                                   message: "\(modifier) was given invalid numbers: \(notes.joined(separator: ", ")). "
                                       + "Numbers must be finite, lengths not negative and scales positive; check the computation that made them.")
    }
}

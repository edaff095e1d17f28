import Foundation

/// The line metrics of a text that decide its spacing from its neighbours in a stack, in points.
struct TextSpacingMetrics: Sendable, Equatable {
    /// From the top of the line to the baseline.
    var ascent: CGFloat
    /// From the baseline to the bottom of the line (positive).
    var descent: CGFloat
    /// The extra space between lines: the fonts' own and their text style's.
    var leading: CGFloat
    /// The length of a device pixel, which distances round up to.
    var pixelLength: CGFloat

    /// Ascent, descent and leading: the distance from one baseline to the next in a paragraph.
    var lineSpacing: CGFloat { ascent + descent + leading }

    /// The space between a text above and a text below in a stack: the lower text's leading,
    /// rounded up to the pixel grid, so that the two are set as consecutive lines of a paragraph
    /// in the lower text's font.
    ///
    /// OpenSwiftUI's reading (`Spacing.TextMetrics.spacing(top:bottom:)`) gives one text's
    /// leading (its authors flag the expression as garbled); which one is *measured*:
    /// cashapp/AccessibilitySnapshot's iOS 18.5 and 26.2 recordings of a headline over a
    /// subheadline (baselines 20.67 apart: the subheadline's leading 2.1 → 2.33 gives 20.76) and
    /// of a subheadline over a caption (17.0 apart: the caption's 1.68 → 2.0 gives 17.14).
    /// FIDELITY.md, "Default spacing between views".
    static func distance(from above: TextSpacingMetrics, to below: TextSpacingMetrics) -> CGFloat {
        let pixel = max(above.pixelLength, below.pixelLength)
        return (below.leading / pixel).rounded(.up) * pixel
    }
}

import Foundation

/// How text is broken into lines, aligned and cut short: what SwiftUI's `lineLimit`,
/// `truncationMode`, `multilineTextAlignment`, `lineSpacing` and `minimumScaleFactor` set.
public struct ParagraphStyle: Hashable, Sendable {
    /// Where a line sits within the text's width. Physical sides: a layout direction has
    /// already decided which side "leading" is.
    public enum Alignment: Hashable, Sendable {
        case left, center, right
    }

    /// Where an ellipsis replaces text that does not fit.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// The most lines shown, or `nil` for as many as the text needs.
    public var lineLimit: Int?
    /// Where text that does not fit is cut.
    public var truncationMode: TruncationMode
    /// Where each line sits within the widest one.
    public var alignment: Alignment
    /// Points added between lines.
    public var lineSpacing: CGFloat
    /// How far the font may shrink (a fraction of its size) before text is truncated.
    public var minimumScaleFactor: CGFloat

    /// SwiftUI's defaults: no line limit, tail truncation, leading alignment, no extra line
    /// spacing, no shrinking.
    public init(lineLimit: Int? = nil, truncationMode: TruncationMode = .tail, alignment: Alignment = .left,
                lineSpacing: CGFloat = 0, minimumScaleFactor: CGFloat = 1) {
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
    }
}

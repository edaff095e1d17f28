import Foundation
import Raster

/// Text laid out: shaped once against its environment, then measured for each proposal (the
/// ideal size is one line per paragraph). Sizes are rounded up to whole pixels so that the
/// frame a parent gives back always holds the same lines.
final class TextNode: LayoutNode {
    private let content: String
    /// The shaped text and what was measured and laid out from it, or why it could not be shaped.
    private let shaped: Result<ShapedTextCache.Entry, any Error>
    /// Each run's own colour, where it sets one; the others take the foreground style.
    private let runColors: [RGBAColor?]
    private let environment: EnvironmentValues
    private let decorations: TextDecorations
    private let style: ParagraphStyle
    private let scale: CGFloat
    /// How far the text keeps from its neighbours in stacks, from its fonts' line metrics.
    private let spacing: ViewSpacing

    init(text: Text, environment: EnvironmentValues) {
        // The runs are read once: a text joined by `+` assembles them when read.
        let runs = text.runs
        content = runs.string(in: environment)
        scale = max(1, environment.displayScale.isFinite ? environment.displayScale : 1)
        self.environment = environment
        runColors = runs.map { run in
            (run.color ?? (run.isLink ? environment.tint ?? .accentColor : nil))?.resolved(in: environment)
        }
        decorations = TextDecorations(underlines: runs.map { $0.underline ?? environment.underline },
                                      strikethroughs: runs.map { $0.strikethrough ?? environment.strikethrough },
                                      colorScheme: environment.colorScheme, osVersion: environment.viewTreeOSVersion)
        // Kerning and tracking set on the text itself (or an attributed string) are checked here,
        // where the render can be told.
        var numbers = InvalidNumbers("Text")
        // Each run's span, and the space its font's text style puts between lines.
        let setRuns = Result {
            try runs.map { run -> (span: TextSpan, lineSpacing: CGFloat) in
                var font = run.font ?? environment.font ?? .body
                if let design = run.design ?? environment.fontDesign { font = font.defaultingDesign(to: design) }
                if let weight = run.weight ?? environment.fontWeight { font = font.weight(weight) }
                if run.italic || environment.italic { font = font.italic() }
                if run.monospacedDigit || environment.monospacedDigit { font = font.monospacedDigit() }
                let resolved = try font.resolved(dynamicTypeSize: environment.dynamicTypeSize)
                if let image = run.image {
                    return (Self.span(showing: image, font: resolved, weight: font.resolvedWeight, in: environment), 0)
                }
                let span = TextSpan(run.string(in: environment), font: resolved.textFont,
                                    kerning: run.kerning.map { numbers.finite("kerning", $0) } ?? environment.kerning,
                                    tracking: run.tracking.map { numbers.finite("tracking", $0) } ?? environment.tracking,
                                    baselineOffset: run.baselineOffset.map { numbers.finite("baselineOffset", $0) }
                                        ?? environment.baselineOffset)
                return (span, resolved.lineSpacing)
            }
        }
        let spans = setRuns.map { $0.map(\.span) }
        // The widest spacing a text style of the text asks between lines (SwiftUI spaces a
        // paragraph by its largest font's line height).
        let styleLineSpacing = (try? setRuns.get())?.map(\.lineSpacing).max() ?? 0
        // An attributed string's line height, checked as `lineHeight(_:)` checks its own.
        let runLineHeight = runs.lazy.compactMap(\.lineHeight).first.flatMap { $0.validated(&numbers) }
        environment.report(numbers)
        shaped = spans.map(ShapedTextCache.shared.entry(for:))
        let pixelLength = 1 / scale
        spacing = (try? spans.get()).map { Self.spacing(of: $0, lineSpacing: styleLineSpacing, pixelLength: pixelLength) }
            ?? .plainView
        // `lineHeight(_:)` (or an attributed string's `lineHeight`, first) sets the
        // baseline-to-baseline distance through the spacing between lines; otherwise a text
        // style's lines are its line height apart.
        let lineHeightSpacing = (runLineHeight ?? environment.lineHeight).map { lineHeight in
            (try? spans.get()).map { lineHeight.addedLineSpacing(for: $0.map(\.font)) } ?? 0
        } ?? styleLineSpacing
        let alignment: ParagraphStyle.Alignment
        switch (environment.multilineTextAlignment, environment.layoutDirection) {
        case (.center, _): alignment = .center
        case (.leading, .leftToRight), (.trailing, .rightToLeft): alignment = .left
        case (.trailing, .leftToRight), (.leading, .rightToLeft): alignment = .right
        }
        let truncation: ParagraphStyle.TruncationMode
        switch environment.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        style = ParagraphStyle(lineLimit: environment.lineLimit, truncationMode: truncation, alignment: alignment,
                               lineSpacing: environment.lineSpacing + lineHeightSpacing,
                               minimumScaleFactor: environment.minimumScaleFactor)
        super.init(name: "Text")
    }

    override var text: String? { content }

    override var viewSpacing: ViewSpacing { spacing }

    /// A text's spacing preferences from the largest of its fonts' line metrics, as SwiftUI takes
    /// its runs' largest font metrics, its leading being the space its text style puts between
    /// lines (`lineSpacing`) as well as the fonts' own.
    private static func spacing(of spans: [TextSpan], lineSpacing: CGFloat, pixelLength: CGFloat) -> ViewSpacing {
        guard !spans.isEmpty else { return .plainView }
        func largest(_ metric: (TextFont.LineMetrics) -> CGFloat) -> CGFloat {
            spans.map { metric($0.font.lineMetrics) * $0.font.size }.max() ?? 0
        }
        let metrics = TextSpacingMetrics(ascent: largest(\.ascent), descent: largest(\.descent),
                                         leading: largest(\.leading) + lineSpacing, pixelLength: pixelLength)
        return .text(metrics, capHeight: largest(\.capHeight))
    }

    /// The span of an image set in the text: a symbol's glyph, or nothing, reported, for an image
    /// that is not a symbol or a symbol ViewTree lacks.
    private static func span(showing image: InlineImage, font: ViewTreeResolvedFont, weight: Font.Weight,
                             in environment: EnvironmentValues) -> TextSpan {
        let reason: String
        switch image {
        case .symbol(let name):
            switch InlineSymbol.span(named: name, font: font, weight: weight, in: environment) {
            case .success(let span): return span
            case .failure(let error): reason = "Text(Image(systemName: \"\(name)\")) draws nothing: \(error.reason)."
            }
            environment.report(ViewTreeRenderIssue(kind: .unknownSymbol, message: reason))
        case .unsupported:
            environment.report(ViewTreeRenderIssue(kind: .notDrawn,
                                                   message: "Text(Image(...)) draws SF Symbols only; this image is left out of the text."))
        }
        return TextSpan("", font: font.textFont)
    }

    /// Why the text cannot be drawn (its fonts could not be loaded), if so.
    var failure: (any Error)? {
        if case .failure(let error) = shaped { return error }
        return nil
    }

    /// The ideal measurement (one line per paragraph), made once.
    private lazy var idealMeasurement: TextMeasurement? = {
        guard case .success(let entry) = shaped else { return nil }
        return entry.measurement(width: nil, height: nil, style: style)
    }()

    /// The proposal the text is broken into lines for: none (the ideal layout) when there is
    /// room for the ideal size, as stacks propose at infinity and again at the size they settle
    /// on, so that most proposals end there without breaking lines.
    private func lineBreakingProposal(_ proposal: ProposedViewSize, ideal: TextMeasurement) -> ProposedViewSize {
        (proposal.width ?? .infinity) >= ideal.size.width && (proposal.height ?? .infinity) >= ideal.size.height
            ? .unspecified : proposal
    }

    /// The text measured for `proposal`, without placing glyphs: what layout asks.
    private func measurement(_ proposal: ProposedViewSize) -> TextMeasurement? {
        guard case .success(let entry) = shaped, let ideal = idealMeasurement else { return nil }
        let lines = lineBreakingProposal(proposal, ideal: ideal)
        return lines == .unspecified ? ideal : entry.measurement(width: lines.width, height: lines.height, style: style)
    }

    /// The text laid out for `proposal` with its glyphs placed: what drawing needs.
    private func layout(_ proposal: ProposedViewSize) -> TextLayout? {
        guard case .success(let entry) = shaped, let ideal = idealMeasurement else { return nil }
        let lines = lineBreakingProposal(proposal, ideal: ideal)
        return entry.layout(width: lines.width, height: lines.height, style: style)
    }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        guard let renderer = environment.textRenderer else { return ownSize(for: proposal) }
        return renderer.sizeThatFits(proposal: proposal, text: TextProxy(measure: ownSize(for:)))
    }

    /// The text's size for `proposal`, without a renderer's say.
    private func ownSize(for proposal: ProposedViewSize) -> CGSize {
        guard var size = measurement(proposal)?.size else { return .zero }
        size.height = max(size.height, reservedHeight)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// The height of the lines `lineLimit(_:reservesSpace:)` keeps room for, measured on the
    /// first line of the ideal layout (the text is drawn at the top of that room).
    private var reservedHeight: CGFloat {
        let count = environment.reservedLineCount
        guard count > 0, let ideal = idealMeasurement, ideal.lineCount > 0 else { return 0 }
        return CGFloat(count) * ideal.firstLineHeight + CGFloat(count - 1) * style.lineSpacing
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        guard let layout = layout(ProposedViewSize(frame.size)) else { return }
        // A gradient foreground spans the whole text view.
        let foreground = ForegroundStyle()._paint(in: frame, environment: environment)
        let paints = runColors.map { $0.map(Paint.color) ?? foreground }
        if environment.showsPlaceholders {
            list += RedactionPlaceholder.bars(for: layout, at: frame.origin, paint: paints.first ?? foreground)
            return
        }
        if let renderer = environment.textRenderer {
            // The renderer draws in the text's own coordinates, its paints spanning its bounds.
            let local = CGRect(origin: .zero, size: frame.size)
            let foreground = ForegroundStyle()._paint(in: local, environment: environment)
            let textLayout = Text.Layout(base: layout, paints: runColors.map { $0.map(Paint.color) ?? foreground },
                                         direction: environment.layoutDirection)
            let items = GraphicsContext.items(drawing: textLayout, with: renderer, in: environment)
            list.append(.transform(CGAffineTransform(translationX: frame.minX, y: frame.minY), items))
        } else {
            list.append(.text(layout, frame.origin, paints))
        }
        list += decorations.items(for: layout, at: frame.origin, paints: paints)
    }

    /// The lines shown in `size` and the line limit, when the text is cut short with an ellipsis.
    func truncation(in size: CGSize) -> (lines: Int, lineLimit: Int?)? {
        guard let measured = measurement(ProposedViewSize(size)), measured.isTruncated else { return nil }
        return (measured.lineCount, style.lineLimit)
    }

    /// Text sets its first and last baselines, and the start of a list row's separator.
    override func computeExplicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        switch key {
        case VerticalAlignment.firstTextBaseline.key: return measurement(ProposedViewSize(size))?.firstBaseline
        case VerticalAlignment.lastTextBaseline.key: return measurement(ProposedViewSize(size))?.lastBaseline
        case HorizontalAlignment.listRowSeparatorLeading.key: return 0
        default: return nil
        }
    }
}

import Foundation

extension ShapedText {
    /// Breaks the text into lines for a proposed size and places them.
    ///
    /// A `nil` (or NaN) width is SwiftUI's ideal size: each paragraph on one line. A width wraps
    /// at break opportunities, and inside a word only when the word alone is wider than the
    /// line. A height, like `style.lineLimit`, limits the number of lines (never below one);
    /// text left over is truncated with an ellipsis. `style.minimumScaleFactor` below 1 first
    /// shrinks the font as far as that allows to avoid truncating or splitting words.
    public func layout(width: CGFloat?, height: CGFloat? = nil, style: ParagraphStyle = ParagraphStyle()) -> TextLayout {
        guard !clusters.isEmpty else {
            return TextLayout(lines: [], size: .zero, isTruncated: false, scaleFactor: 1)
        }
        return place(fit(width: width, height: height, style: style), style: style)
    }

    /// What `layout(width:height:style:)` would give, measured without placing glyphs: the
    /// same lines, broken the same way, with only their widths and heights added up. Layout
    /// asks text its size for several proposals and draws it at one; this answers the others.
    public func measure(width: CGFloat?, height: CGFloat? = nil, style: ParagraphStyle = ParagraphStyle()) -> TextMeasurement {
        guard !clusters.isEmpty else { return TextMeasurement.empty }
        let fit = fit(width: width, height: height, style: style)
        var width: CGFloat?
        var first: (baseline: CGFloat, height: CGFloat)?
        var last: (baseline: CGFloat, descent: CGFloat)?
        forEachLine(of: fit, style: style, withGlyphs: false) { builder, origin, ascent, descent in
            width = max(width ?? builder.visibleEnd, builder.visibleEnd)
            if first == nil { first = (origin.y, ascent + descent) }
            last = (origin.y, descent)
        }
        return TextMeasurement(size: CGSize(width: width ?? 0, height: last.map { $0.baseline + $0.descent } ?? 0),
                               lineCount: fit.lines.count, firstBaseline: first?.baseline ?? 0,
                               lastBaseline: last?.baseline ?? 0, firstLineHeight: first?.height ?? 0,
                               isTruncated: fit.truncated, scaleFactor: fit.scale)
    }

    /// The lines for a proposal: at full size, or shrunk as far as `style.minimumScaleFactor`
    /// allows to avoid truncating or splitting words.
    private func fit(width: CGFloat?, height: CGFloat?, style: ParagraphStyle) -> LineFit {
        let maxWidth = width.flatMap { $0.isNaN ? nil : max(0, $0) } ?? .infinity
        let maxHeight = height.flatMap { $0.isNaN ? nil : max(0, $0) } ?? .infinity
        var fit = fitLines(maxWidth: maxWidth, maxHeight: maxHeight, style: style, scale: 1)
        let minimumScale = style.minimumScaleFactor.isNaN ? 1 : min(1, max(0.01, style.minimumScaleFactor))
        if minimumScale < 1, !fit.fits {
            // The largest scale that fits, to 1/4096 of the range: a fixed number of halvings,
            // so the result is the same every time.
            let smallest = fitLines(maxWidth: maxWidth, maxHeight: maxHeight, style: style, scale: minimumScale)
            fit = smallest
            if smallest.fits {
                var low = minimumScale, high: CGFloat = 1
                for _ in 0..<12 {
                    let middle = (low + high) / 2
                    let trial = fitLines(maxWidth: maxWidth, maxHeight: maxHeight, style: style, scale: middle)
                    if trial.fits {
                        low = middle
                        fit = trial
                    } else {
                        high = middle
                    }
                }
            }
        }
        return fit
    }

    // MARK: Breaking lines

    /// A part of a line: a range of clusters, or an ellipsis in a span's font.
    private enum Piece {
        case clusters(Range<Int>)
        case ellipsis(span: Int)
    }

    /// The lines chosen at one scale.
    private struct LineFit {
        var scale: CGFloat
        var lines: [[Piece]]
        var truncated: Bool
        /// Whether a word had to be split because it was wider than a line.
        var splitWord: Bool
        var fits: Bool { !truncated && !splitWord }
    }

    /// How much wider than the limit a line may measure and still fit: sums of the same
    /// advances in another order may differ in the last bits.
    private static let widthTolerance: CGFloat = 0.0001

    private func fitLines(maxWidth: CGFloat, maxHeight: CGFloat, style: ParagraphStyle, scale: CGFloat) -> LineFit {
        let limit = maxWidth / scale
        let (ranges, splitWord) = breakLines(limit: limit)
        var maxLines = style.lineLimit.map { max(1, $0) } ?? Int.max
        if maxHeight.isFinite {
            maxLines = min(maxLines, linesFitting(ranges, height: maxHeight, spacing: style.lineSpacing, scale: scale))
        }
        guard ranges.count > maxLines else {
            return LineFit(scale: scale, lines: ranges.map { [.clusters($0)] }, truncated: false, splitWord: splitWord)
        }
        var lines = ranges[..<(maxLines - 1)].map { [Piece.clusters($0)] }
        lines.append(truncatedLine(from: ranges[maxLines - 1].lowerBound, limit: limit, mode: style.truncationMode))
        return LineFit(scale: scale, lines: lines, truncated: true, splitWord: splitWord)
    }

    /// Greedy line breaking at `limit` points (at scale 1): each line takes as many clusters as
    /// fit, ending at the last break opportunity; spaces at a line's end hang past it.
    private func breakLines(limit: CGFloat) -> (lines: [Range<Int>], splitWord: Bool) {
        var lines: [Range<Int>] = []
        var splitWord = false
        var lineStart = 0
        var running: CGFloat = 0
        var lastBreak: Int?
        var index = 0
        while index < clusters.count {
            let cluster = clusters[index]
            if cluster.kind == .hardBreak {
                lines.append(lineStart..<index + 1)
                lineStart = index + 1
                running = 0
                lastBreak = nil
                index += 1
                continue
            }
            if cluster.kind != .space, index > lineStart,
               running + cluster.advance - cluster.hanging > limit + Self.widthTolerance {
                if let lastBreak {
                    lines.append(lineStart..<lastBreak)
                    lineStart = lastBreak
                } else {
                    lines.append(lineStart..<index)
                    lineStart = index
                    splitWord = true
                }
                index = lineStart
                running = 0
                lastBreak = nil
                continue
            }
            running += cluster.advance
            if cluster.breakAfter { lastBreak = index + 1 }
            index += 1
        }
        if lineStart < clusters.count { lines.append(lineStart..<clusters.count) }
        return (lines, splitWord)
    }

    /// How many of `lines` fit in `height` points (at least one).
    private func linesFitting(_ lines: [Range<Int>], height: CGFloat, spacing: CGFloat, scale: CGFloat) -> Int {
        var bottom: CGFloat = 0
        var count = 0
        for range in lines {
            let metrics = lineMetrics(of: range.map { clusters[$0].span })
            let next = bottom + (count > 0 ? spacing : 0) + (metrics.ascent + metrics.descent) * scale
            if next > height + Self.widthTolerance { break }
            bottom = next
            count += 1
        }
        return max(1, count)
    }

    /// The line that ends the text early, from cluster `start` on, with an ellipsis placed by `mode`.
    private func truncatedLine(from start: Int, limit: CGFloat, mode: ParagraphStyle.TruncationMode) -> [Piece] {
        let tolerance = Self.widthTolerance
        let ellipsisSpan = clusters[start].span
        let ellipsis = ellipses[ellipsisSpan].advance
        switch mode {
        case .tail:
            let end = prefixEnd(from: start, maxWidth: limit - ellipsis + tolerance)
            return end > start ? [.clusters(start..<end), .ellipsis(span: clusters[end - 1].span)]
                : [.ellipsis(span: ellipsisSpan)]
        case .head:
            let end = visibleEnd(after: start)
            let suffix = suffixStart(from: start, end: end, maxWidth: limit - ellipsis + tolerance)
            return suffix < end ? [.ellipsis(span: clusters[suffix].span), .clusters(suffix..<end)]
                : [.ellipsis(span: ellipsisSpan)]
        case .middle:
            let available = limit - ellipsis + tolerance
            let prefix = prefixEnd(from: start, maxWidth: available / 2)
            let prefixWidth = clusters[start..<prefix].reduce(0) { $0 + $1.advance }
            let end = visibleEnd(after: prefix)
            let suffix = suffixStart(from: prefix, end: end, maxWidth: available - prefixWidth)
            var pieces: [Piece] = prefix > start ? [.clusters(start..<prefix)] : []
            pieces.append(.ellipsis(span: clusters[max(start, prefix - 1)].span))
            if suffix < end { pieces.append(.clusters(suffix..<end)) }
            return pieces
        }
    }

    /// The end of the longest run of clusters from `start`, up to the paragraph's end, whose
    /// width (trailing spaces left off) is at most `maxWidth`.
    private func prefixEnd(from start: Int, maxWidth: CGFloat) -> Int {
        var width: CGFloat = 0
        var end = start
        var index = start
        while index < clusters.count, clusters[index].kind != .hardBreak {
            width += clusters[index].advance
            if clusters[index].kind != .space {
                guard width <= maxWidth else { break }
                end = index + 1
            }
            index += 1
        }
        return end
    }

    /// The start of the shortest tail of `start..<end` that begins with a visible cluster and
    /// has a width of at most `maxWidth`; `end` when none fits.
    private func suffixStart(from start: Int, end: Int, maxWidth: CGFloat) -> Int {
        guard end > start else { return end }
        var width = -clusters[end - 1].hanging
        var suffix = end
        for index in stride(from: end - 1, through: start, by: -1) {
            width += clusters[index].advance
            guard Self.isVisible(clusters[index].kind) else { continue }
            guard width <= maxWidth else { break }
            suffix = index
        }
        return suffix
    }

    /// One past the last visible cluster from `start` to the end of the text.
    private func visibleEnd(after start: Int) -> Int {
        var end = clusters.count
        while end > start, !Self.isVisible(clusters[end - 1].kind) { end -= 1 }
        return end
    }

    private static func isVisible(_ kind: LineBreakRules.Kind) -> Bool {
        kind != .space && kind != .hardBreak
    }

    /// The tallest ascent and deepest descent (leading included) among the fonts of `spans`, in
    /// points at scale 1, a raised span's ascent taller by its offset and a lowered one's
    /// descent deeper (the line keeps its own baseline's room as well).
    private func lineMetrics<Spans: Sequence<Int>>(of spanIndices: Spans) -> (ascent: CGFloat, descent: CGFloat) {
        var ascent: CGFloat = 0, descent: CGFloat = 0
        var last = -1
        for span in spanIndices where span != last {
            last = span
            let font = spans[span].font, offset = spans[span].baselineOffset
            ascent = max(ascent, font.lineMetrics.ascent * font.size + max(0, offset))
            descent = max(descent, (font.lineMetrics.descent + font.lineMetrics.leading) * font.size + max(0, -offset))
        }
        return (ascent, descent)
    }

    // MARK: Placing glyphs

    /// Builds each line of `fit` in turn (with its glyphs, or only its widths) and hands it to
    /// `body` with its baseline's origin, its ascent and its descent.
    private func forEachLine(of fit: LineFit, style: ParagraphStyle, withGlyphs: Bool,
                             _ body: (LineBuilder, CGPoint, CGFloat, CGFloat) -> Void) {
        let scale = fit.scale
        var top: CGFloat = 0
        for pieces in fit.lines {
            var builder = LineBuilder(text: self, scale: scale, withGlyphs: withGlyphs)
            for piece in pieces {
                switch piece {
                case .clusters(let range): builder.add(range)
                case .ellipsis(let span): builder.addEllipsis(span: span)
                }
            }
            let metrics = lineMetrics(of: builder.spans)
            let ascent = metrics.ascent * scale, descent = metrics.descent * scale
            body(builder, CGPoint(x: 0, y: top + ascent), ascent, descent)
            top += ascent + descent + style.lineSpacing
        }
    }

    private func place(_ fit: LineFit, style: ParagraphStyle) -> TextLayout {
        var built: [TextLayout.Line] = []
        forEachLine(of: fit, style: style, withGlyphs: true) { builder, origin, ascent, descent in
            built.append(builder.line(origin: origin, ascent: ascent, descent: descent))
        }
        let width = built.map(\.width).max() ?? 0
        let lines = built.map { line in
            switch style.alignment {
            case .left: return line
            case .center: return line.moved(by: (width - line.width) / 2)
            case .right: return line.moved(by: width - line.width)
            }
        }
        let height = lines.last.map { $0.origin.y + $0.descent } ?? 0
        return TextLayout(lines: lines, size: CGSize(width: width, height: height), isTruncated: fit.truncated,
                          scaleFactor: fit.scale)
    }
}

/// Collects one line's glyphs into runs of one face and size, and its text and width (only
/// its width and spans without `withGlyphs`, for measuring).
private struct LineBuilder {
    let text: ShapedText
    let scale: CGFloat
    let withGlyphs: Bool
    var runs: [TextLayout.GlyphRun] = []
    private var runKey: (face: Int, span: Int)?
    var characters = ""
    /// The spans the line's characters come from, in order.
    var spans: [Int] = []
    var pen: CGFloat = 0
    /// Where the last visible character ends (its hanging tracking left off).
    var visibleEnd: CGFloat = 0

    init(text: ShapedText, scale: CGFloat, withGlyphs: Bool) {
        self.text = text
        self.scale = scale
        self.withGlyphs = withGlyphs
    }

    mutating func add(_ range: Range<Int>) {
        for index in range {
            let cluster = text.clusters[index]
            spans.append(cluster.span)
            guard cluster.kind != .hardBreak else { continue }
            if withGlyphs {
                characters.append(text.characters[index])
                for glyph in text.glyphs[cluster.glyphs] { add(glyph, span: cluster.span) }
            }
            pen += cluster.advance * scale
            if cluster.kind != .space { visibleEnd = pen - cluster.hanging * scale }
        }
    }

    mutating func addEllipsis(span: Int) {
        let ellipsis = text.ellipses[span]
        spans.append(span)
        if withGlyphs {
            characters += ellipsis.text
            for glyph in ellipsis.glyphs { add(glyph, span: span) }
        }
        pen += ellipsis.advance * scale
        visibleEnd = pen
    }

    private mutating func add(_ glyph: ShapedText.Glyph, span: Int) {
        if runKey?.face != glyph.face || runKey?.span != span {
            runKey = (glyph.face, span)
            runs.append(TextLayout.GlyphRun(typeface: text.faces[glyph.face], size: text.spans[span].font.size * scale,
                                            glyphs: [], positions: [], spanIndex: span, extent: pen...pen))
        }
        runs[runs.count - 1].glyphs.append(glyph.id)
        runs[runs.count - 1].positions.append(CGPoint(x: pen + glyph.x * scale, y: glyph.y * scale))
    }

    func line(origin: CGPoint, ascent: CGFloat, descent: CGFloat) -> TextLayout.Line {
        // Each run ends where the next begins; the last where the visible characters end.
        var runs = self.runs
        for index in runs.indices {
            let start = runs[index].extent.lowerBound
            let end = index + 1 < runs.count ? runs[index + 1].extent.lowerBound : visibleEnd
            runs[index].extent = start...max(start, end)
        }
        return TextLayout.Line(text: characters, origin: origin, width: visibleEnd, ascent: ascent, descent: descent,
                               runs: runs)
    }
}

extension TextLayout.Line {
    /// The line shifted right by `dx`.
    func moved(by dx: CGFloat) -> TextLayout.Line {
        TextLayout.Line(text: text, origin: CGPoint(x: origin.x + dx, y: origin.y), width: width, ascent: ascent,
                        descent: descent, runs: runs)
    }
}

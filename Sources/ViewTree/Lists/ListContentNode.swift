import Foundation
import Raster

/// One row of a list: its content and what its modifiers (or its section's) asked of the list.
struct ListRow {
    let node: LayoutNode
    let insets: EdgeInsets?
    let background: LayoutNode?
    let separator: ListRowSeparatorSetting?
    let separatorTint: ListRowSeparatorTint?

    init(node: LayoutNode, section: LayoutNode?) {
        func value<Value>(_ key: Any.Type) -> Value? { node.containerValue(key) ?? section?.containerValue(key) }
        self.node = node
        insets = value(ListRowInsetsKey.self)
        background = value(ListRowBackgroundKey.self)
        separator = value(ListRowSeparatorKey.self)
        separatorTint = value(ListRowSeparatorTintKey.self)
    }

    /// Whether the row hides its separator on `edge`.
    func hidesSeparator(_ edge: VerticalEdge.Set) -> Bool {
        separator.map { $0.visibility == .hidden && $0.edges.contains(edge) } ?? false
    }

    /// The tint the row gives its separator on `edge`, if any.
    func tint(_ edge: VerticalEdge.Set) -> Color? {
        separatorTint.flatMap { $0.edges.contains(edge) ? $0.color : nil }
    }
}

/// A section of a list: header, rows and footer (rows outside any section form sections of
/// their own).
struct ListSection {
    var header: LayoutNode?
    var rows: [ListRow]
    var footer: LayoutNode?
    /// The section's own `listSectionMargins`, or `nil` for the list's.
    var margins: ListSectionMargins? = nil
}

/// The scrolling content of a list: sections of rows laid out and drawn in the list's style at
/// the list's width (their widest row's when no width is offered). Rows are proposed the row
/// width less their insets and no height; a row is at least `defaultMinListRowHeight` tall, its
/// content leading and centred vertically in it, `listRowSpacing` apart (in grouped styles a
/// card each when spaced). The cards, row backgrounds and separators are drawn here; headers,
/// footers, rows and `listRowBackground` views are its children.
///
/// Plain and grouped rows span the screen: in landscape their backgrounds and separators run on
/// into the safe-area margins beside the list while their content stays inside (inset-grouped
/// cards stay inside). A plain list's section headers stick to the top of the list while their
/// section scrolls under them, as since iOS 15: with no background until they stick, then the
/// bar material (*unverified*, ChromeMetrics).
///
/// Like a lazy stack, a list shown a bounded part of (a screen, by its own scroll view or one
/// around it) makes and measures only the rows in and near that part, and estimates the length
/// of the rest at their average pitch; offered no length, it makes every row.
final class ListContentNode: LayoutNode {
    /// The list's content, one element (a row, a section, or the views of one) at a time.
    private let rows: LazyRows
    /// The elements made so far, in order.
    private var elements: [[LayoutNode]] = []
    /// The sections of the elements made so far.
    private var sections: [ListSection] = []
    /// How much of the list the scroll views around it show: its own first, then any outer one.
    private let hints: [ScrollLengthHint]
    private let kind: _ListStyleKind
    /// `defaultMinListRowHeight` when set, else the style's.
    private let minimumRowHeight: CGFloat
    /// `listSectionSpacing` when not the style's own.
    private let sectionSpacing: CGFloat?
    private let rowSpacing: CGFloat
    private let hairline: CGFloat
    private let environment: EnvironmentValues
    private var arrangements: [CGFloat?: Arrangement] = [:]
    /// How far what the scroll view shows reaches past the list on the left and right, found
    /// when the list is placed.
    private var reach: (left: CGFloat, right: CGFloat) = (0, 0)
    /// The bands of the section headers stuck to the top, found when the list is placed
    /// (relative to the list's frame).
    private var stuckBands: [(header: LayoutNode, band: CGRect)] = []

    /// What the content draws for one width.
    private struct Arrangement {
        var size: CGSize = .zero
        var placements: [(node: LayoutNode, frame: CGRect)] = []
        /// Each section's rows' area, behind them (leading-based coordinates).
        var cards: [CGRect] = []
        /// The card each `listRowBackground` view is clipped to.
        var backgroundCards: [ObjectIdentifier: CGRect] = [:]
        var separators: [(rect: CGRect, color: Color)] = []
        /// A plain list's section headers, each with its band (the header and the space above
        /// and below it, across the list) and the end of its section, where it stops sticking.
        var stickyHeaders: [(node: LayoutNode, band: CGRect, sectionEnd: CGFloat)] = []
    }

    init(rows: LazyRows, hints: [ScrollLengthHint], kind: _ListStyleKind, environment: EnvironmentValues) {
        self.rows = rows
        self.hints = hints
        self.kind = kind
        minimumRowHeight = environment.explicitMinListRowHeight.map { $0.isFinite ? max(0, $0) : 0 }
            ?? ListStyleMetrics.minimumRowHeight(in: environment.viewTreeOSVersion, size: environment.dynamicTypeSize)
        sectionSpacing = environment.listSectionSpacing.length
        rowSpacing = environment.listRowSpacing.flatMap { $0.isFinite ? max(0, $0) : nil } ?? 0
        hairline = ListStyleMetrics.separatorThickness(in: environment.viewTreeOSVersion, displayScale: environment.displayScale)
        self.environment = environment
        super.init(name: "ListContent", direction: environment.layoutDirection)
    }

    /// A list of `content` in `style`: its rows in a vertical scroll view named "List", over the
    /// style's background (unless `scrollContentBackground(.hidden)`), which runs under the
    /// safe area.
    static func list<Content: View>(of content: Content, style: _ListStyleKind, in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment.inStack(.vertical).forListRows
        inner.listStyle = style
        let hint = ScrollLengthHint()
        let hints = [hint] + (environment.scrollLengthHints[.vertical].map { [$0] } ?? [])
        let content = ListContentNode(rows: content.lazyRowsOrSingle(in: inner), hints: hints, kind: style, environment: environment)
        let scroll = ScrollViewNode(content: content,
                                    axes: .vertical, margins: environment.scrollContentMargins,
                                    clips: environment.scrollClipsContent, anchor: environment.defaultScrollAnchor,
                                    lengthHints: [.vertical: hint], direction: environment.layoutDirection, name: "List")
        guard environment.scrollContentBackground != .hidden else { return scroll }
        let background = ListStyleMetrics(kind: style, width: 0, os: environment.viewTreeOSVersion).listBackground.ignoresSafeArea()
        return LayeredNode(content: scroll, secondary: background.resolveSingleNode(in: environment), placement: .background,
                           alignment: .center, direction: environment.layoutDirection)
    }

    /// The sections of a list's resolved rows: `Section`s as they are, runs of other rows as
    /// sections without header or footer.
    private static func sections(from nodes: [LayoutNode]) -> [ListSection] {
        var sections: [ListSection] = []
        var loose: [ListRow] = []
        func closeLooseRows() {
            if !loose.isEmpty { sections.append(ListSection(header: nil, rows: loose, footer: nil)) }
            loose = []
        }
        for node in nodes {
            guard let section = SectionNode.unwrapping(node) else {
                loose.append(ListRow(node: node, section: nil))
                continue
            }
            closeLooseRows()
            // Sections nested in a section add their rows to it.
            let rows = section.rows.flatMap { row in
                (SectionNode.unwrapping(row)?.rows ?? [row]).map { ListRow(node: $0, section: node) }
            }
            sections.append(ListSection(header: section.headerView, rows: rows, footer: section.footerView,
                                        margins: section.margins))
        }
        closeLooseRows()
        return sections
    }

    /// The width the widest row, header or footer asks for, with the style's insets.
    private lazy var idealWidth: CGFloat = {
        let style = ListStyleMetrics(kind: kind, width: 0, os: environment.viewTreeOSVersion)
        let rows = sections.flatMap(\.rows).map { row in
            let insets = row.insets ?? style.rowInsets
            return row.node.sizeThatFits(.unspecified).width + insets.leading + insets.trailing
        }
        let texts = sections.flatMap { [$0.header, $0.footer].compactMap { $0 } }.map {
            $0.sizeThatFits(.unspecified).width + style.rowInsets.leading + style.rowInsets.trailing
        }
        let margins = environment.listSectionMargins.resolved(style)
        return (rows + texts).max().map { $0 + margins.leading + margins.trailing } ?? 0
    }()

    /// How far past what the scroll view shows rows are made, as a fraction of its length (as
    /// lazy stacks make them).
    private static let overscan: CGFloat = 0.5
    /// The length made when the scroll view's length is not finite.
    private static let defaultSample: CGFloat = 1000

    /// Makes elements until `count` of them are made (or all are), and sections of them.
    private func build(upTo count: Int) {
        guard elements.count < min(count, rows.count) else { return }
        while elements.count < min(count, rows.count) {
            elements.append(rows.resolve(elements.count))
        }
        sections = Self.sections(from: elements.flatMap { $0 })
    }

    /// The length a scroll view around the list shows of it, when one shows a bounded part.
    private var shownLength: CGFloat? {
        hints.lazy.compactMap(\.length).first
    }

    private func arrangement(forWidth proposed: CGFloat?) -> Arrangement {
        let key = proposed.flatMap { $0.isFinite ? $0 : nil }
        if let cached = arrangements[key] { return cached }
        let result: Arrangement
        if let key, let length = shownLength {
            result = lazyArrangement(width: key, showing: length)
        } else {
            build(upTo: rows.count)
            result = arrange(width: key ?? idealWidth)
        }
        arrangements[key] = result
        return result
    }

    /// The rows that reach past what the scroll view shows (and half as much again), laid out,
    /// with the length of the rest estimated at the made rows' average pitch.
    private func lazyArrangement(width: CGFloat, showing length: CGFloat) -> Arrangement {
        let sample = length.isFinite ? length * (1 + Self.overscan) : Self.defaultSample
        var count = max(elements.count, 16)
        while true {
            build(upTo: count)
            var result = arrange(width: width)
            if result.size.height >= sample || elements.count == rows.count {
                let remaining = rows.count - elements.count
                result.size.height += CGFloat(remaining) * result.size.height / CGFloat(max(1, elements.count))
                return result
            }
            count *= 2
        }
    }

    /// Lays the sections out down a list `width` wide.
    private func arrange(width: CGFloat) -> Arrangement {
        let style = ListStyleMetrics(kind: kind, width: width, os: environment.viewTreeOSVersion)
        var margins = environment.listSectionMargins.resolved(style)
        var cardWidth: CGFloat { max(0, width - margins.leading - margins.trailing) }
        var textInset: CGFloat { margins.leading + style.rowInsets.leading }
        var textWidth: CGFloat { max(0, cardWidth - style.rowInsets.leading - style.rowInsets.trailing) }
        var result = Arrangement()
        var y: CGFloat = 0
        var previousFooterEnd = false
        func placeText(_ node: LayoutNode, before: CGFloat, after: CGFloat) {
            y += before
            let size = node.sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
            result.placements.append((node, CGRect(origin: CGPoint(x: textInset, y: y), size: size)))
            y += size.height + after
        }
        for (index, section) in sections.enumerated() {
            margins = (section.margins ?? environment.listSectionMargins).resolved(style)
            if style.isGrouped {
                if index > 0 {
                    y += sectionSpacing ?? (style.sectionSpacing(beforeHeader: section.header != nil)
                        - (previousFooterEnd ? style.spacingSavedByFooter : 0))
                } else {
                    y += section.header == nil ? ChromeMetrics.sectionSpacing : style.firstHeaderTopSpacing
                }
            }
            let sectionStart = y, headerCount = result.placements.count
            if let header = section.header {
                placeText(header, before: style.isGrouped ? 0 : ChromeMetrics.plainHeaderVerticalInset,
                          after: style.isGrouped ? style.headerBottomSpacing : ChromeMetrics.plainHeaderVerticalInset)
            }
            let cardTop = y
            var rowsOfCard: [(row: ListRow, frame: CGRect, content: CGRect, insets: EdgeInsets)] = []
            for row in section.rows {
                if !rowsOfCard.isEmpty { y += rowSpacing }
                let insets = row.insets ?? style.rowInsets
                let size = row.node.sizeThatFits(ProposedViewSize(width: max(0, cardWidth - insets.leading - insets.trailing), height: nil))
                let height = max(minimumRowHeight, size.height + insets.top + insets.bottom)
                let frame = CGRect(x: margins.leading, y: y, width: cardWidth, height: height)
                let content = CGRect(x: margins.leading + insets.leading,
                                     y: y + insets.top + (height - insets.top - insets.bottom - size.height) / 2,
                                     width: size.width, height: size.height)
                rowsOfCard.append((row, frame, content, insets))
                y += height
            }
            // Spaced rows of grouped styles are cards of their own, with no separators between.
            let cardPerRow = rowSpacing > 0 && style.isGrouped
            let sectionCard = CGRect(x: margins.leading, y: cardTop, width: cardWidth, height: y - cardTop)
            if !cardPerRow, !section.rows.isEmpty { result.cards.append(sectionCard) }
            for (position, placed) in rowsOfCard.enumerated() {
                let card = cardPerRow ? placed.frame : sectionCard
                if cardPerRow { result.cards.append(card) }
                if let background = placed.row.background {
                    result.placements.append((background, placed.frame))
                    result.backgroundCards[ObjectIdentifier(background)] = card
                }
                result.placements.append((placed.row.node, placed.content))
                let next = position + 1 < rowsOfCard.count ? rowsOfCard[position + 1].row : nil
                guard next == nil ? style.separatorAfterLastRow : !cardPerRow,
                      !placed.row.hidesSeparator(.bottom), !(next?.hidesSeparator(.top) ?? false) else { continue }
                let node = placed.row.node, size = placed.content.size
                let leading = placed.content.minX + (node.explicitAlignment(HorizontalAlignment.listRowSeparatorLeading.key, in: size) ?? 0)
                let trailing = node.explicitAlignment(HorizontalAlignment.listRowSeparatorTrailing.key, in: size)
                    .map { placed.content.minX + $0 } ?? placed.frame.maxX - style.separatorTrailingInset(placed.insets)
                let color = placed.row.tint(.bottom) ?? next?.tint(.top) ?? Color.separator
                result.separators.append((CGRect(x: leading, y: placed.frame.maxY - hairline, width: max(0, trailing - leading),
                                                 height: hairline), color))
            }
            if let footer = section.footer {
                placeText(footer, before: style.isGrouped ? style.footerTopSpacing : ChromeMetrics.plainHeaderVerticalInset,
                          after: style.isGrouped ? 0 : ChromeMetrics.plainHeaderVerticalInset)
            }
            previousFooterEnd = section.footer != nil
            if !style.isGrouped, let header = section.header, headerCount < result.placements.count {
                let text = result.placements[headerCount].frame
                let band = CGRect(x: 0, y: sectionStart, width: width,
                                  height: text.height + 2 * ChromeMetrics.plainHeaderVerticalInset)
                result.stickyHeaders.append((header, band, y))
            }
        }
        if style.isGrouped, !sections.isEmpty { y += sectionSpacing ?? ChromeMetrics.sectionSpacing }
        result.size = CGSize(width: width, height: y)
        return result
    }

    override func size(for proposal: ProposedViewSize) -> CGSize { arrangement(forWidth: proposal.width).size }

    /// Drawing arranges the rows for the frame's width, which may make rows not made yet.
    override var drawsOnlyOnMainActor: Bool { true }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        arrangement(forWidth: size.width).placements
    }

    override func placement(for frame: CGRect, in context: PlacementContext) -> (frame: CGRect, context: PlacementContext) {
        reach = context.horizontalReach(of: frame)
        return (frame, context)
    }

    override func placedChildren(in frame: CGRect, context: PlacementContext) -> [ChildPlacement] {
        let arrangement = arrangement(forWidth: frame.width)
        let style = ListStyleMetrics(kind: kind, width: frame.width, os: environment.viewTreeOSVersion)
        // A header sticks at the top of what the scroll view shows until its section's end
        // pushes it up; one in place has nothing under it and draws no background.
        stuckBands = []
        var shifts: [ObjectIdentifier: CGFloat] = [:]
        if let viewport = context.scrollViewport, viewport.axes.contains(.vertical) {
            let top = viewport.pinningBounds.minY - frame.minY
            for header in arrangement.stickyHeaders {
                let y = min(top, header.sectionEnd - header.band.height)
                guard y > header.band.minY else { continue }
                shifts[ObjectIdentifier(header.node)] = y - header.band.minY
                stuckBands.append((header.node, header.band.offsetBy(dx: 0, dy: y - header.band.minY)))
            }
        }
        let bounds = CGRect(origin: .zero, size: frame.size)
        return super.placedChildren(in: frame, context: context).map { child in
            let id = ObjectIdentifier(child.node)
            var placed = child.frame.offsetBy(dx: 0, dy: shifts[id] ?? 0)
            if arrangement.backgroundCards[id] != nil { placed = spanningScreen(placed, in: bounds, style: style) }
            return ChildPlacement(node: child.node, frame: placed, context: child.context)
        }
    }

    /// `rect` (on the screen, in `frame`) run on past the list's left or right edge, where it
    /// touches it, to the edge of what the scroll view shows, in styles whose rows span the screen.
    private func spanningScreen(_ rect: CGRect, in frame: CGRect, style: ListStyleMetrics) -> CGRect {
        guard style.cardMargin == 0 else { return rect }
        var result = rect
        if rect.minX <= frame.minX + 0.001 {
            result.origin.x -= reach.left
            result.size.width += reach.left
        }
        if rect.maxX >= frame.maxX - 0.001 { result.size.width += reach.right }
        return result
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        let style = ListStyleMetrics(kind: kind, width: frame.width, os: environment.viewTreeOSVersion)
        guard let background = style.rowBackground else { return }
        let paint = Paint.color(background.resolved(in: environment))
        let arrangement = arrangement(forWidth: frame.width)
        for card in arrangement.cards {
            // Rows with a `listRowBackground` of their own (placed over their row's frame) are left
            // out of the card's fill, so that a clear one shows what is behind the list.
            let own = arrangement.placements.filter { arrangement.backgroundCards[ObjectIdentifier($0.node)] == card }
            guard !own.isEmpty else {
                list.append(.fill(cardPath(card, in: frame, style: style), paint))
                continue
            }
            // The card less those rows, by the even-odd rule.
            var fill = Path(onScreen(card, in: frame, style: style))
            for row in own { fill.addPath(Path(onScreen(row.frame, in: frame, style: style))) }
            list.append(.clip(cardPath(card, in: frame, style: style), [.evenOdd([.fill(fill, paint)])]))
        }
    }

    override func drawChildren(in frame: CGRect, _ children: [DrawnChild], into list: inout [ViewTreeDisplayItem]) {
        // Row backgrounds first (clipped to their cards), then separators over them, then the rest.
        let arrangement = arrangement(forWidth: frame.width)
        let style = ListStyleMetrics(kind: kind, width: frame.width, os: environment.viewTreeOSVersion)
        for child in children {
            guard let card = arrangement.backgroundCards[ObjectIdentifier(child.node)] else { continue }
            list.append(.clip(cardPath(card, in: frame, style: style), child.items))
        }
        for separator in arrangement.separators {
            let rect = onScreen(separator.rect, in: frame, style: style)
            list.append(.fill(Path(rect), .color(separator.color.resolved(in: environment))))
        }
        // Stuck headers over the rows, on their backgrounds.
        let stuck = Set(stuckBands.map { ObjectIdentifier($0.header) })
        list += children.filter { arrangement.backgroundCards[ObjectIdentifier($0.node)] == nil && !stuck.contains(ObjectIdentifier($0.node)) }
            .flatMap(\.items)
        for (header, band) in stuckBands {
            let rect = spanningScreen(band.offsetBy(dx: frame.minX, dy: frame.minY), in: frame, style: style)
            list.append(.fill(Path(rect), ChromeMetrics.stuckHeaderBackground._paint(in: rect, environment: environment)))
            list += children.filter { $0.node === header }.flatMap(\.items)
        }
    }

    /// `rect` (leading-based, in the content's coordinates) on the screen.
    private func onScreen(_ rect: CGRect, in frame: CGRect, style: ListStyleMetrics) -> CGRect {
        spanningScreen(onScreen(rect, in: frame.size).offsetBy(dx: frame.minX, dy: frame.minY), in: frame, style: style)
    }

    /// `card` (leading-based, in the content's coordinates) on the screen, rounded as the style rounds cards.
    private func cardPath(_ card: CGRect, in frame: CGRect, style: ListStyleMetrics) -> Path {
        let rect = onScreen(card, in: frame, style: style)
        guard style.cornerRadius > 0 else { return Path(rect) }
        return RoundedRectangle(cornerRadius: style.cornerRadius, style: .continuous).path(in: rect)
    }
}

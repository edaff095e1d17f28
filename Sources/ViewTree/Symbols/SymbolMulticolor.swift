import Foundation

/// The colours `symbolRenderingMode(.multicolor)` gives a symbol: the intrinsic colours SF
/// Symbols assigns to the layers of some symbols. A symbol without a scheme here draws in the
/// foreground style, as iOS draws a symbol without multicolour layers. docs/SYMBOL-METRICS.md
/// lists the sources.
struct SymbolMulticolor: Sendable {
    /// The colour of the symbol's shape: the whole glyph, or a two-layer symbol's shape less its
    /// mark, or a badged symbol less its badge; `nil` draws it in the foreground style.
    let shape: Color?
    /// The colour of the mark: a two-layer symbol's primary layer, or what a one-layer glyph
    /// cuts out of its outer contour (the exclamation mark of `exclamationmark.triangle.fill`);
    /// `nil` leaves it as in monochrome (the foreground style, or cut out).
    let mark: Color?
    /// The colour of a badged symbol's badge (the dot of `bell.badge`, the sun of
    /// `cloud.sun.fill`); `nil` for no badge.
    var badge: Color? = nil
    /// The colour of what the badge cuts out of its disc (the plus of `folder.badge.plus`);
    /// `nil` leaves it cut out.
    var badgeMark: Color? = nil

    /// The scheme of the symbol named `name` (after its variants are applied), if it has one.
    static func scheme(named name: String) -> SymbolMulticolor? { schemes[name] }

    private static let schemes: [String: SymbolMulticolor] = {
        // Apple's SymbolRenderingMode.multicolor documentation: "yellow for the triangle and
        // white for the exclamation mark".
        let warning = SymbolMulticolor(shape: .yellow, mark: .white)
        // Apple's Human Interface Guidelines, SF Symbols > Rendering modes: "the leaf symbol uses
        // green ..., whereas the trash.slash symbol uses red" (the whole symbol, in its figure).
        let leaf = SymbolMulticolor(shape: .green, mark: nil)
        let trashSlash = SymbolMulticolor(shape: .red, mark: nil)
        // *unverified* (the SF Symbols app's multicolour previews, not a quotable source): the
        // list editing controls' green insert and red delete circles with white marks, the green
        // check and the red heart.
        let add = SymbolMulticolor(shape: .green, mark: .white)
        let remove = SymbolMulticolor(shape: .red, mark: .white)
        let heart = SymbolMulticolor(shape: .red, mark: nil)
        // *unverified* colours (same previews) of symbols that have multicolour layers (the
        // "Multicolor" layerset in SFSafeSymbols' SF Symbols 5.2 annotations): the stop signs red
        // with white marks, the sun and the star yellow.
        let stop = SymbolMulticolor(shape: .red, mark: .white)
        let sun = SymbolMulticolor(shape: .yellow, mark: nil)
        // Badges of the symbols with a multicolour layerset (SFSafeSymbols' annotations; not
        // `envelope.badge.fill` nor `person.crop.circle.badge`), on the rest of the symbol in
        // the foreground style (docs/SYMBOL-METRICS.md, "Badges"): the
        // plus badges green with a white plus (Apple's Human Interface Guidelines, SF Symbols >
        // Rendering modes, the multicolour figure's `folder.badge.plus`; the others, and the
        // checkmarks, by analogy, *unverified*), the minus and xmark badges red with a white mark
        // and the notification dots red (*unverified*: the SF Symbols app's previews).
        let added = SymbolMulticolor(shape: nil, mark: nil, badge: .green, badgeMark: .white)
        let removed = SymbolMulticolor(shape: nil, mark: nil, badge: .red, badgeMark: .white)
        let notified = SymbolMulticolor(shape: nil, mark: nil, badge: .red)
        // The sun of the weather symbols yellow, the cloud in the foreground (*unverified*: "Sun
        // icons in yellow/orange", pixelper.com, "Mastering SF Symbols Rendering Modes").
        let sunny = SymbolMulticolor(shape: nil, mark: nil, badge: .yellow)
        return [
            "exclamationmark.triangle.fill": warning,
            "leaf": leaf, "leaf.fill": leaf,
            "trash.slash": trashSlash, "trash.slash.fill": trashSlash,
            "plus.circle.fill": add, "checkmark.circle.fill": add,
            "minus.circle.fill": remove,
            "heart.fill": heart,
            "xmark.octagon.fill": stop, "exclamationmark.octagon.fill": stop,
            "sun.max.fill": sun, "star.fill": sun,
            "folder.badge.plus": added, "folder.fill.badge.plus": added, "person.crop.circle.badge.plus": added,
            "person.crop.circle.fill.badge.plus": added, "externaldrive.badge.plus": added,
            "person.crop.circle.badge.checkmark": added, "person.crop.circle.fill.badge.checkmark": added,
            "folder.badge.minus": removed, "person.crop.circle.badge.minus": removed,
            "person.crop.circle.fill.badge.minus": removed, "person.crop.circle.badge.xmark": removed,
            "person.crop.circle.fill.badge.xmark": removed,
            "bell.badge": notified, "bell.badge.fill": notified, "app.badge": notified, "app.badge.fill": notified,
            "envelope.badge": notified, "cloud.sun": sunny, "cloud.sun.fill": sunny,
        ]
    }()
}

extension Path {
    /// The subpath with the largest bounds: a glyph's outer contour, without the holes cut out
    /// of it.
    var outerContour: Path {
        let area = { (path: Path) -> CGFloat in path.boundingRect.width * path.boundingRect.height }
        return subpaths.max { area($0) < area($1) } ?? self
    }

    /// The subpaths inside the outer contour's bounds: the holes cut out of a glyph (the plus of
    /// a badge), as filled shapes.
    var holes: Path {
        let outer = outerContour.boundingRect
        return Path(elements: subpaths.filter { $0.boundingRect != outer && outer.contains($0.boundingRect) }
            .flatMap(\.elements))
    }

    /// The path's subpaths, each from its move.
    private var subpaths: [Path] {
        var subpaths: [[Element]] = []
        for element in elements {
            if case .move = element { subpaths.append([]) } else if subpaths.isEmpty { subpaths.append([]) }
            subpaths[subpaths.count - 1].append(element)
        }
        return subpaths.map(Path.init(elements:))
    }
}

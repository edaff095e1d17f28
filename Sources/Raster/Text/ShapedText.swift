import CHarfBuzz
import Foundation

/// Text shaped once, ready to be broken into lines at any width: its grapheme clusters in order,
/// each with its advance, its glyphs and where a line may break after it.
///
/// Shaping is the costly part of text layout and does not depend on the width, so a layout
/// engine that asks for several sizes shapes once and calls `layout(width:height:style:)` for
/// each. Characters the span's typeface lacks come from its fallbacks; characters no face has
/// become a missing-glyph box (`Typeface.missingGlyph`), never nothing.
public struct ShapedText: Sendable {
    /// One grapheme cluster.
    struct Cluster {
        /// The span it belongs to.
        var span: Int
        var kind: LineBreakRules.Kind
        /// Whether a line may break after this cluster.
        var breakAfter = false
        /// How far the pen moves, kerning and tracking included, in points at scale 1.
        var advance: CGFloat = 0
        /// The part of `advance` that hangs past the end of a line this cluster ends (tracking).
        var hanging: CGFloat = 0
        /// The cluster's glyphs in `glyphs`.
        var glyphs: Range<Int> = 0..<0
    }

    /// One glyph, placed relative to its cluster's pen position.
    struct Glyph {
        /// Index into `faces`.
        var face: Int
        var id: UInt32
        /// Offset from the cluster's pen position, in points at scale 1, y down.
        var x: CGFloat
        var y: CGFloat

        /// A shaped glyph of face `face` with the pen `pen` points along, font units scaled by
        /// `unitScale` and its offset flipped to y down.
        init(_ shaped: ShapedGlyph, face: Int, pen: CGFloat, unitScale: CGFloat) {
            self.face = face
            id = shaped.glyph
            x = pen + CGFloat(shaped.offset.x) * unitScale
            y = -CGFloat(shaped.offset.y) * unitScale
        }

        /// A glyph without an offset (a missing-glyph box or a substituted space).
        init(face: Int, id: UInt32) {
            self.face = face
            self.id = id
            x = 0
            y = 0
        }
    }

    /// The glyphs of an ellipsis in one span's font.
    struct Ellipsis {
        /// "…", or "..." in a font without it.
        var text: String
        var glyphs: [Glyph]
        var advance: CGFloat
    }

    let spans: [TextSpan]
    /// Every face a glyph comes from.
    private(set) var faces: [Typeface] = []
    private(set) var clusters: [Cluster] = []
    private(set) var glyphs: [Glyph] = []
    /// Each cluster's characters, for the text of a line.
    private(set) var characters: [Character] = []
    /// The ellipsis for truncation, per span.
    private(set) var ellipses: [Ellipsis] = []

    /// Shapes `spans`, in order, as one paragraph stream.
    public init(_ spans: [TextSpan]) {
        self.spans = spans
        for index in spans.indices {
            shape(span: index)
            ellipses.append(makeEllipsis(span: index))
        }
        markBreakOpportunities()
    }

    /// Shapes one run of text in one font.
    public init(_ text: String, font: TextFont) {
        self.init([TextSpan(text, font: font)])
    }

    /// Whether there are no characters at all.
    public var isEmpty: Bool { clusters.isEmpty }

    // MARK: Shaping

    /// Where a cluster's glyphs come from.
    private enum Source: Equatable {
        /// Shaped in this face of the span's chain (0 is the span's own typeface).
        case face(Int)
        /// No face has it: a missing-glyph box.
        case missing
        /// Nothing to draw and no width (separators, zero-width and ignorable characters).
        case invisible
        /// A space no face has: the primary face's space.
        case substituteSpace
    }

    private mutating func shape(span index: Int) {
        let span = spans[index]
        let chain = [span.font.typeface] + span.font.fallbacks
        let characters = Array(span.text)
        let sources = characters.map { Self.source(of: $0, in: chain) }
        var offsets: [Int] = []
        offsets.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        offsets.append(offset)

        let first = clusters.count, firstGlyph = glyphs.count
        defer {
            // y is down: a raised span's glyphs go up.
            for glyph in firstGlyph..<glyphs.count {
                glyphs[glyph].x += span.glyphOffset.width
                glyphs[glyph].y -= span.baselineOffset + span.glyphOffset.height
            }
        }
        for character in characters {
            clusters.append(Cluster(span: index, kind: LineBreakRules.kind(of: character)))
        }
        self.characters += characters

        let scale = span.font.size
        var features = span.font.features
        if span.tracking != 0 { features += ["-liga", "-clig"] }
        let utf8 = Array(span.text.utf8)
        var start = 0
        while start < characters.count {
            var end = start + 1
            while end < characters.count, sources[end] == sources[start] { end += 1 }
            let range = first + start..<first + end
            switch sources[start] {
            case .face(let chainIndex):
                let face = chain[chainIndex]
                let run = TextShaper.shape(utf8: utf8, range: offsets[start]..<offsets[end], typeface: face,
                                           features: features)
                place(run, faceIndex: faceIndex(of: face), unitScale: scale / CGFloat(face.unitsPerEm),
                      clusterOffsets: offsets, firstCluster: first, range: range)
            case .missing, .substituteSpace:
                let face = span.font.typeface
                let id = sources[start] == .missing ? Typeface.missingGlyph : face.glyph(for: " ") ?? 0
                let advance = CGFloat(face.advance(of: id)) * scale / CGFloat(face.unitsPerEm)
                for cluster in range {
                    clusters[cluster].glyphs = glyphs.count..<glyphs.count + 1
                    clusters[cluster].advance = advance
                    glyphs.append(Glyph(face: faceIndex(of: face), id: id))
                }
            case .invisible:
                break
            }
            start = end
        }
        for cluster in first..<clusters.count where sources[cluster - first] != .invisible {
            clusters[cluster].advance += span.font.tracking + span.kerning + span.tracking
            clusters[cluster].hanging = span.tracking
        }
    }

    /// Adds a shaped run's glyphs to the clusters they belong to.
    private mutating func place(_ run: ShapedRun, faceIndex: Int, unitScale: CGFloat, clusterOffsets: [Int],
                                firstCluster: Int, range: Range<Int>) {
        // Glyphs come in text order (the direction is left to right), so clusters only increase.
        var character = range.lowerBound - firstCluster
        var pen: CGFloat = 0
        for glyph in run.glyphs {
            while character + 1 < clusterOffsets.count - 1, clusterOffsets[character + 1] <= glyph.cluster {
                character += 1
                pen = 0
            }
            let cluster = firstCluster + character
            if clusters[cluster].glyphs.isEmpty { clusters[cluster].glyphs = glyphs.count..<glyphs.count }
            glyphs.append(Glyph(glyph, face: faceIndex, pen: pen, unitScale: unitScale))
            clusters[cluster].glyphs = clusters[cluster].glyphs.lowerBound..<glyphs.count
            let advance = CGFloat(glyph.advance) * unitScale
            clusters[cluster].advance += advance
            pen += advance
        }
    }

    private mutating func faceIndex(of face: Typeface) -> Int {
        if let index = faces.firstIndex(where: { $0 === face }) { return index }
        faces.append(face)
        return faces.count - 1
    }

    private mutating func makeEllipsis(span index: Int) -> Ellipsis {
        let font = spans[index].font
        let chain = [font.typeface] + font.fallbacks
        let (text, face) = chain.first(where: { $0.glyph(for: "\u{2026}") != nil }).map { ("\u{2026}", $0) }
            ?? ("...", font.typeface)
        let run = TextShaper.shape(text, typeface: face, features: font.features)
        let unitScale = font.size / CGFloat(face.unitsPerEm)
        let faceIndex = faceIndex(of: face)
        var pen: CGFloat = 0
        var placed: [Glyph] = []
        for glyph in run.glyphs {
            var placedGlyph = Glyph(glyph, face: faceIndex, pen: pen, unitScale: unitScale)
            placedGlyph.x += spans[index].glyphOffset.width
            placedGlyph.y -= spans[index].baselineOffset + spans[index].glyphOffset.height
            placed.append(placedGlyph)
            pen += CGFloat(glyph.advance) * unitScale
        }
        return Ellipsis(text: text, glyphs: placed, advance: pen + font.tracking + spans[index].kerning)
    }

    /// Where `character`'s glyphs come from: the first face in `chain` that has all its
    /// visible scalars.
    private static func source(of character: Character, in chain: [Typeface]) -> Source {
        let kind = LineBreakRules.kind(of: character)
        if kind == .hardBreak || kind == .zeroWidthSpace { return .invisible }
        let scalars = character.unicodeScalars.filter { !isDefaultIgnorable($0) }
        if scalars.isEmpty { return .invisible }
        if let index = chain.firstIndex(where: { face in scalars.allSatisfy { face.glyph(for: $0) != nil } }) {
            return .face(index)
        }
        return kind == .space ? .substituteSpace : .missing
    }

    /// Joiners, variation selectors, direction marks and tags: scalars that change how others
    /// look but need no glyph of their own.
    private static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x34F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF,
             0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    private mutating func markBreakOpportunities() {
        for index in clusters.indices {
            guard index + 1 < clusters.count else {
                clusters[index].breakAfter = true
                continue
            }
            clusters[index].breakAfter = LineBreakRules.mayBreak(
                after: clusters[index].kind, beforeThat: index > 0 ? clusters[index - 1].kind : nil,
                before: clusters[index + 1].kind)
        }
    }
}

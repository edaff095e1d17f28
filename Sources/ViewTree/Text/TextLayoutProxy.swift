import Foundation
import Raster

// `Text.Layout`, as SwiftUI hands it to a `TextRenderer`: the text's lines, each a collection of
// runs of placed glyphs, each run a collection of slices. Built from the layout ViewTree draws the
// text with, so drawing every line as it is draws the text as without a renderer. Character
// indices and custom text attributes are not kept.

extension Text {
    /// The lines of a text view laid out, as a `TextRenderer` draws them.
    public struct Layout: RandomAccessCollection, Equatable {
        /// The laid-out text the lines come from.
        let base: TextLayout
        /// The paint of each span of the text.
        let paints: [Paint]
        /// The direction the runs read in.
        let direction: LayoutDirection

        /// Whether the text was truncated to fit.
        public var isTruncated: Bool { base.isTruncated }
        /// The index of the first line.
        public var startIndex: Int { 0 }
        /// The index after the last line.
        public var endIndex: Int { base.lines.count }
        /// The line at `index`.
        public subscript(index: Int) -> Line { Line(layout: self, index: index, origin: base.lines[index].origin) }

        /// Whether two layouts have the same lines.
        public static func == (lhs: Layout, rhs: Layout) -> Bool { Array(lhs) == Array(rhs) }

        /// The bounds of text around a baseline's start, as a `Line`, `Run` or `RunSlice` reports them.
        public struct TypographicBounds: Equatable, Sendable {
            /// The start of the baseline.
            public var origin: CGPoint
            /// The width of the text.
            public var width: CGFloat
            /// From the baseline up to the top.
            public var ascent: CGFloat
            /// From the baseline down to the bottom, the line's leading included.
            public var descent: CGFloat
            /// Extra space below the line (counted in `descent` in ViewTree, so 0).
            public var leading: CGFloat

            /// The bounds as a rectangle.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// How lines, runs and slices are drawn into a graphics context.
        public struct DrawingOptions: OptionSet, Sendable {
            /// The options' bits.
            public let rawValue: UInt32
            /// Options of `rawValue`.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyph positions are not rounded to subpixels (ViewTree never rounds them).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }

        /// One line of the layout: a collection of runs of placed glyphs.
        public struct Line: RandomAccessCollection, Equatable {
            let layout: Layout
            let index: Int
            /// The start of the line's baseline in the text's bounds; drawing the line draws it here.
            public var origin: CGPoint

            /// The laid-out line.
            var base: TextLayout.Line { layout.base.lines[index] }
            /// How far the line is drawn from where it was laid out.
            var offset: CGVector { CGVector(dx: origin.x - base.origin.x, dy: origin.y - base.origin.y) }

            /// The typographic bounds of the line.
            public var typographicBounds: TypographicBounds {
                TypographicBounds(origin: origin, width: base.width, ascent: base.ascent, descent: base.descent, leading: 0)
            }
            /// The index of the first run.
            public var startIndex: Int { 0 }
            /// The index after the last run.
            public var endIndex: Int { base.runs.count }
            /// The run at `index`.
            public subscript(index: Int) -> Run { Run(line: self, index: index) }

            /// Whether two lines draw the same glyphs at the same place.
            public static func == (lhs: Line, rhs: Line) -> Bool {
                lhs.origin == rhs.origin && lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(==)
            }
        }

        /// A run of glyphs of one font and style in a line: a collection of slices of one glyph.
        public struct Run: RandomAccessCollection, Equatable {
            let line: Line
            let index: Int

            /// The glyphs.
            var base: TextLayout.GlyphRun { line.base.runs[index] }

            /// The direction the run reads in.
            public var layoutDirection: LayoutDirection { line.layout.direction }
            /// The typographic bounds of the run.
            public var typographicBounds: TypographicBounds { bounds(of: startIndex..<endIndex) }
            /// The index of the first glyph.
            public var startIndex: Int { 0 }
            /// The index after the last glyph.
            public var endIndex: Int { base.glyphs.count }
            /// The slice of the glyph at `index`.
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }

            /// The bounds of the glyphs at `indices`: from the first's origin to the next glyph's (or
            /// the run's end).
            func bounds(of indices: Range<Int>) -> TypographicBounds {
                let run = base, line = line.base, indices = indices.clamped(to: 0..<run.glyphs.count)
                let start = indices.isEmpty ? run.extent.lowerBound : run.positions[indices.lowerBound].x
                let end = indices.upperBound < run.positions.count ? run.positions[indices.upperBound].x : run.extent.upperBound
                let origin = CGPoint(x: self.line.origin.x + start, y: self.line.origin.y)
                return TypographicBounds(origin: origin, width: Swift.max(0, end - start), ascent: line.ascent,
                                         descent: line.descent, leading: 0)
            }

            /// The glyphs at `indices`, to draw.
            func glyphs(_ indices: Range<Int>) -> TextLayout.GlyphRun {
                var run = base
                let indices = indices.clamped(to: 0..<run.glyphs.count)
                run.glyphs = Array(run.glyphs[indices])
                run.positions = Array(run.positions[indices])
                return run
            }

            /// Whether two runs draw the same glyphs at the same place.
            public static func == (lhs: Run, rhs: Run) -> Bool {
                lhs.line.origin == rhs.line.origin && lhs.base.glyphs == rhs.base.glyphs
                    && lhs.base.positions == rhs.base.positions && lhs.base.size == rhs.base.size
            }
        }

        /// Some of the glyphs of a run.
        public struct RunSlice: Equatable {
            /// The run the glyphs belong to.
            public var run: Run
            /// The indices of the glyphs in the run.
            public var indices: Range<Int>

            /// The glyphs of `run` at `indices`.
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            /// The typographic bounds of the glyphs.
            public var typographicBounds: TypographicBounds { run.bounds(of: indices) }
        }
    }
}

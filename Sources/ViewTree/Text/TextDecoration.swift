import Foundation
import Raster

extension Text {
    /// How an underline or strikethrough line is drawn, as in SwiftUI: a pattern and,
    /// optionally, a colour of its own (the text's colour otherwise).
    public struct LineStyle: Hashable, Sendable {
        /// The dashes a line is drawn in.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot

            /// Dash and gap lengths for a line `thickness` thick (empty for a solid line).
            func dashes(thickness: CGFloat) -> [CGFloat] {
                let (dot, dash, gap) = (thickness, 4 * thickness, 2 * thickness)
                switch self {
                case .solid: return []
                case .dot: return [dot, gap]
                case .dash: return [dash, gap]
                case .dashDot: return [dash, gap, dot, gap]
                case .dashDotDot: return [dash, gap, dot, gap, dot, gap]
                }
            }
        }

        /// The pattern.
        public var pattern: Pattern
        /// The colour, when it is not the text's.
        public var color: Color?

        /// A line in `pattern` and `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// The text underlined when `isActive`, in `pattern` and `color` (the text's by default).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        updating { if $0.underline == nil { $0.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) } }
    }

    /// The text struck through when `isActive`, in `pattern` and `color` (the text's by default).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        updating {
            if $0.strikethrough == nil {
                $0.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
            }
        }
    }
}

nonisolated extension View {
    /// Underlines the text in this view when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }

    /// Strikes through the text in this view when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        transformEnvironment { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
}

private struct UnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private struct StrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }

extension EnvironmentValues {
    /// The underline text in this environment gets, when its runs set none.
    var underline: Text.LineStyle? {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    /// The strikethrough line text in this environment gets, when its runs set none.
    var strikethrough: Text.LineStyle? {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }
}

/// The lines drawn under and through the glyph runs of laid-out text.
struct TextDecorations {
    /// Each span's underline and strikethrough, resolved.
    let underlines: [Text.LineStyle?]
    let strikethroughs: [Text.LineStyle?]
    let colorScheme: ColorScheme
    let osVersion: ViewTreeOSVersion

    /// Stroke items for the decorated runs of `layout` with its top left at `origin`, each in
    /// its line's colour or the run's paint.
    func items(for layout: TextLayout, at origin: CGPoint, paints: [Paint]) -> [ViewTreeDisplayItem] {
        var items: [ViewTreeDisplayItem] = []
        for line in layout.lines {
            for run in line.runs where run.extent.upperBound > run.extent.lowerBound {
                let face = run.typeface, scale = run.size / CGFloat(face.unitsPerEm)
                let baseline = origin.y + line.origin.y
                let left = origin.x + line.origin.x + run.extent.lowerBound
                let right = origin.x + line.origin.x + run.extent.upperBound
                let paint = paints[min(run.spanIndex, paints.count - 1)]
                let decorations = [
                    (underlines[safe: run.spanIndex] ?? nil, CGFloat(face.underlinePosition), CGFloat(face.underlineThickness), true),
                    (strikethroughs[safe: run.spanIndex] ?? nil, CGFloat(face.strikeoutPosition), CGFloat(face.strikeoutThickness), false),
                ]
                for case let (style?, position, thickness, isUnderline) in decorations {
                    let width = thickness * scale
                    // The underline's position is its top edge; the strikeout's its bottom.
                    let middle = baseline - position * scale + (isUnderline ? width / 2 : -width / 2)
                    var path = Path()
                    path.move(to: CGPoint(x: left, y: middle))
                    path.addLine(to: CGPoint(x: right, y: middle))
                    items.append(.stroke(path, style.color.map { .color($0.resolved(in: colorScheme, os: osVersion)) } ?? paint,
                                         StrokeStyle(lineWidth: width, dash: style.pattern.dashes(thickness: width))))
                }
            }
        }
        return items
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

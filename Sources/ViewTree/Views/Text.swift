import Foundation

/// Lines of read-only text, as in SwiftUI. Text concatenates with `+`; its own modifiers
/// (`font`, `bold`, `foregroundColor`, `kerning`...) apply to the parts that have not set them.
nonisolated public struct Text: Equatable, Sendable {
    /// One part of a text, with the attributes it sets.
    struct Run: Equatable, Sendable {
        var string: String
        /// Characters that depend on the environment (a formatted number or date), shown in
        /// place of `string`.
        var formatted: FormattedString?
        var font: Font?
        var weight: Font.Weight?
        var design: Font.Design?
        var italic = false
        var monospacedDigit = false
        var color: Color?
        var kerning: CGFloat?
        var tracking: CGFloat?
        /// Points the run is raised above the baseline (lowered when negative).
        var baselineOffset: CGFloat?
        /// The image the run shows instead of characters (`Text(Image(systemName:))`).
        var image: InlineImage?
        /// The run's underline: unset (`nil`), turned off (`.some(nil)`) or a line.
        var underline: LineStyle??
        /// The run's strikethrough line, likewise.
        var strikethrough: LineStyle??
        /// Part of a Markdown link: drawn in the tint colour unless it sets a colour.
        var isLink = false
        /// The line height an attributed string gives the run's paragraph.
        var lineHeight: AttributedString.LineHeight?
    }

    /// The runs, joined as `+` left them (see `RunTree`).
    private(set) var tree: RunTree

    /// The runs in order.
    var runs: [Run] {
        get { tree.runs }
        set { tree = .list(newValue) }
    }

    /// Text of `runs`.
    init(runs: [Run]) {
        tree = .list(runs)
    }

    private init(tree: RunTree) {
        self.tree = tree
    }

    /// Text showing `content` as it is.
    public init(verbatim content: String) {
        self.init(runs: [Run(string: content)])
    }

    /// Text showing `content` as it is, as for a string variable (a literal takes the
    /// `LocalizedStringKey` initialiser, as in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// Text showing `key`, translated by the app's string tables (`tableName`, default
    /// `Localizable`, in `bundle` or the app's resource bundles: see `StringTables`), with its
    /// interpolations formatted and the Markdown of its literal parts applied
    /// (`"**Bold** and *italic*"`). A key no table has shows as written.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        let segments = key.localizedSegments(table: tableName, bundle: bundle)
        let runs = InlineMarkdown.runs(of: segments) ?? segments.flatMap(Text.runs(of:))
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }

    /// The runs one piece of a key stands for, as it is.
    static func runs(of segment: LocalizedStringKey.Segment) -> [Run] {
        switch segment {
        case .literal(let string), .argument(let string): return [Run(string: string)]
        case .formatted(let formatted): return [Run(string: "", formatted: formatted)]
        case .text(let text): return text.runs
        }
    }

    /// Text whose characters are formatted in the environment.
    init(formatted: FormattedString) {
        self.init(runs: [Run(string: "", formatted: formatted)])
    }

    /// The characters shown in `environment`.
    func string(in environment: EnvironmentValues) -> String {
        runs.string(in: environment)
    }

    /// Text followed by more text, each keeping its own attributes. Both are kept as they are,
    /// not copied, so that a chain of `+` costs a step for each (see `RunTree`).
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(tree: .joined(RunTree.Join(lhs.tree, rhs.tree)))
    }

    /// Texts are equal when their runs are, however `+` joined them.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.runs == rhs.runs
    }

    /// The text with every run changed by `change`.
    func updating(_ change: (inout Run) -> Void) -> Text {
        var runs = self.runs
        for index in runs.indices { change(&runs[index]) }
        return Text(runs: runs)
    }

    /// The text in `font` (parts with a font of their own keep it).
    public func font(_ font: Font?) -> Text { updating { if $0.font == nil { $0.font = font } } }

    /// The text in `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { updating { if $0.weight == nil { $0.weight = weight } } }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in `design` where its font names none.
    public func fontDesign(_ design: Font.Design?) -> Text { updating { if $0.design == nil { $0.design = design } } }

    /// The text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// The text in italics.
    public func italic() -> Text { updating { $0.italic = true } }

    /// The text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// The text with digits all one width, so that numbers line up.
    public func monospacedDigit() -> Text { updating { $0.monospacedDigit = true } }

    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { updating { if $0.color == nil { $0.color = color } } }

    /// The text with `kerning` points after every character.
    public func kerning(_ kerning: CGFloat) -> Text { updating { if $0.kerning == nil { $0.kerning = kerning } } }

    /// The text with `tracking` points between characters.
    public func tracking(_ tracking: CGFloat) -> Text { updating { if $0.tracking == nil { $0.tracking = tracking } } }

    /// The text raised `baselineOffset` points above the baseline (lowered when negative), as
    /// in a superscript: `Text("E = mc") + Text("2").baselineOffset(8)`. The line grows to hold
    /// the raised characters, as TextKit lays out a run with an `NSBaselineOffsetAttributeName`
    /// (*unverified* against an iOS recording).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        updating { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset } }
    }

    /// The letter case `textCase` shows text in.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Where an ellipsis replaces text that does not fit.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }
}

extension [Text.Run] {
    /// The characters of the runs in `environment`, one after another.
    func string(in environment: EnvironmentValues) -> String {
        map { $0.string(in: environment) }.joined()
    }
}

extension Text.Run {
    /// The characters of the run in `environment`, in its letter case.
    func string(in environment: EnvironmentValues) -> String {
        let characters = formatted?.string(in: environment) ?? string
        switch environment.textCase {
        case .uppercase?: return characters.uppercased(with: environment.locale)
        case .lowercase?: return characters.lowercased(with: environment.locale)
        case nil: return characters
        }
    }
}

/// How the lines of multi-line text align with one another.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

extension Text: View, PrimitiveView {
    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        [TextNode(text: self, environment: environment)]
    }
}

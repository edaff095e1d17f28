import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI's text reads from an `AttributedString`, as in SwiftUI: a run's
    /// font, colour, underline, strikethrough, kerning, tracking and baseline offset, with Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// The run's strikethrough line.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Points added after each character of the run.
        public let kern: KerningAttribute
        /// Points added between the run's characters.
        public let tracking: TrackingAttribute
        /// Points the run is raised above the baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// The line height of the run's paragraph.
        public let lineHeight: AttributeScopes.CoreTextAttributes.LineHeightAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// A run's font.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// A run's colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// A run's underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// A run's strikethrough line.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// Points added after each character of a run.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// Points added between the characters of a run.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// Points a run is raised above the baseline (lowered when negative).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's text attributes.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// Core Text's paragraph attributes as SwiftUI's text reads them (iOS 26).
    public struct CoreTextAttributes: AttributeScope {
        /// The line height of a paragraph.
        public let lineHeight: LineHeightAttribute

        /// The distance between the baselines of a paragraph's lines.
        public enum LineHeightAttribute: AttributedStringKey {
            public typealias Value = AttributedString.LineHeight
            public static let name = "CoreText.LineHeight"
        }
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's text attributes as properties of an `AttributedString` and its runs
    /// (`string.font = .headline`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text showing `attributedContent`, each run in its own font, colour, lines and spacing.
    /// (Foundation on Linux has no inline presentation intents or Markdown parsing, so runs are
    /// styled through these attributes alone.) Disfavoured: Foundation on Linux lets a string
    /// literal be an `AttributedString`, and a literal must stay a `LocalizedStringKey`, as in
    /// SwiftUI, for its Markdown and interpolations.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias Attributes = AttributeScopes.SwiftUIAttributes
        let runs = attributedContent.runs.map { run in
            var part = Run(string: String(attributedContent[run.range].characters))
            part.font = run[Attributes.FontAttribute.self]
            part.color = run[Attributes.ForegroundColorAttribute.self]
            part.kerning = run[Attributes.KerningAttribute.self]
            part.tracking = run[Attributes.TrackingAttribute.self]
            part.baselineOffset = run[Attributes.BaselineOffsetAttribute.self]
            part.underline = run[Attributes.UnderlineStyleAttribute.self].map { .some($0) }
            part.strikethrough = run[Attributes.StrikethroughStyleAttribute.self].map { .some($0) }
            part.lineHeight = run[AttributeScopes.CoreTextAttributes.LineHeightAttribute.self]
            return part
        }
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }
}

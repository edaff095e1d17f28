/// A font, with SwiftUI's API: system fonts by size or text style, weights, designs, italic,
/// monospaced digits and custom fonts. A font is resolved to a bundled face and a point size
/// only when text is laid out, against the environment's Dynamic Type size.
public struct Font: Hashable, Sendable {
    /// A font weight, as in SwiftUI.
    public struct Weight: Hashable, Comparable, Sendable {
        /// The weight on the OpenType scale (100 thin ... 900 black).
        let value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        /// Orders weights from lightest to heaviest.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// A font design, as in SwiftUI.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// SwiftUI's text styles.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// What the font is before modifiers.
    enum Base: Hashable, Sendable {
        case system(size: Double, design: Design?)
        case textStyle(TextStyle, design: Design?)
        /// A registered font by name; `relativeTo` scales it with Dynamic Type like that style.
        case custom(name: String, size: Double, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var isItalic = false
    var hasMonospacedDigits = false
    /// The OpenType small-capital features asked for (`smcp`, `c2sc`), in a fixed order.
    var smallCapitals: [String] = []
    /// The line spacing adjustment of a system font.
    var lineLeading = Leading.standard

    init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weight = weight
    }

    // MARK: Text styles

    public static let largeTitle = Font(base: .textStyle(.largeTitle, design: nil))
    public static let title = Font(base: .textStyle(.title, design: nil))
    public static let title2 = Font(base: .textStyle(.title2, design: nil))
    public static let title3 = Font(base: .textStyle(.title3, design: nil))
    public static let headline = Font(base: .textStyle(.headline, design: nil))
    public static let subheadline = Font(base: .textStyle(.subheadline, design: nil))
    public static let body = Font(base: .textStyle(.body, design: nil))
    public static let callout = Font(base: .textStyle(.callout, design: nil))
    public static let footnote = Font(base: .textStyle(.footnote, design: nil))
    public static let caption = Font(base: .textStyle(.caption, design: nil))
    public static let caption2 = Font(base: .textStyle(.caption2, design: nil))

    // MARK: System and custom fonts

    /// The system font at a fixed point size.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, design: design), weight: weight)
    }

    /// The system font for a text style, which scales with Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design), weight: weight)
    }

    /// A registered font (see `Font.register(contentsOf:)`) that scales with Dynamic Type like
    /// `.body`.
    public static func custom(_ name: String, size: Double) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A registered font that scales with Dynamic Type like `style`.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: style))
    }

    /// A registered font at a size that does not scale.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    // MARK: Modifiers

    /// The font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The system font in its monospaced design (custom fonts keep their face).
    public func monospaced() -> Font {
        var font = self
        switch base {
        case .system(let size, _): font.base = .system(size: size, design: .monospaced)
        case .textStyle(let style, _): font.base = .textStyle(style, design: .monospaced)
        case .custom: break
        }
        return font
    }

    /// The font in `design` when it names no design of its own (custom fonts keep their face).
    func defaultingDesign(to design: Font.Design) -> Font {
        var font = self
        switch base {
        case .system(let size, nil): font.base = .system(size: size, design: design)
        case .textStyle(let style, nil): font.base = .textStyle(style, design: design)
        default: break
        }
        return font
    }

    /// The font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font with digits of equal width (OpenType `tnum`).
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// The font with every letter in small capitals (OpenType `smcp` and `c2sc`). A face without
    /// small capitals, such as the bundled stand-in for SF Pro, draws its usual letters.
    public func smallCaps() -> Font { addingSmallCapitals(["smcp", "c2sc"]) }

    /// The font with lowercase letters in small capitals (OpenType `smcp`).
    public func lowercaseSmallCaps() -> Font { addingSmallCapitals(["smcp"]) }

    /// The font with uppercase letters in small capitals (OpenType `c2sc`).
    public func uppercaseSmallCaps() -> Font { addingSmallCapitals(["c2sc"]) }

    /// The font with the small-capital `features` added to those it has.
    private func addingSmallCapitals(_ features: [String]) -> Font {
        var font = self
        font.smallCapitals = ["smcp", "c2sc"].filter { font.smallCapitals.contains($0) || features.contains($0) }
        return font
    }
}

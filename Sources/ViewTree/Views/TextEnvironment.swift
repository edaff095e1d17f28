import Foundation

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
private struct KerningKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The most lines text shows, or `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Points added between lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How far text may shrink to fit.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The letter case text is shown in (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// A weight text uses when it sets none.
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether text is set in italics.
    var italic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// Whether digits in text are all one width.
    var monospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    /// Kerning for text that sets none.
    var kerning: CGFloat {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }

    /// Tracking for text that sets none.
    var tracking: CGFloat {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The font of text inside this view.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The weight of text inside this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { transformEnvironment { $0.fontWeight = weight } }

    /// Text inside this view in bold (when `isActive`).
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.fontWeight = .bold } }
    }

    /// Text inside this view with digits all one width, so that numbers line up.
    public func monospacedDigit() -> some View {
        transformEnvironment { $0.monospacedDigit = true }
    }

    /// Text inside this view in italics (when `isActive`).
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.italic = true } }
    }

    /// At most `number` lines of text inside this view (`nil`: no limit).
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// How lines of multi-line text inside this view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where text inside this view is cut when it does not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Points between lines of text inside this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// How far text inside this view may shrink to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// Shows text inside this view in upper or lower case (`nil`: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Kerning for text inside this view.
    public func kerning(_ kerning: CGFloat) -> some View { transformEnvironment { $0.kerning = kerning } }

    /// Tracking for text inside this view.
    public func tracking(_ tracking: CGFloat) -> some View { transformEnvironment { $0.tracking = tracking } }
}

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
private struct BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct ReservedLineCountKey: EnvironmentKey { static let defaultValue = 0 }
private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }

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

    /// The lines text takes room for even when it shows fewer (`lineLimit(_:reservesSpace:)`
    /// and ranges with a lower bound).
    var reservedLineCount: Int {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }

    /// The design text uses when its font names none (`fontDesign(_:)`).
    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
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

    /// The baseline offset of text that sets none.
    var baselineOffset: CGFloat {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
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

    /// At most `limit` lines of text, taking room for all of them even when it shows fewer
    /// when `reservesSpace` is set (a card's description that keeps its height).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(atMost: limit, reserving: reservesSpace ? limit : 0)
    }

    /// Between `limit.lowerBound` lines (room always taken) and `limit.upperBound` lines of text.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(atMost: limit.upperBound, reserving: limit.lowerBound)
    }

    /// At least `limit.lowerBound` lines of room for text, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(atMost: nil, reserving: limit.lowerBound)
    }

    /// At most `limit.upperBound` lines of text.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(atMost: limit.upperBound, reserving: 0)
    }

    /// At most `limit` lines of text (`nil`: no limit), with room for `reserved` of them.
    private func lineLimit(atMost limit: Int?, reserving reserved: Int) -> some View {
        transformEnvironment { environment in
            environment.lineLimit = limit
            environment.reservedLineCount = max(0, reserved)
        }
    }

    /// The font design of text inside this view whose font names none (`.rounded`, `.serif`,
    /// `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> some View { transformEnvironment { $0.fontDesign = design } }

    /// Text inside this view in the monospaced design (when `isActive`).
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment { if isActive { $0.fontDesign = .monospaced } }
    }

    /// How lines of multi-line text inside this view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where text inside this view is cut when it does not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Points between lines of text inside this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        var numbers = InvalidNumbers("lineSpacing")
        return environment(\.lineSpacing, numbers.finite("lineSpacing", lineSpacing)).reporting(numbers)
    }

    /// How far text inside this view may shrink to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        var numbers = InvalidNumbers("minimumScaleFactor")
        return environment(\.minimumScaleFactor, numbers.unitFraction("factor", factor, nanValue: 1)).reporting(numbers)
    }

    /// Shows text inside this view in upper or lower case (`nil`: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Kerning for text inside this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        var numbers = InvalidNumbers("kerning")
        let kerning = numbers.finite("kerning", kerning)
        return transformEnvironment { $0.kerning = kerning }.reporting(numbers)
    }

    /// Tracking for text inside this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        var numbers = InvalidNumbers("tracking")
        let tracking = numbers.finite("tracking", tracking)
        return transformEnvironment { $0.tracking = tracking }.reporting(numbers)
    }

    /// Raises text inside this view `baselineOffset` points above its baseline (lowers it when
    /// negative); text that sets its own offset keeps it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        var numbers = InvalidNumbers("baselineOffset")
        let baselineOffset = numbers.finite("baselineOffset", baselineOffset)
        return transformEnvironment { $0.baselineOffset = baselineOffset }.reporting(numbers)
    }
}

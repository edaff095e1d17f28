/// How a view's content changes when it is replaced, as SwiftUI's `ContentTransition`
/// (`.numericText()` rolls digits). A render shows the content at rest: `contentTransition`
/// compiles only.
public struct ContentTransition: Hashable, Sendable {
    private let name: String

    /// No animation: the new content replaces the old.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// Interpolated glyphs and colours.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Symbol effects between symbols.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")

    /// Digits that roll up, or down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText(down)" : "numericText(up)")
    }

    /// Digits that roll in the direction `value` changed in.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText(value:)") }

    /// `effect` between symbols.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

nonisolated extension View {
    /// How the view's content animates when it changes. Compiles only: a render shows it at rest.
    public func contentTransition(_ transition: ContentTransition) -> some View { unchangedInRender() }
}

import Synchronization

/// System fonts resolved so far, for the Apple fonts installed when they were: every text
/// resolves its fonts each time it is laid out, and finding a face and its fallbacks in the font
/// library costs far more than this lookup. Custom fonts are not kept (registering a font can
/// change what a name stands for). When other Apple fonts are found, or more than `capacity`
/// fonts are kept, the cache starts again empty.
final class ResolvedFontCache: Sendable {
    static let shared = ResolvedFontCache()
    private static let capacity = 1_024

    private struct Key: Hashable {
        let font: Font
        let dynamicTypeSize: DynamicTypeSize
    }

    private struct State {
        var appleFonts: AppleFontCatalog?
        var fonts: [Key: ViewTreeResolvedFont] = [:]
    }

    private let state = Mutex(State())

    /// `font` at `dynamicTypeSize` with `appleFonts` installed, from the cache or from `resolve`
    /// (whose errors are thrown and not kept).
    func font(_ font: Font, dynamicTypeSize: DynamicTypeSize, appleFonts: AppleFontCatalog,
              resolve: () throws -> ViewTreeResolvedFont) throws -> ViewTreeResolvedFont {
        let key = Key(font: font, dynamicTypeSize: dynamicTypeSize)
        if let found = state.withLock({ $0.appleFonts == appleFonts ? $0.fonts[key] : nil }) { return found }
        let resolved = try resolve()
        state.withLock { state in
            if state.appleFonts != appleFonts || state.fonts.count >= Self.capacity {
                state = State(appleFonts: appleFonts)
            }
            state.fonts[key] = resolved
        }
        return resolved
    }
}

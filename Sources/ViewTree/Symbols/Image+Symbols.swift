extension Image {
    /// An SF Symbol whose drawing depends on a value from 0 to 1 (a Wi-Fi symbol's bars). The
    /// bundled symbols have no variable parts, so the symbol is drawn whole.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// The symbol image drawn in `mode` (`nil`: the environment's): two-layer symbols paint
    /// their mark and shape apart in `.hierarchical` and `.palette`.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
}

private struct SymbolFontOverrideKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    /// A font symbol images size themselves by instead of `font`: a tab item written as an
    /// image and a text (not a `Label`) draws its image at the icon size and its text at the
    /// title size.
    var symbolFontOverride: Font? {
        get { self[SymbolFontOverrideKey.self] }
        set { self[SymbolFontOverrideKey.self] = newValue }
    }

    /// The font symbol images are sized by: the override, else the font, else body.
    var symbolFont: Font { symbolFontOverride ?? font ?? .body }
}

extension Image {
    /// An SF Symbol whose drawing depends on a value from 0 to 1 (a Wi-Fi symbol's bars). The
    /// bundled symbols have no variable parts, so the symbol is drawn whole.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// The symbol image with `mode` asked for (kept for source compatibility: ViewTree's
    /// single-layer symbols draw the same in every mode).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

import Foundation

/// Bar items as iOS 26 draws them: side by side on one shared glass capsule (a lone glyph on a
/// circle), each at least as wide as the capsule is tall, in the label colour rather than the
/// tint; a prominent item (a confirmation) in white on a capsule of the tint (WWDC25 "Get to
/// know the new design system": the toolbar's primary action is tinted; *unverified* colours).
/// In the bottom toolbar the capsule is taller and its items further apart
/// (`LiquidGlassMetrics.bottomBarButtonHeight`). Labels show their icon alone, as iOS shows
/// labels in toolbars (the recordings below: `Label("Refresh", systemImage:)` and `Button("",
/// systemImage:)` items draw the symbol only). Symbols are drawn at the large image scale
/// (*measured*: 1.29 times the medium scale's size in three apps' iOS 26 recordings: the "plus"
/// 17.67 wide in KeenWill/signalbox's `sessions.png`, the `xmark` of home-assistant/iOS's
/// `newComplicationBuilder.light.png` 17.33, the `pause.fill` of rckim77/Sudoku's bottom
/// toolbar 13.33 by 18). The glass floats over the content and casts its soft shadow
/// (`LiquidGlassMetrics.floatingGlassShadow`), in the navigation bar as in the bottom toolbar.
nonisolated struct LiquidGlassBarGroup: View {
    /// What the items sit on.
    enum Look {
        /// A shared glass capsule, the items in the label colour.
        case glass
        /// A capsule of the tint, the item in white.
        case prominent
        /// Nothing: an item whose shared background is hidden, as it is.
        case plain
    }

    let items: [AnyView]
    let look: Look
    /// The indices of the items whose label is text, padded wider than glyphs
    /// (`LiquidGlassMetrics.barTextButtonPadding`).
    var textItems: Set<Int> = []
    /// The capsule's height, and each item's least width.
    var height = LiquidGlassMetrics.barButtonHeight
    /// Between neighbouring items.
    var spacing: CGFloat = 0
    @Environment(\.tint) private var tint

    var body: some View {
        let row = HStack(spacing: spacing) {
            ForEach(items.indices, id: \.self) { index in
                items[index]
                    .labelStyle(IconOnlyLabelStyle())
                    .imageScale(.large)
                    .padding(.horizontal, textItems.contains(index) ? LiquidGlassMetrics.barTextButtonPadding : LiquidGlassMetrics.barButtonPadding)
                    .frame(minWidth: height, minHeight: height)
            }
        }
        .lineLimit(1)
        switch look {
        case .prominent:
            row.tint(.white).foregroundStyle(.white).background(Capsule().fill(tint ?? .accentColor))
        case .glass:
            row.tint(.primary).background(LiquidGlassShape(shape: Capsule(), castsShadow: true))
        case .plain:
            row.tint(.primary)
        }
    }
}

extension LiquidGlassBarGroup {
    /// Whether `item` shows text, as a title bar item does (a glyph's or a label's icon does
    /// not): it is laid out at its ideal size in `environment`, labels as icons, and searched
    /// for a text view.
    static func showsText(_ item: AnyView, in environment: EnvironmentValues) -> Bool {
        var environment = environment
        environment.labelStyle = IconOnlyLabelStyle()
        let node = item.resolveSingleNode(in: environment)
        let frame = CGRect(origin: .zero, size: node.sizeThatFits(.unspecified))
        var pending = [PlacedNode.place(node, in: frame, context: PlacementContext(), scale: 1)]
        while let next = pending.popLast() {
            if next.node.text != nil { return true }
            pending += next.children
        }
        return false
    }
}

import Foundation

/// Bar items as iOS 26 draws them: side by side on one shared glass capsule (a lone glyph on a
/// circle), each at least as wide as the capsule is tall, in the label colour rather than the tint.
nonisolated struct LiquidGlassBarGroup: View {
    let items: [AnyView]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                items[index]
                    .padding(.horizontal, LiquidGlassMetrics.barButtonPadding)
                    .frame(minWidth: LiquidGlassMetrics.barButtonHeight, minHeight: LiquidGlassMetrics.barButtonHeight)
            }
        }
        .tint(.primary)
        .lineLimit(1)
        .background(LiquidGlassShape(shape: Capsule()))
    }
}

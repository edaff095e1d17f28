import Foundation
@_spi(ViewTreeInternals) import ViewTree

/// An inline tip, as TipKit's `TipView`: while the tip should show (see `Tip`), a rounded box
/// with the tip's image in the tint, its title in the headline font and its message in the
/// secondary style beside it, a close mark at the top trailing corner, and its actions under
/// them; otherwise nothing. With `arrowEdge`, an arrow on that edge points away from the box.
///
/// Its metrics are *unverified* (no iOS recording of a tip view was found): 16-point insets, a
/// 12-point gap after the image, a 13-point corner (26 in iOS 26's look), the secondary system
/// background.
public struct TipView<Content: Tip>: View {
    private let tip: Content
    private let isPresented: Binding<Bool>?
    private let arrowEdge: Edge?
    @Environment(\.viewTreeOSVersion) private var os
    @Environment(\.tipBackground) private var background
    @Environment(\.tipCornerRadius) private var cornerRadius
    @Environment(\.tipImageSize) private var imageSize

    /// A view of `tip`, with an arrow on `arrowEdge`; `action` runs when one of its actions is
    /// triggered (never in a render).
    public init(_ tip: Content, arrowEdge: Edge? = nil,
                action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        isPresented = nil
        self.arrowEdge = arrowEdge
    }

    /// The tip box, or nothing when the tip should not show (or `isPresented` is false).
    public var body: some View {
        if tip.shouldDisplay, isPresented?.wrappedValue ?? true {
            box
        }
    }

    private var box: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                if let image = tip.image {
                    image
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(width: imageSize?.width ?? 30, height: imageSize?.height ?? 30)
                        .foregroundStyle(.tint)
                }
                VStack(alignment: .leading, spacing: 4) {
                    tip.title.font(.headline)
                    if let message = tip.message {
                        message.font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "xmark")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.tertiary)
            }
            ForEach(Array(tip.actions.enumerated()), id: \.offset) { _, action in
                Divider()
                action.label().foregroundStyle(.tint)
            }
        }
        .padding(16)
        .padding(arrowEdge.map { Edge.Set($0) } ?? [], TipArrowShape.length)
        .background(background ?? AnyShapeStyle(Color(system: .secondarySystemBackground)),
                    in: TipArrowShape(cornerRadius: cornerRadius ?? (os >= .iOS26 ? 26 : 13), arrowEdge: arrowEdge))
    }
}

extension TipView where Content == AnyTip {
    /// A view of any tip (nothing for `nil`), as TipKit's.
    public init(_ tip: (any Tip)?, arrowEdge: Edge? = nil,
                action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        self.init(tip, isPresented: nil, arrowEdge: arrowEdge, action: action)
    }

    /// A view of any tip that shows while `isPresented` is true and the tip should show.
    public init(_ tip: (any Tip)?, isPresented: Binding<Bool>?, arrowEdge: Edge? = nil,
                action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        self.tip = AnyTip(tip ?? NoTip())
        self.isPresented = tip == nil ? .constant(false) : isPresented
        self.arrowEdge = arrowEdge
    }
}

/// The tip of a `TipView` made with `nil`, which never shows.
private struct NoTip: Tip {
    var title: Text { Text(verbatim: "") }
}

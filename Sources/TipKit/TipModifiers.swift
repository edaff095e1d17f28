import Foundation
import ViewTree

extension View {
    /// Anchors a popover tip to the view, as TipKit's modifier. A snapshot captures the view
    /// alone, not the popover iOS presents over it, so the view is drawn as it is.
    public func popoverTip(_ tip: (some Tip)?, arrowEdge: Edge = .top,
                           action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) -> some View {
        self
    }

    /// The style tip views inside fill their box with.
    public func tipBackground(_ style: some ShapeStyle) -> some View {
        environment(\.tipBackground, AnyShapeStyle(style))
    }

    /// The corner radius of tip views inside.
    public func tipCornerRadius(_ cornerRadius: Double, antialiased: Bool = true) -> some View {
        environment(\.tipCornerRadius, CGFloat(cornerRadius))
    }

    /// The size the images of tip views inside are drawn at.
    public func tipImageSize(_ size: CGSize) -> some View {
        environment(\.tipImageSize, size)
    }
}

extension EnvironmentValues {
    /// The style of tip views' boxes (`nil`: the secondary system background).
    var tipBackground: AnyShapeStyle? {
        get { self[TipBackgroundKey.self] }
        set { self[TipBackgroundKey.self] = newValue }
    }

    /// The corner radius of tip views' boxes (`nil`: the look's).
    var tipCornerRadius: CGFloat? {
        get { self[TipCornerRadiusKey.self] }
        set { self[TipCornerRadiusKey.self] = newValue }
    }

    /// The size of tip views' images (`nil`: 30 by 30).
    var tipImageSize: CGSize? {
        get { self[TipImageSizeKey.self] }
        set { self[TipImageSizeKey.self] = newValue }
    }
}

private struct TipBackgroundKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

private struct TipCornerRadiusKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

private struct TipImageSizeKey: EnvironmentKey {
    static var defaultValue: CGSize? { nil }
}

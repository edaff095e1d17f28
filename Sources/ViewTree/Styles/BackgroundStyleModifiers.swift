import Foundation

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `backgroundStyle(_:)` set, which the `.background` style paints (nil: the
    /// window's background).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the `.background` style inside this view to `style`, as SwiftUI's `backgroundStyle(_:)`.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// This view's bounds filled with the `.background` style behind it, grown under the safe area
    /// on `edges` where the view reaches it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
    }

    /// `shape` filled with the `.background` style behind this view, by `fillStyle`'s rule.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(shape.fill(.background, style: fillStyle), placement: .background, alignment: .center)
    }
}

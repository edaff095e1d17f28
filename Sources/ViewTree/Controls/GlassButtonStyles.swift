/// iOS 26's glass button: the label in the tint on Liquid Glass in the button border shape,
/// padded as a bordered button. The label's colour is *unverified* (the tint, as bordered
/// buttons; Apple documents only "glass border artwork"). Disabled, it is drawn as a disabled
/// bordered button.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// The style, with regular glass.
    public init() { glass = .regular }

    /// The style, with `glass`.
    public init(_ glass: Glass) { self.glass = glass }

    /// The glass button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, kind: .glass(glass))
    }
}

/// iOS 26's prominent glass button: a white label on the tint in the button border shape, as a
/// bordered prominent button draws it (the glass's refraction has nothing to show on a solid
/// tint in a still frame; *unverified*).
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The prominent glass button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, kind: .prominent)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The label in the tint on Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// The label in the tint on `glass`.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A white label on the tint, for the primary action.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

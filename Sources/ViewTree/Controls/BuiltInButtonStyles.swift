/// The style buttons have unless one is set: borderless, as iOS draws buttons outside lists.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The label in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label alone, painted in the tint (the accent colour unless `tint` sets another), red for
/// a destructive role and grey when disabled, unless an outer `foregroundStyle` sets a colour.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The label in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.transformEnvironment { environment in
            guard environment.foregroundStyle == nil else { return }
            environment.foregroundStyle = !environment.isEnabled ? Color.tertiaryLabel
                : ButtonColors.tint(of: configuration.role, in: environment)
        }
    }
}

/// The label as it is, neither tinted nor bordered.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// The label in the tint over a light fill of it, in the button border shape: iOS's gray
/// (tinted) button. Disabled, the label is grey over a grey fill.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, kind: .tinted)
    }
}

/// The label in white over the tint, in the button border shape: iOS's filled button.
/// Disabled, the label is grey over a grey fill.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, kind: .prominent)
    }
}

/// The colours buttons take from their role and the environment.
enum ButtonColors {
    /// Red for a destructive button, else the tint (the accent colour unless `tint` sets another).
    static func tint(of role: ButtonRole?, in environment: EnvironmentValues) -> Color {
        role == .destructive ? .red : environment.tint ?? .accentColor
    }
}

/// A bordered button: its label padded for the control size, over its fill.
nonisolated struct BorderedButton: View {
    /// What is behind the label.
    enum Kind {
        /// A light fill of the tint, the label in the tint.
        case tinted
        /// The tint, the label in white.
        case prominent
        /// Liquid Glass, the label in the tint.
        case glass(Glass)

        var isProminent: Bool {
            if case .prominent = self { true } else { false }
        }
    }

    let configuration: PrimitiveButtonStyleConfiguration
    let kind: Kind
    @Environment(\.self) private var environment

    var body: some View {
        let metrics = ControlMetrics.bordered(environment.controlSize)
        let tint = ButtonColors.tint(of: configuration.role, in: environment)
        let enabled = environment.isEnabled
        let labelColor: Color = !enabled ? .tertiaryLabel : kind.isProminent ? .white : tint
        let shape = environment.buttonBorderShape.shape(for: environment.controlSize, os: environment.viewTreeOSVersion)
        configuration.label
            .transformEnvironment { environment in
                if environment.foregroundStyle == nil { environment.foregroundStyle = labelColor }
                if environment.font == nil, let font = metrics.font { environment.font = font }
            }
            .padding(.vertical, metrics.vertical)
            .padding(.horizontal, metrics.horizontal)
            .background {
                switch kind {
                case .glass(let glass) where enabled:
                    LiquidGlassShape(shape: shape, glass: glass)
                case .tinted, .prominent, .glass:
                    shape.fill(!enabled ? ControlMetrics.disabledFill
                        : kind.isProminent ? tint : tint.opacity(ControlMetrics.borderedFillOpacity))
                }
            }
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: borderless.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone, tinted.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The tinted label over a light fill of the tint.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label over the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

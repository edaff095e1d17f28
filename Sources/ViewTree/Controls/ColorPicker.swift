/// A control that picks a colour, as SwiftUI's `ColorPicker`, drawn as on iOS: the label at the
/// leading edge and at the trailing edge a colour well, a ring of every hue around a disc of the
/// selected colour. A render never opens the picker.
nonisolated public struct ColorPicker<Label: View>: View {
    private let color: Color
    private let label: Label
    @Environment(\.self) private var environment

    /// A picker of `selection`, labelled `label`; `supportsOpacity` lets the picker choose opacity.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = selection.wrappedValue
        self.label = label()
    }

    /// The label, a spacer and the well.
    public var body: some View {
        HStack(spacing: 0) {
            if !environment.labelsHidden {
                label
                Spacer(minLength: 8)
            }
            ColorWell(color: color)
                .opacity(environment.isEnabled ? 1 : 0.5)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of `selection` titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// iOS's colour well: a hue ring around a disc of the colour.
nonisolated struct ColorWell: View {
    let color: Color

    var body: some View {
        let size = ColorWellMetrics.diameter
        let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .red]
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: hues, center: .center, startAngle: .zero, endAngle: .degrees(360)),
                                  lineWidth: ColorWellMetrics.ringWidth)
            Circle().fill(color).padding(ColorWellMetrics.ringWidth + ColorWellMetrics.gap)
        }
        .frame(width: size, height: size)
    }
}

/// The colour well. *Unverified*: measured by eye from iOS 17 screenshots of a `ColorPicker`
/// in a `Form`; no public measurement of `UIColorWell` was found (Apple's documentation and HIG
/// give none, and Flutter's Cupertino widgets have no colour well), nor an iOS 26 change.
enum ColorWellMetrics {
    /// The well's diameter.
    static let diameter: CGFloat = 28
    /// The width of the hue ring.
    static let ringWidth: CGFloat = 3
    /// The space between the ring and the disc.
    static let gap: CGFloat = 2
}

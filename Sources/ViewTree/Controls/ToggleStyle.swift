/// How toggles look, as SwiftUI's `ToggleStyle`: a view made of the toggle's label and state.
/// Set one with `toggleStyle(_:)`. Main-actor isolated, as views are.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a toggle becomes.
    associatedtype Body: View
    /// The label and state of the toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration

    /// The view for the toggle described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle's label and state, handed to a `ToggleStyle`.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label.
        public var body: some View { content }
    }

    /// The label.
    public let label: Label
    /// Whether the toggle is on (`$isOn` is the binding).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off: never, here.
    public var isMixed: Bool { false }

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The style toggles have unless one is set: a switch, as on iOS.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public init() {}
    /// The label and a switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// The label at the leading edge and iOS's switch at the trailing edge, across the width
/// offered (only the switch under `labelsHidden()`). The switch is 51 by 31 points: green
/// (or the tint) with the white thumb at the trailing end when on, grey with the thumb at the
/// leading end when off, half transparent when disabled.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    /// The switch's colour when on, if given (else the environment's tint, or green).
    private let tint: Color?

    /// The style.
    public init() {
        tint = nil
    }

    /// The style with the switch in `tint` when on (SwiftUI's iOS 14 spelling of `tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }

    /// The label and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        ToggleSwitchRow(label: configuration.label, isOn: configuration.isOn)
            .transformEnvironment { environment in
                if let tint { environment.tint = tint }
            }
    }
}

/// A switch toggle: its label, a spacer and the switch. In iOS 26's list rows the switch reaches
/// into the row's insets (`LiquidGlassMetrics.rowSwitchOverhang`), so that a one-line toggle
/// row keeps the least row height as recorded.
nonisolated struct ToggleSwitchRow: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    @Environment(\.self) private var environment

    var body: some View {
        HStack(spacing: 0) {
            if !environment.labelsHidden {
                label
                Spacer(minLength: 8)
            }
            let control = ToggleSwitch(isOn: isOn, onColor: environment.tint ?? .green)
                .opacity(environment.isEnabled ? 1 : 0.5)
            if environment.isListRow && environment.viewTreeOSVersion.hasLiquidGlass {
                control.padding(.vertical, -LiquidGlassMetrics.rowSwitchOverhang)
            } else {
                control
            }
        }
    }
}

/// iOS's switch: a capsule track with a white thumb, round in iOS 17's look, a pill in iOS 26's.
nonisolated struct ToggleSwitch: View {
    let isOn: Bool
    let onColor: Color
    @Environment(\.viewTreeOSVersion) private var os

    var body: some View {
        let shape = ControlMetrics.switchShape(os)
        Capsule()
            .fill(isOn ? onColor : ControlMetrics.switchOffTrack)
            .frame(width: shape.track.width, height: shape.track.height)
            .overlay(alignment: isOn ? .trailing : .leading) {
                if shape.thumb.width == shape.thumb.height { thumb(Circle(), size: shape.thumb) } else { thumb(Capsule(), size: shape.thumb) }
            }
    }

    /// The white thumb in `shape`, with its shadow, inset from the track.
    private func thumb<S: Shape>(_ shape: S, size: CGSize) -> some View {
        let shadow = ControlMetrics.switchThumbShadow
        return shape
            .fill(Color.white)
            .frame(width: size.width, height: size.height)
            .shadow(color: Color(white: 0, opacity: shadow.opacity), radius: shadow.radius, y: shadow.y)
            .padding(ControlMetrics.switchThumbInset)
    }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle {
    /// The toggle described by `configuration`, type-erased.
    func body(for configuration: Configuration) -> AnyView {
        nonisolated(unsafe) let (style, configuration) = (self, configuration)  // used on the main actor only
        return onMainActor { AnyView(style.makeBody(configuration: configuration)) }
    }
}

private struct ToggleStylesKey: EnvironmentKey {
    static var defaultValue: [any ToggleStyle] { [] }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The toggle styles set around a view, innermost last: toggles are drawn in the last, and
    /// inside its body the rest are in effect (see `Toggle`).
    var toggleStyles: [any ToggleStyle] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }

    /// Whether controls inside a view hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws toggles inside this view in `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironment { $0.toggleStyles.append(style) }
    }

    /// Hides the labels of controls inside this view (toggles show only their switch).
    public func labelsHidden() -> some View {
        transformEnvironment { $0.labelsHidden = true }
    }
}

import Foundation

/// What a button does, which changes how it looks: a destructive button is red.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// Deletes or discards something.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that performs an action, as in SwiftUI, drawn by the button style in the
/// environment (`buttonStyle(_:)`): by default its label alone (borderless), painted in the tint
/// (the accent colour, blue, unless `tint` sets another), red for a destructive role, grey (the
/// tertiary label colour) when disabled, unless the label or an outer `foregroundStyle` sets its
/// own colour. The action never runs during a render.
nonisolated public struct Button<Label: View>: View, PrimitiveView {
    private let label: Label
    private let role: ButtonRole?

    /// A button showing `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role, showing `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }

    /// A button showing `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text {
        self.init(title, role: nil, action: action)
    }

    /// A button with a role, showing `title`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) where Label == Text {
        self.init(role: role, action: action) { Text(title) }
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(AnyView(label)))
        return environment.buttonStyle.body(for: configuration).resolveNodes(in: environment)
    }
}

private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The colour controls are tinted with; `nil` is the accent colour.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// Whether controls here respond to touches: `disabled(true)` turns it off for a view and
    /// everything inside it, and disabled controls are drawn greyed out.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Disables the controls in this view when `disabled` (an outer `disabled(true)` cannot be
    /// undone inside), drawing them greyed out.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// Tints the controls in this view with `tint` (the accent colour when `nil`).
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}

extension Button where Label == ViewTree.Label<Text, Image> {
    /// A button showing `title` and the SF Symbol `systemImage`, with an optional role.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil,
                                   action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewTree.Label(title, systemImage: systemImage) }
    }
}

import Foundation

/// The style control groups have unless one is set: in a view's content on iOS, the
/// navigation style's row of buttons.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// The row of controls.
    public func makeBody(configuration: Configuration) -> some View {
        NavigationControlGroupStyle().makeBody(configuration: configuration)
    }
}

/// The controls side by side in equal widths, hairlines between them, on a grey rounded
/// rectangle across the width offered (the size and corner are *unverified*).
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// The row of controls.
    public func makeBody(configuration: Configuration) -> some View {
        ViewTreeSeparatedRow { configuration.content.frame(maxWidth: .infinity) }
            .padding(.vertical, ControlGroupMetrics.verticalPadding)
            .frame(minHeight: ControlGroupMetrics.minHeight)
            .background(Color(system: .tertiarySystemFill),
                        in: RoundedRectangle(cornerRadius: ControlGroupMetrics.cornerRadius, style: .continuous))
    }
}

/// The controls side by side at their own widths, as a palette in a menu shows them.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// The controls in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.content }
    }
}

/// The group as a menu: a render shows its label, drawn as a menu's is; the controls are in the
/// menu, which is never shown.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// The menu's label.
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// The group as a compact menu, drawn as `MenuControlGroupStyle` draws it.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
    /// The menu's label.
    public func makeBody(configuration: Configuration) -> some View {
        MenuControlGroupStyle().makeBody(configuration: configuration)
    }
}

/// The sizes of a control group's row (*unverified*: estimates from screenshots of iOS 17).
enum ControlGroupMetrics {
    /// The row's least height.
    static let minHeight: CGFloat = 44
    /// The space above and below the controls.
    static let verticalPadding: CGFloat = 8
    /// The rounded rectangle's corner radius.
    static let cornerRadius: CGFloat = 10
}

/// Views in a row with no spacing and a hairline divider between each two of them.
nonisolated struct ViewTreeSeparatedRow<Content: View>: View, PrimitiveView {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let inRow = environment.inStack(.horizontal)
        var children: [LayoutNode] = []
        for (index, node) in content.resolveNodes(in: inRow).enumerated() {
            if index > 0 {
                children.append(contentsOf: Divider().resolveNodes(in: inRow))
            }
            children.append(node)
        }
        return [StackNode(axis: .horizontal, alignment: .vertical(.center), spacing: 0, children: children,
                          direction: environment.layoutDirection)]
    }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// A row of buttons.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A palette of controls.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

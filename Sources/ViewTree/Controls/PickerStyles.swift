/// A navigation link that pushes the options in a list, as SwiftUI's `NavigationLinkPickerStyle`:
/// in a list row, the label, the choice in the secondary style and the row's disclosure chevron.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

/// The options inline with the views around them, as SwiftUI's `InlinePickerStyle`: in a list,
/// a row for each option with a checkmark on the chosen one; elsewhere on iOS, a wheel.
public struct InlinePickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

/// iOS's picker wheel, as SwiftUI's `WheelPickerStyle`.
public struct WheelPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

/// A row of compact options, as SwiftUI's `PalettePickerStyle`: outside a menu it is drawn as a
/// segmented control (Apple's documentation of `PickerStyle.palette`).
public struct PalettePickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link to the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The options inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of compact options.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyleKind {
    /// The built-in style `style` draws as (a menu for any other).
    init(_ style: any PickerStyle) {
        switch style {
        case is SegmentedPickerStyle, is PalettePickerStyle: self = .segmented
        case is NavigationLinkPickerStyle: self = .navigationLink
        case is InlinePickerStyle: self = .inline
        case is WheelPickerStyle: self = .wheel
        default: self = .menu
        }
    }
}

/// The option at `index` of a picker's content: the view that content's `index`-th node
/// became (nothing when there is no such option).
nonisolated struct PickerOption<Content: View>: View, PrimitiveView {
    let content: Content
    let index: Int?

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        guard let index else { return [] }
        let nodes = content.resolveNodes(in: environment)
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }
}

/// A navigation-link picker: the label, and the choice in the secondary style at the trailing
/// edge, as a navigation link (which a list row gives its chevron).
nonisolated struct PickerNavigationRow<Label: View, Choice: View>: View {
    let label: Label
    let choice: Choice

    var body: some View {
        NavigationLink {
            EmptyView()
        } label: {
            HStack(spacing: ControlMetrics.menuPickerSpacing) {
                label
                Spacer(minLength: 0)
                choice.foregroundStyle(.secondary)
            }
        }
    }
}

/// An inline picker's row: the option, and a checkmark in the tint at the trailing edge when it
/// is the chosen one (*unverified*: the weight, semibold as UIKit's list checkmarks).
nonisolated struct PickerInlineRow<Option: View>: View {
    let option: Option
    let isChosen: Bool

    var body: some View {
        HStack(spacing: ControlMetrics.menuPickerSpacing) {
            option
            Spacer(minLength: 0)
            if isChosen {
                Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(.tint)
            }
        }
    }
}

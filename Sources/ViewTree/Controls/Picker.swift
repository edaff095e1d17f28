/// A control that picks one of several options, as SwiftUI's `Picker`: the options are its
/// content's views, each tagged with `tag(_:)`; the one whose tag is the selection is chosen.
/// On iOS the default (`.menu`) style shows the chosen option in the tint with an up-and-down
/// chevron; `pickerStyle(.segmented)` shows every option in iOS's segmented control.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    private let selection: SelectionValue
    private let label: Label
    private let content: Content
    /// The view shown for the choice instead of the chosen option, if given.
    private var currentValueLabel: AnyView?

    /// A picker of `selection` among `content`'s tagged views, described by `label`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.content = content()
        self.label = label()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        switch environment.pickerStyle {
        case .segmented:
            let regular = options(in: environment, weight: .regular)
            let chosen = regular.firstIndex { $0.tag == AnyHashable(selection) }
            var nodes = regular.map(\.node)
            // The chosen segment's title is semibold: that option comes from a second, bold pass.
            if let chosen { nodes[chosen] = options(in: environment, weight: .semibold)[chosen].node }
            return [SegmentedControlNode(options: nodes, selected: chosen, environment: environment)]
        case .menu:
            // In a list row iOS shows the label, and the choice in the secondary style at the
            // trailing edge (*unverified*: iOS 16 and later forms); elsewhere the button alone.
            guard environment.isListRow else { return MenuButton(picker: self).resolveNodes(in: environment) }
            return HStack(spacing: ControlMetrics.menuPickerSpacing) {
                label
                Spacer(minLength: 0)
                MenuButton(picker: self).foregroundStyle(.secondary)
            }
            .resolveNodes(in: environment)
        case .navigationLink:
            let choice = currentValueLabel ?? AnyView(PickerOption(content: content, index: chosenIndex(in: environment)))
            return PickerNavigationRow(label: label, choice: choice).resolveNodes(in: environment)
        case .inline where environment.isListRow:
            let count = options(in: environment, weight: nil).count
            let chosen = chosenIndex(in: environment)
            return (0..<count).flatMap { index in
                PickerInlineRow(option: PickerOption(content: content, index: index), isChosen: index == chosen)
                    .resolveNodes(in: environment)
            }
        case .inline, .wheel:
            return PickerWheel(content: content, count: options(in: environment, weight: nil).count,
                               chosen: chosenIndex(in: environment))
                .resolveNodes(in: environment)
        }
    }

    /// The index among the options of the one whose tag is the selection, if any.
    private func chosenIndex(in environment: EnvironmentValues) -> Int? {
        options(in: environment, weight: nil).firstIndex { $0.tag == AnyHashable(selection) }
    }

    /// The menu style's button: the chosen option and an up-and-down chevron, in the foreground
    /// style or else the tint.
    private nonisolated struct MenuButton: View, PrimitiveView {
        let picker: Picker

        var body: Never { bodyOfPrimitiveView() }

        func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
            var tinted = environment
            if tinted.foregroundStyle == nil { tinted.foregroundStyle = environment.tint ?? Color.accentColor }
            let chosen = picker.currentValueLabel.map { $0.resolveSingleNode(in: tinted) }
                ?? picker.options(in: tinted, weight: nil).first { $0.tag == AnyHashable(picker.selection) }?.node
            let chevron = Image(systemName: "chevron.up.chevron.down")
                .font(.footnote.weight(.semibold)).imageScale(.small)
                .resolveSingleNode(in: tinted)
            return [StackNode(axis: .horizontal, alignment: .vertical(.center), spacing: ControlMetrics.menuPickerSpacing,
                              children: (chosen.map { [$0] } ?? []) + [chevron], direction: environment.layoutDirection)]
        }
    }

    /// The options' nodes with their tags, the text at `weight` for a segmented control.
    private func options(in environment: EnvironmentValues, weight: Font.Weight?) -> [(node: LayoutNode, tag: AnyHashable?)] {
        let collector = TagCollector()
        var environment = environment
        environment.tagCollector = collector
        if let weight { environment.font = .system(size: ControlMetrics.segmented(environment.viewTreeOSVersion).fontSize, weight: weight) }
        return content.resolveNodes(in: environment).map { ($0, collector.tag(of: $0)) }
    }
}

extension Picker where Label == Text {
    /// A picker titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Text {
    /// A picker titled `titleKey` whose menu or link shows `currentValueLabel` for the choice.
    public init<V: View>(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
                         @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> V) {
        self.init(titleKey, selection: selection, content: content)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// A picker titled with the string `title` whose menu or link shows `currentValueLabel`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: View>(_ title: S, selection: Binding<SelectionValue>,
                                            @ViewBuilder content: () -> Content,
                                            @ViewBuilder currentValueLabel: () -> V) {
        self.init(title, selection: selection, content: content)
        self.currentValueLabel = AnyView(currentValueLabel())
    }
}

extension Picker {
    /// A picker of `selection` described by `label` (SwiftUI's iOS 13 spelling).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == ViewTree.Label<Text, Image> {
    /// A picker titled `titleKey` with the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ViewTree.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker titled with the string `title` (verbatim) with the SF Symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ViewTree.Label(title, systemImage: systemImage) }
    }
}

/// iOS's segmented control: equal segments across the width offered in a rounded grey track,
/// the chosen one raised on a white (dark grey in dark mode) shadowed thumb, hairlines between
/// the others.
final class SegmentedControlNode: LayoutNode {
    private let options: [LayoutNode]
    private let selected: Int?
    private let environment: EnvironmentValues

    init(options: [LayoutNode], selected: Int?, environment: EnvironmentValues) {
        self.options = options
        self.selected = selected
        self.environment = environment
        super.init(name: "SegmentedControl", direction: environment.layoutDirection)
    }

    private var metrics: ControlMetrics.Segmented { ControlMetrics.segmented(environment.viewTreeOSVersion) }

    override func size(for proposal: ProposedViewSize) -> CGSize {
        let widest = options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = CGFloat(options.count) * (widest + 2 * metrics.titlePadding)
        return CGSize(width: proposal.width ?? ideal, height: metrics.height)
    }

    override func placeChildren(in size: CGSize) -> [(node: LayoutNode, frame: CGRect)] {
        options.indices.map { index in
            let segment = self.segment(index, in: size)
            let room = ProposedViewSize(width: max(0, segment.width - 2 * metrics.titlePadding), height: segment.height)
            let option = options[index].sizeThatFits(room)
            return (options[index], CGRect(x: segment.midX - option.width / 2, y: segment.midY - option.height / 2,
                                           width: option.width, height: option.height))
        }
    }

    private func segment(_ index: Int, in size: CGSize) -> CGRect {
        let width = size.width / CGFloat(max(1, options.count))
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: size.height)
    }

    override func drawContent(in frame: CGRect, into list: inout [ViewTreeDisplayItem]) {
        let track = Path(roundedRect: frame, cornerRadius: metrics.cornerRadius, style: .continuous)
        list.append(.fill(track, ControlMetrics.disabledFill._paint(in: frame, environment: environment)))
        if let hairline = metrics.separator {
            let separator = Color.separator._paint(in: frame, environment: environment)
            for index in options.indices.dropFirst() where index != selected && index - 1 != selected {
                let x = frame.minX + segment(index, in: frame.size).minX
                let line = CGRect(x: x - hairline.width / 2, y: frame.midY - hairline.height / 2, width: hairline.width, height: hairline.height)
                list.append(.fill(Path(line), separator))
            }
        }
        guard let selected else { return }
        let thumbRect = onScreen(segment(selected, in: frame.size), in: frame.size)
            .offsetBy(dx: frame.minX, dy: frame.minY).insetBy(dx: metrics.thumbInset, dy: metrics.thumbInset)
        let thumb = Path(roundedRect: thumbRect, cornerRadius: metrics.cornerRadius - metrics.thumbInset, style: .continuous)
        let shadow = ViewTreeShadow(color: Color(white: 0, opacity: metrics.shadow.opacity).resolved(in: environment),
                                 radius: metrics.shadow.radius, offset: CGSize(width: 0, height: metrics.shadow.y))
        list.append(.shadow(shadow, [.fill(thumb, ControlMetrics.segmentedThumb._paint(in: thumbRect, environment: environment))]))
    }
}

/// The built-in picker styles.
enum PickerStyleKind: Hashable, Sendable {
    case menu, segmented, navigationLink, inline, wheel
}

/// How pickers look, as SwiftUI's `PickerStyle`: `.automatic` and `.menu` (the chosen option,
/// tinted, with a chevron) or `.segmented`.
public protocol PickerStyle: Sendable {}

/// The default style on iOS: a menu.
public struct DefaultPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

/// The chosen option in the tint with an up-and-down chevron; the menu opens on a tap.
public struct MenuPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

/// Every option in iOS's segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The chosen option with a chevron.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
    /// The style pickers inside a view are drawn in.
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws pickers inside this view in `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        transformEnvironment { $0.pickerStyle = PickerStyleKind(style) }
    }
}

import Foundation

/// A control that pushes a screen onto the navigation stack, as SwiftUI's `NavigationLink`. In
/// a list row it draws as iOS draws a row that navigates: its label in the primary colour with a
/// grey disclosure chevron at the trailing edge; elsewhere as a button (its label in the tint).
/// Nothing is pushed in a render.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    /// A link to `destination` showing `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to the screen `destination` builds, showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        guard environment.isListRow else {
            return Button(action: {}, label: { label }).resolveNodes(in: environment)
        }
        return HStack(spacing: ChromeMetrics.chevronSpacing) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            DisclosureChevron(pointsLeft: environment.layoutDirection == .rightToLeft)
                .stroke(Color.tertiaryLabel, style: StrokeStyle(lineWidth: ChromeMetrics.chevronLineWidth, lineCap: .round, lineJoin: .round))
                .frame(width: ChromeMetrics.chevronSize.width, height: ChromeMetrics.chevronSize.height)
        }
        .resolveNodes(in: environment)
    }
}

extension NavigationLink where Label == Text {
    /// A link to `destination` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` titled with the string `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link to the screen `destination` builds, titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link pushing the screen `navigationDestination(for:)` makes for `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `titleKey` pushing the screen for `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled with the string `title` pushing the screen for `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// A chevron pointing right or left (a list row's disclosure chevron, a back button's), inset
/// so that a stroke `lineWidth` wide stays in the box.
nonisolated struct DisclosureChevron: Shape {
    let pointsLeft: Bool
    var lineWidth = ChromeMetrics.chevronLineWidth

    func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        let (base, tip) = pointsLeft ? (inset.maxX, inset.minX) : (inset.minX, inset.maxX)
        var path = Path()
        path.move(to: CGPoint(x: base, y: inset.minY))
        path.addLine(to: CGPoint(x: tip, y: inset.midY))
        path.addLine(to: CGPoint(x: base, y: inset.maxY))
        return path
    }
}

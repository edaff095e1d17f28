/// How big controls are drawn, as SwiftUI's `ControlSize`; set with `controlSize(_:)`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular.
    case large
    /// The largest.
    case extraLarge
}

/// The outline of a bordered button, as SwiftUI's `ButtonBorderShape`; set with
/// `buttonBorderShape(_:)`.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        /// A rounded rectangle; `nil` takes the control size's radius.
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind

    /// The style's own shape: a rounded rectangle for bordered buttons.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    /// The shape for a control of `size` in the look of iOS `os`: `automatic` is a rounded
    /// rectangle before iOS 26 and a capsule in iOS 26 (WWDC25 "Get to know the new design
    /// system": controls take capsule shapes; *unverified* against a recording).
    func shape(for size: ControlSize, os: ViewTreeOSVersion) -> ControlShape {
        switch kind {
        case .capsule: ControlShape(kind: .capsule)
        case .circle: ControlShape(kind: .circle)
        case .automatic where os.hasLiquidGlass: ControlShape(kind: .capsule)
        case .automatic, .roundedRectangle(nil): ControlShape(kind: .roundedRectangle(ControlMetrics.bordered(size).cornerRadius))
        case .roundedRectangle(let radius?): ControlShape(kind: .roundedRectangle(radius))
        }
    }
}

/// A bordered control's resolved outline.
nonisolated struct ControlShape: InsettableShape {
    enum Kind: Hashable, Sendable {
        case capsule, circle
        case roundedRectangle(CGFloat)
    }

    let kind: Kind
    var inset: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: inset, dy: inset)
        switch kind {
        case .capsule: return Capsule().path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .roundedRectangle(let radius): return RoundedRectangle(cornerRadius: max(0, radius - inset)).path(in: rect)
        }
    }

    func inset(by amount: CGFloat) -> ControlShape {
        ControlShape(kind: kind, inset: inset + amount)
    }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The size of controls inside a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The outline of bordered buttons inside a view.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws controls inside this view at `size`.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }

    /// Outlines bordered buttons inside this view with `shape`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

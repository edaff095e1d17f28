import Foundation

// How a sheet is presented: its heights, its grabber, whether it can be swiped away. Sheets are
// presented on a device only (`sheet` renders the view it is on as it is), so these compile and
// change nothing in a render.

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(String)
    }

    private let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height.
    public static let large = PresentationDetent(kind: .large)
    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }
    /// A height `identifier`'s type computes.
    public static func custom<D: CustomPresentationDetent>(_ identifier: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(String(reflecting: identifier)))
    }
}

/// A detent whose height an app computes from the context, as in SwiftUI.
public protocol CustomPresentationDetent {
    /// The height for `context`, or `nil` to leave the detent out.
    static func height(in context: Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What a custom detent's height is computed from.
    public typealias Context = PresentationDetentContext
}

/// What a custom detent's height is computed from, as SwiftUI's `PresentationDetent.Context`.
public struct PresentationDetentContext: Sendable {
    /// The largest height a sheet can have.
    public var maxDetentValue: CGFloat
}

/// Whether touches reach the view behind a sheet, as in SwiftUI.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    private let name: String
    /// As the system decides.
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    /// Touches reach the view behind.
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    /// Touches reach the view behind while the sheet is at most `detent` high.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled(upThrough:)")
    }
    /// Touches stop at the sheet.
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

nonisolated extension View {
    /// The heights the sheet showing this view rests at. Compiles only: sheets are not rendered.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { unchangedInRender() }

    /// The heights the sheet rests at, and the one it is at. Compiles only: sheets are not rendered.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        unchangedInRender()
    }

    /// Whether the sheet shows its grabber. Compiles only: sheets are not rendered.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { unchangedInRender() }

    /// Stops the sheet showing this view from being swiped away. Compiles only.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { unchangedInRender() }

    /// The sheet's background. Compiles only: sheets are not rendered.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { unchangedInRender() }

    /// The sheet's corner radius. Compiles only: sheets are not rendered.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { unchangedInRender() }

    /// Whether touches reach the view behind the sheet. Compiles only: sheets are not rendered.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        unchangedInRender()
    }
}

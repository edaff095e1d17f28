import Foundation
@_spi(ViewTreeInternals) import ViewTree

/// A view made of a UIKit view, as SwiftUI's `UIViewRepresentable`. ViewTree does not run UIKit:
/// a render never calls `makeUIView(context:)` or `updateUIView(_:context:)`, and the view takes
/// the space it is offered and draws nothing there, where iOS would draw the UIKit view.
/// (SwiftUI declares `Body == Never`; here the body is that empty space.)
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The type of the object that relays the UIKit view's events to SwiftUI.
    associatedtype Coordinator = Void
    /// What `makeUIView(context:)` and `updateUIView(_:context:)` are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view (never called in a render).
    func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view with the current state (never called in a render).
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator (never called in a render).
    func makeCoordinator() -> Coordinator
    /// The size the UIKit view takes for `proposal`; `nil` for its own sizing.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    /// Cleans up the UIKit view when it leaves (never called in a render).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// The UIKit view's own sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// Nothing to clean up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// The space the UIKit view would fill: all that is offered, drawn empty, with a render issue
    /// saying so.
    public var body: some View { Color.reporting(notDrawnIssue(Self.self, showing: UIViewType.self)) }
}

/// What a `UIViewRepresentable` is given, as SwiftUI's `UIViewRepresentableContext`.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
    /// The transaction of the update.
    public let transaction: Transaction
}

/// A view made of a UIKit view controller, as SwiftUI's `UIViewControllerRepresentable`: as
/// `UIViewRepresentable`, a render never makes the controller and leaves its space empty.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The type of the object that relays the controller's events to SwiftUI.
    associatedtype Coordinator = Void
    /// What `makeUIViewController(context:)` and `updateUIViewController(_:context:)` are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller (never called in a render).
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the controller with the current state (never called in a render).
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator (never called in a render).
    func makeCoordinator() -> Coordinator
    /// The size the controller's view takes for `proposal`; `nil` for its own sizing.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
    /// Cleans up the controller when it leaves (never called in a render).
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// The controller's view's own sizing.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                             context: Context) -> CGSize? { nil }
    /// Nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// The space the controller's view would fill: all that is offered, drawn empty, with a
    /// render issue saying so.
    public var body: some View { Color.reporting(notDrawnIssue(Self.self, showing: UIViewControllerType.self)) }
}

/// What a `UIViewControllerRepresentable` is given, as SwiftUI's
/// `UIViewControllerRepresentableContext`.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the view is in.
    public let environment: EnvironmentValues
    /// The transaction of the update.
    public let transaction: Transaction
}

/// The issue a representable reports where it leaves its UIKit content undrawn.
private func notDrawnIssue(_ representable: Any.Type, showing content: Any.Type) -> ViewTreeRenderIssue {
    ViewTreeRenderIssue(kind: .notDrawn, message: "\(representable) shows a \(content), which is not drawn: a render runs no "
        + "UIKit, so its space is left empty. Snapshot the SwiftUI view around it, or stand a SwiftUI view in for it in tests.")
}

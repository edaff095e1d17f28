import Foundation

/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction` read from
/// `@Environment(\.dismiss)`. A render presents nothing, so there is nothing to dismiss: calling
/// it does nothing, as SwiftUI's does outside a presentation.
public struct DismissAction: Sendable {
    /// Dismisses the current presentation (nothing, in a render).
    public func callAsFunction() {}
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The action that dismisses the current presentation.
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Whether the view is in a presentation (a sheet, a pushed screen): never in a render, whose
    /// view is the root.
    public var isPresented: Bool { self[IsPresentedKey.self] }
}

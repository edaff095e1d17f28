import Synchronization

/// What views inside a render ask of the window they are shown in: the colour scheme of
/// `preferredColorScheme(_:)`, which SwiftUI applies to the whole window, not just the view.
final class WindowPreferences: Sendable {
    private let scheme = Mutex<ColorScheme?>(nil)

    /// The scheme the innermost-last `preferredColorScheme` asked for, if any did.
    var colorScheme: ColorScheme? { scheme.withLock { $0 } }

    func prefer(_ colorScheme: ColorScheme) {
        scheme.withLock { $0 = colorScheme }
    }
}

private struct WindowPreferencesKey: EnvironmentKey { static let defaultValue: WindowPreferences? = nil }

extension EnvironmentValues {
    /// Where views record what they ask of the window; the renderer sets it for each pass.
    var windowPreferences: WindowPreferences? {
        get { self[WindowPreferencesKey.self] }
        set { self[WindowPreferencesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Asks for the window this view is shown in to be in `colorScheme` (`nil`: no preference).
    /// As in SwiftUI, the whole render takes it, the window background included; the preview
    /// tool renders a preview with it in that scheme only.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        wrapNodes { node, environment in
            if let colorScheme { environment.windowPreferences?.prefer(colorScheme) }
            return PreviewTraitNode(child: node, trait: .colorScheme(colorScheme))
        }
    }
}

import Foundation

extension EnvironmentValues {
    /// How far the screen's bottom edge lies below the bottom of the window's safe area: the
    /// window's bottom safe-area inset (the home indicator's 34 points on a phone in portrait,
    /// none on a home-button phone), 0 when the view is not rendered in a window. iOS 26's
    /// floating bars keep a fixed margin from the screen's edge, whatever the safe area.
    var screenBottomInset: CGFloat {
        get { self[ScreenBottomInsetKey.self] }
        set { self[ScreenBottomInsetKey.self] = newValue }
    }
}

private struct ScreenBottomInsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

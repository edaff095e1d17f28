import Foundation
import ViewTree
import ViewTreeUIKit

extension ViewImageConfig {
    /// The configuration a snapshot taken with `drawHierarchyInKeyWindow: true` is laid out in:
    /// swift-snapshot-testing then puts the view controller in the test host's key window,
    /// resized to the configuration's size, and ignores the configuration's safe area
    /// (`prepareView` in its `Common/View.swift`: `window = keyWindow; window.frame.size = size`).
    /// The window keeps the host simulator's insets where it still overlaps them: the top and
    /// sides as they are, the bottom what is left of the home indicator's inset above the
    /// window's bottom edge, at most the whole inset. Recorded so by rckim77/Sudoku's iOS 26.1
    /// references (476f57f, an iPhone 17 Pro host, 62 above and 34 below, 874 tall): a list's
    /// first card 97 down (62 + 35) in 375, 390 and 428-point configurations, and the bottom
    /// toolbar's capsule ending 4 above the bottom of an 844-point window (34 - 30 overlapped),
    /// 4 above an 812-point one (none left) and 34 above a 926-point one (at most the whole
    /// inset). Without a host device, or without a size, the configuration is kept.
    func inKeyWindow(of host: ViewTreeDevice?) -> ViewImageConfig {
        guard let host, let size else { return self }
        let insets = host.safeAreaInsets
        let bottom = min(insets.bottom, max(0, insets.bottom - (host.size.height - size.height)))
        var config = self
        config.safeArea = UIEdgeInsets(top: min(insets.top, size.height), left: insets.leading, bottom: bottom, right: insets.trailing)
        return config
    }
}

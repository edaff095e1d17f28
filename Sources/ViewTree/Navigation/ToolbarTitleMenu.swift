import Foundation

/// A menu opened from the inline navigation title, as SwiftUI's `ToolbarTitleMenu`, which
/// `.toolbar { ToolbarTitleMenu { ... } }` places. It adds no item to the bar: its actions show
/// when the title is tapped on a device (the chevron beside the title is not drawn, *unverified*,
/// as for `toolbarTitleMenu(content:)`).
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
    let content: Content

    /// A title menu of the actions `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// No item: the menu is the title's.
    public var _entries: [_ToolbarEntry] { [] }
}

import Foundation

/// How much room a `ToolbarSpacer` takes, as SwiftUI's `SpacerSizing`.
public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool

    /// As much room as the bar has.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// A fixed gap.
    public static let fixed = SpacerSizing(isFlexible: false)
}

/// Room between toolbar items, as iOS 26's `ToolbarSpacer`: the items on either side sit on
/// glass capsules of their own. In the bottom bar, whose items stand apart already, and in the
/// looks before iOS 26, which have no capsules, it changes nothing drawn.
public struct ToolbarSpacer: ToolbarContent {
    let placement: ToolbarItemPlacement

    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.placement = placement
    }

    public var _entries: [_ToolbarEntry] {
        [ToolbarEntry(placement: placement, content: AnyView(EmptyView()), isSpacer: true)]
    }
}

/// Toolbar items with their shared glass background shown or hidden.
public struct _SharedBackgroundToolbarContent<Content: ToolbarContent>: ToolbarContent {
    let content: Content
    let sharesBackground: Bool

    public var _entries: [_ToolbarEntry] {
        content._entries.map { entry in
            var entry = entry
            entry.sharesBackground = sharesBackground
            return entry
        }
    }
}

extension ToolbarContent {
    /// Whether the items sit on the glass capsule they share with their neighbours (iOS 26);
    /// hidden, each stands alone as it is.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> _SharedBackgroundToolbarContent<Self> {
        _SharedBackgroundToolbarContent(content: self, sharesBackground: visibility != .hidden)
    }
}

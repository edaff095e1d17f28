import Foundation

/// Views made from a collection that editing can change, as SwiftUI's `DynamicViewContent`: a
/// `ForEach`. Deleting and moving are done by touch, so a render shows the rows as they are.
public protocol DynamicViewContent: View {
    /// The collection's type.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// Lets the rows be deleted by swiping, `action` getting their offsets, on a device.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }

    /// Lets the rows be moved in edit mode, `action` getting their offsets and destination, on a device.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }

    /// Lets items of `supportedContentTypes` be dropped between the rows, `action` getting the
    /// offset and the providers, on a device.
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> Self {
        self
    }
}

nonisolated extension View {
    /// Whether the row can be deleted, on a device.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { unchangedInRender() }

    /// Whether the row can be moved, on a device.
    public func moveDisabled(_ isDisabled: Bool) -> some View { unchangedInRender() }

    /// Whether the row can be selected, on a device.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { unchangedInRender() }

    /// Lets the view take keyboard focus, on a device.
    public func focusable(_ isFocusable: Bool = true) -> some View { unchangedInRender() }

    /// Hides the focus ring of the focusable views inside, on a device.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { unchangedInRender() }
}

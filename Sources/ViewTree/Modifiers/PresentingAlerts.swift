import Foundation

// Alerts, confirmation dialogs and popovers that present data or an error, as SwiftUI's
// `alert(_:isPresented:presenting:actions:message:)` and its siblings. They are presented from
// the window, which a snapshot of the view does not contain, so a render never draws them.

nonisolated extension View {
    /// Shows an alert for `data` while `isPresented` is true (and `data` is not nil), on a device.
    public func alert<S: StringProtocol, Actions: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                           @ViewBuilder actions: (T) -> Actions) -> some View {
        unchangedInRender()
    }

    /// Shows an alert for `data` with a message while `isPresented` is true, on a device.
    public func alert<S: StringProtocol, Actions: View, Message: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message) -> some View {
        unchangedInRender()
    }

    /// Shows an alert titled with `title` for `data` with a message while `isPresented` is true.
    public func alert<Actions: View, Message: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> Actions,
        @ViewBuilder message: (T) -> Message) -> some View {
        unchangedInRender()
    }

    /// Shows an alert describing `error` while `isPresented` is true, on a device.
    public func alert<E: LocalizedError, Actions: View>(isPresented: Binding<Bool>, error: E?,
                                                         @ViewBuilder actions: () -> Actions) -> some View {
        unchangedInRender()
    }

    /// Shows an alert describing `error`, with a message, while `isPresented` is true, on a device.
    public func alert<E: LocalizedError, Actions: View, Message: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> Actions,
        @ViewBuilder message: (E) -> Message) -> some View {
        unchangedInRender()
    }

    /// Shows a confirmation dialog with a message while `isPresented` is true, on a device.
    public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message) -> some View {
        unchangedInRender()
    }

    /// Shows a confirmation dialog for `data` while `isPresented` is true, on a device.
    public func confirmationDialog<S: StringProtocol, Actions: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions) -> some View {
        unchangedInRender()
    }

    /// Shows a confirmation dialog for `data` with a message while `isPresented` is true, on a device.
    public func confirmationDialog<S: StringProtocol, Actions: View, Message: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message) -> some View {
        unchangedInRender()
    }

    /// Presents `content` in a popover pointing at `attachmentAnchor` while `isPresented` is true.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor,
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        unchangedInRender()
    }

    /// Presents a popover for `item` while it is not nil, on a device.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        unchangedInRender()
    }
}

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view, such as its bounds.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view's bounds.
    case point(UnitPoint)
}

// iOS 13's alerts and action sheets, as SwiftUI keeps them: `alert(isPresented:content:)` with an
// `Alert`, `actionSheet(isPresented:content:)` with an `ActionSheet`. They are presented from the
// window, which a snapshot of the view does not contain, so a render never draws them.

/// An alert's content, as SwiftUI's `Alert`: a title, an optional message and its buttons.
public struct Alert {
    /// The title.
    public let title: Text
    /// The message under the title.
    public let message: Text?
    /// The buttons, in order.
    public let buttons: [Button]

    /// An alert with one button (OK when `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet, as SwiftUI's `Alert.Button`.
    public struct Button {
        /// How a button of an alert looks and acts.
        public enum Style: Sendable {
            /// A plain button.
            case `default`
            /// The cancel button, bold.
            case cancel
            /// A destructive button, red.
            case destructive
        }

        /// The button's title.
        public let label: Text
        /// The button's kind.
        public let style: Style
        /// What a tap runs (never, in a render).
        public let action: (() -> Void)?

        /// A plain button titled `label`.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, style: .default, action: action)
        }

        /// The cancel button titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, style: .cancel, action: action)
        }

        /// The cancel button, titled Cancel.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), style: .cancel, action: action)
        }

        /// A destructive button titled `label`.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, style: .destructive, action: action)
        }
    }
}

/// An action sheet's content, as SwiftUI's `ActionSheet`: a title, an optional message and its
/// buttons.
public struct ActionSheet {
    /// A button of an action sheet: an alert's button.
    public typealias Button = Alert.Button

    /// The title.
    public let title: Text
    /// The message under the title.
    public let message: Text?
    /// The buttons, in order.
    public let buttons: [Button]

    /// An action sheet with `buttons` (a Cancel button by default).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

nonisolated extension View {
    /// Shows the alert `content` builds while `isPresented` is true, on a device.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { unchangedInRender() }

    /// Shows the alert `content` builds for `item` while it is not nil, on a device.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        unchangedInRender()
    }

    /// Shows the action sheet `content` builds while `isPresented` is true, on a device.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        unchangedInRender()
    }

    /// Shows the action sheet `content` builds for `item` while it is not nil, on a device.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        unchangedInRender()
    }
}

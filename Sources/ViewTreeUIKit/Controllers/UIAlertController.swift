import Foundation

/// UIKit's alert and action sheet, as UIKit code presents one: a title, a message, actions and
/// text fields, kept in order. Presenting it only records it (see `present(_:animated:completion:)`);
/// a render draws no UIKit alert (SwiftUI's `.alert` is drawn).
open class UIAlertController: UIViewController {
    /// The text shown above the actions.
    open var message: String?
    /// Whether it is an alert or an action sheet.
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action shown as preferred (bold).
    open var preferredAction: UIAlertAction?
    /// The text fields, in the order they were added (alerts only).
    open private(set) var textFields: [UITextField]?

    /// From an archive, as a storyboard or nib makes it: a render has none, so `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// An alert or action sheet with `title` and `message`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds `action` after the others.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field, which `configurationHandler` sets up at once. Ignored by action sheets,
    /// which have none (UIKit raises an exception there).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// An alert controller's kind, as UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert = 1
    }
}

/// An action of an alert, as UIKit's `UIAlertAction`: a title, a style and a handler, which
/// nothing runs in a render.
///
/// Main-actor isolated, as UIKit's `UIAlertAction` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uialertaction); Swift 5 code sees it
/// `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// The title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the action can be chosen; `true` by default.
    open var isEnabled = true
    /// What runs when the action is chosen.
    let handler: ((UIAlertAction) -> Void)?

    /// An action with `title`, `style` and `handler`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// An alert action's style, as UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0, cancel = 1, destructive = 2
    }
}

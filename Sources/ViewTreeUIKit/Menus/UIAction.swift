import Foundation

/// What an action runs, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu item or control action with a closure, as UIKit's `UIAction`. Controls run it from
/// `sendActions(for:)`; nothing else runs it in a render.
open class UIAction: UIMenuElement {
    /// The identifier.
    public let identifier: Identifier
    /// The title shown with discoverability (the keyboard shortcut list).
    open var discoverabilityTitle: String?
    /// How the action looks and behaves.
    open var attributes: UIMenuElement.Attributes
    /// Whether it shows a checkmark.
    open var state: UIMenuElement.State
    /// The control that ran the action last, while it runs.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action with UIKit's defaults (an empty title, a made-up identifier, no attributes,
    /// off) that runs `handler`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    /// An action's identifier, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

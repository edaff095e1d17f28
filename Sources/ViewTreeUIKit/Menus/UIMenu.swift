import Foundation

/// A menu of actions and submenus, as UIKit's `UIMenu`: stored for buttons, bar button items and
/// context menus, never shown in a render.
open class UIMenu: UIMenuElement {
    /// The identifier.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The size of the children when shown in a row.
    open var preferredElementSize: ElementSize
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu with UIKit's defaults (an empty title, a made-up identifier, no options, large
    /// elements).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// A menu's identifier, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public let rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The options as bits.
        public let rawValue: UInt
        /// The options in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children appear in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of children shown in a row, as UIKit's `UIMenu.ElementSize`.
    public enum ElementSize: Int, Sendable {
        case small = 0, medium = 1, large = 2, automatic = -1
    }
}

/// What makes a context menu's actions, as UIKit's `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// What makes a context menu's preview, as UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// A context menu's preview and actions, as UIKit's `UIContextMenuConfiguration`: the providers
/// are kept and never called in a render.
///
/// Main-actor isolated, as UIKit's `UIContextMenuConfiguration` (`@MainActor class` in
/// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration); Swift 5 code sees
/// it `@preconcurrency`, as it sees UIKit's.
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
    /// The identifier.
    public let identifier: any NSCopying
    /// What makes the preview.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// What makes the actions.
    let actionProvider: UIContextMenuActionProvider?

    /// A configuration with `identifier` (a made-up one by default) and the providers.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

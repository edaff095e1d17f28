import Foundation

// Menu commands, as SwiftUI's `Commands`: on an iPad they fill the menu a hardware keyboard's
// Command key shows. A render runs no app and shows no menus, so commands are there for an app's
// `App` file to compile; `commands(content:)` builds them and leaves the scene as it is.

/// A group of menu commands, as SwiftUI's `Commands`.
@MainActor @preconcurrency
public protocol Commands {
    /// The commands this group is made of.
    associatedtype Body: Commands
    /// The commands this group is made of.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// No commands.
nonisolated public struct EmptyCommands: Commands {
    /// No commands.
    public init() {}
    public var body: Never { fatalError("EmptyCommands has no body") }
}

/// Command groups side by side, as a `CommandsBuilder` block makes them.
nonisolated public struct TupleCommands<each Content: Commands>: Commands {
    /// The groups.
    public let content: (repeat each Content)
    public var body: Never { fatalError("TupleCommands has no body") }
}

extension Optional: Commands where Wrapped: Commands {
    /// None: an optional group is built in, as in SwiftUI.
    public var body: Never { fatalError("Optional commands have no body") }
}

/// The builder of `commands(content:)` blocks and of a `Commands` body, as SwiftUI's.
@resultBuilder
public enum CommandsBuilder {
    /// One group.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// An empty block.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// A block of one group.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// A block of several groups.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands(content: (repeat each content))
    }

    /// An `if` without `else`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> Content? { content }

    /// An `if #available`.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

/// A menu of its own in the menu bar, as SwiftUI's `CommandMenu`.
nonisolated public struct CommandMenu<Content: View>: Commands {
    /// The menu's title.
    let name: Text
    private let content: Content

    /// A menu titled `name` holding `content`'s buttons.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu titled `nameKey` holding `content`'s buttons.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu titled with the string `name` (verbatim) holding `content`'s buttons.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }

    public var body: Never { fatalError("CommandMenu has no body") }
}

/// Commands placed in one of the system's menus, as SwiftUI's `CommandGroup`.
nonisolated public struct CommandGroup<Content: View>: Commands {
    /// Where the commands go, relative to the system's group.
    enum Position: Hashable, Sendable {
        /// Before the group.
        case before
        /// After the group.
        case after
        /// Instead of the group.
        case replacing
    }

    /// The system's group the commands are placed at.
    let placement: CommandGroupPlacement
    /// Where, relative to it.
    let position: Position
    private let addition: Content

    private init(_ placement: CommandGroupPlacement, _ position: Position, addition: Content) {
        self.placement = placement
        self.position = position
        self.addition = addition
    }

    /// `addition`'s commands before the system's `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(group, .before, addition: addition())
    }

    /// `addition`'s commands after the system's `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(group, .after, addition: addition())
    }

    /// `addition`'s commands instead of the system's `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(group, .replacing, addition: addition())
    }

    public var body: Never { fatalError("CommandGroup has no body") }
}

/// One of the system's groups of menu commands, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Hashable, Sendable {
    private let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The system's services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Making a new document or window.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Finding, spelling and other text editing.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Text formatting.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Showing and customising the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Showing the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Window sizes.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// The system's sidebar commands, as SwiftUI's `SidebarCommands`.
nonisolated public struct SidebarCommands: Commands {
    /// The commands.
    public init() {}
    public var body: Never { fatalError("SidebarCommands has no body") }
}

/// The system's toolbar commands, as SwiftUI's `ToolbarCommands`.
nonisolated public struct ToolbarCommands: Commands {
    /// The commands.
    public init() {}
    public var body: Never { fatalError("ToolbarCommands has no body") }
}

/// The system's text editing commands, as SwiftUI's `TextEditingCommands`.
nonisolated public struct TextEditingCommands: Commands {
    /// The commands.
    public init() {}
    public var body: Never { fatalError("TextEditingCommands has no body") }
}

extension Scene {
    /// Adds `content`'s commands to the scene's menus (built, never shown: a render has no menus).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ = content()
        return self
    }
}

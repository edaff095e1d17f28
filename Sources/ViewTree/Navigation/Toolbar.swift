import Foundation

/// Where a toolbar item goes, as in SwiftUI: in the navigation bar leading, trailing or in the
/// centre; in the bottom toolbar in a row or in its centre; the others are left out.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, status, elsewhere }

    let slot: Slot
    /// Confirmation items are emphasised (semibold).
    let isEmphasized: Bool
    /// The screen's main action, which iOS 26 puts after the bar's other trailing items.
    let isPrimary: Bool

    private init(_ slot: Slot, emphasized: Bool = false, primary: Bool = false) {
        self.slot = slot
        isEmphasized = emphasized
        isPrimary = primary
    }

    /// As the platform decides: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The screen's main action: the trailing end, after the other trailing items in iOS 26's
    /// look (*measured*: KeenWill/signalbox's `sessions.png`, a `.primaryAction` "plus" declared
    /// before an `.automatic` "arrow.clockwise" is drawn after it).
    public static let primaryAction = ToolbarItemPlacement(.trailing, primary: true)
    /// Less used actions (in a menu on iOS; not drawn).
    public static let secondaryAction = ToolbarItemPlacement(.elsewhere)
    /// Confirms a modal screen: the trailing end, emphasised.
    public static let confirmationAction = ToolbarItemPlacement(.trailing, emphasized: true)
    /// Cancels a modal screen: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    /// Deletes in a modal screen: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    /// The bottom toolbar, in a row with the other items there.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
    /// Status in the centre of the bottom toolbar.
    public static let status = ToolbarItemPlacement(.status)
    /// Above the keyboard (never shown in a render).
    public static let keyboard = ToolbarItemPlacement(.elsewhere)
}

/// One item a toolbar modifier asked for: its views and where they go (public only because
/// `ToolbarContent` hands it over).
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
    /// A `ToolbarSpacer`: it separates the glass capsules of the items around it.
    var isSpacer = false
    /// Whether the item sits on the glass capsule it shares with its neighbours (iOS 26).
    var sharesBackground = true
}

typealias ToolbarEntry = _ToolbarEntry

/// Items for a toolbar, as SwiftUI's `ToolbarContent`, built with `@ToolbarContentBuilder`.
public protocol ToolbarContent {
    /// The items, in order.
    var _entries: [_ToolbarEntry] { get }
}

/// A toolbar item: views at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    /// An item identified by `id`, showing `content` at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    public var _entries: [_ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Several toolbar items at one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The views `content` builds, together at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _entries: [_ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// Toolbar items in a row, as a `@ToolbarContentBuilder` closure with several statements makes.
public struct TupleToolbarContent: ToolbarContent {
    public let _entries: [_ToolbarEntry]
}

/// Builds toolbar items from the statements of a closure, as SwiftUI's builder does.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One item as it is.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

    /// Several items, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += item._entries }
        return TupleToolbarContent(_entries: entries)
    }

    /// Items inside an `if` without `else`.
    public static func buildOptional(_ content: TupleToolbarContent?) -> TupleToolbarContent {
        content ?? TupleToolbarContent(_entries: [])
    }

    /// Items inside `if #available`.
    public static func buildLimitedAvailability(_ content: TupleToolbarContent) -> TupleToolbarContent { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<First: ToolbarContent>(first: First) -> TupleToolbarContent {
        TupleToolbarContent(_entries: first._entries)
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<Second: ToolbarContent>(second: Second) -> TupleToolbarContent {
        TupleToolbarContent(_entries: second._entries)
    }
}

/// The bars a toolbar modifier can address, as in SwiftUI.
public struct ToolbarPlacement: Hashable, Sendable {
    private let name: String

    /// The platform's bars.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")

    /// What a screen asks of the bars this names, among the navigation stack's bars (the
    /// platform's bars are the navigation bar).
    var appearance: ReferenceWritableKeyPath<NavigationPreferences, BarAppearance>? {
        switch self {
        case .automatic, .navigationBar: \.navigationBar
        case .bottomBar: \.bottomBar
        default: nil
        }
    }
}

/// The appearances of the navigation stack's bars among `bars`.
private func appearances(_ bars: [ToolbarPlacement]) -> [ReferenceWritableKeyPath<NavigationPreferences, BarAppearance>] {
    bars.compactMap(\.appearance)
}

nonisolated extension View {
    /// Puts `content`'s items in the navigation bar (or elsewhere, as their placements say).
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content()._entries
        return navigationPreference { preferences, _ in preferences.items += entries }
    }

    /// Puts the views `content` builds at the trailing end of the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarEntry(placement: .automatic, content: AnyView(content()))
        return navigationPreference { preferences, _ in preferences.items.append(entry) }
    }

    /// Shows or hides the navigation bar (`for: .navigationBar`) or the bottom toolbar
    /// (`for: .bottomBar`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbar(visibility, forBars: bars)
    }

    /// Removes an item the system puts in the toolbar (the sidebar's toggle, which a still
    /// render of a phone's stack does not show).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { unchangedInRender() }

    /// Shows or hides the bars `bars` (iOS 18's name for `toolbar(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbar(visibility, forBars: bars)
    }

    private func toolbar(_ visibility: Visibility, forBars bars: [ToolbarPlacement]) -> some View {
        navigationPreference { preferences, _ in
            for bar in appearances(bars) where preferences[keyPath: bar].isHidden == nil {
                preferences[keyPath: bar].isHidden = visibility == .hidden
            }
        }
    }

    /// Shows (`.visible`) or hides a bar's background. At rest, over content that has not
    /// scrolled, iOS shows none behind the navigation bar; the bottom toolbar shows its own.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(visibility, forBars: bars)
    }

    /// The bars' background shown or hidden, as `toolbarBackground(_:for:)` with a visibility
    /// (iOS 18's name for it).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(visibility, forBars: bars)
    }

    private func toolbarBackground(_ visibility: Visibility, forBars bars: [ToolbarPlacement]) -> some View {
        navigationPreference { preferences, _ in
            for bar in appearances(bars) where preferences[keyPath: bar].backgroundVisibility == nil {
                preferences[keyPath: bar].backgroundVisibility = visibility
            }
        }
    }

    /// Fills a bar's background with `style` when it shows.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { preferences, _ in
            for bar in appearances(bars) where preferences[keyPath: bar].background == nil {
                preferences[keyPath: bar].background = style
            }
        }
    }

    /// Draws the navigation bar's title and items in `colorScheme`.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationPreference { preferences, _ in
            if bars.contains(where: { $0.appearance == \.navigationBar }), preferences.barColorScheme == nil {
                preferences.barColorScheme = colorScheme
            }
        }
    }

    /// Puts `leading` and `trailing` in the navigation bar (SwiftUI's older form).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationPreference { preferences, _ in
            preferences.items += [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading)),
                                  ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))]
        }
    }
}

/// An item the system adds to toolbars, which `toolbar(removing:)` takes away.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
    private let name: String
    /// The button that shows and hides a split view's sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The navigation title (iOS 18's title menu).
    public static let title = ToolbarDefaultItemKind(name: "title")
}

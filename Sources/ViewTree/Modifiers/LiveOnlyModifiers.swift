import Foundation
import OpenCombine

// Modifiers that matter only on a live device: later changes, gestures, animation, presentation
// and accessibility. A render is one still frame of a view that nobody touches, so they compile,
// keep the view's layout and pixels as they are, and never run their closures. (Appearing and
// tasks are in Appearance/AppearanceModifiers.swift.)

nonisolated extension View {
    /// The view with a modifier that does nothing in a still render.
    func unchangedInRender() -> some View {
        wrapNodes { node, _ in node }
    }

    /// Runs `action` when the app receives `url`.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { unchangedInRender() }

    /// Which of the app's windows an incoming URL or activity goes to, on a device.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { unchangedInRender() }

    /// Runs `action` when the view is pulled to refresh.
    public func refreshable(@_inheritActorContext action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { unchangedInRender() }

    /// Runs `action` with each value `publisher` sends, on a device.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never { unchangedInRender() }

    // MARK: Hit testing (gestures are in Gestures/)

    /// Whether the view receives touches.
    public func allowsHitTesting(_ enabled: Bool) -> some View { unchangedInRender() }

    /// The shape that receives touches.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { unchangedInRender() }

    /// Menu items shown when the view is long-pressed.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { unchangedInRender() }

    /// Menu items and a preview shown when the view is long-pressed.
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                            @ViewBuilder preview: () -> Preview) -> some View {
        unchangedInRender()
    }

    /// Runs `action` when scrolling starts, settles or stops (never, in a render, which does
    /// not scroll).
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        unchangedInRender()
    }

    /// Runs `action` with the scroll context when scrolling changes phase (never, in a render).
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View {
        unchangedInRender()
    }

    /// Buttons revealed by swiping a list row (there are no lists in a render).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { unchangedInRender() }

    /// A tooltip (shown by pointer hover, never on an iPhone).
    public func help<S: StringProtocol>(_ text: S) -> some View { unchangedInRender() }

    // MARK: Animation

    /// Animates changes of `value` with `animation`; a render shows the end state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { unchangedInRender() }

    /// Animates every change in the view (deprecated in SwiftUI); a render shows the end state.
    public func animation(_ animation: Animation?) -> some View { unchangedInRender() }

    /// How the view enters and leaves; a render shows it in place.
    public func transition(_ transition: AnyTransition) -> some View { unchangedInRender() }

    // MARK: Presentation

    // Alerts and confirmation dialogs are never drawn, even when presented with `.constant(true)`:
    // iOS presents them from the window, above the presenting view controller, so
    // swift-snapshot-testing's `.image` of a view or a view controller, which is what a render
    // stands for, does not contain them (swift-snapshot-testing issue #445: the alert "is
    // connected to the UIWindow", and capturing it broke over iOS releases; only a snapshot of a
    // whole `UIWindow` in a hosted test shows it, pull request #589). ViewTree renders no
    // `UIWindow`, so nothing here draws.

    /// Presents `content` as a sheet while `isPresented` is true, on a device.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { unchangedInRender() }

    /// Presents a sheet for `item` while it is not `nil`, on a device.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        unchangedInRender()
    }

    /// Presents `content` full screen while `isPresented` is true, on a device.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        unchangedInRender()
    }

    /// Presents `content` in a popover while `isPresented` is true, on a device.
    public func popover<Content: View>(isPresented: Binding<Bool>, arrowEdge: Edge = .top,
                                       @ViewBuilder content: @escaping () -> Content) -> some View { unchangedInRender() }

    /// Shows an alert while `isPresented` is true, on a device. A render never draws it, as a
    /// snapshot of the view on iOS does not contain it (it is presented from the window).
    public func alert<S: StringProtocol, Actions: View>(_ title: S, isPresented: Binding<Bool>,
                                                        @ViewBuilder actions: () -> Actions) -> some View {
        unchangedInRender()
    }

    /// Shows an alert with a message while `isPresented` is true, on a device. A render never
    /// draws it, as a snapshot of the view on iOS does not contain it (it is presented from the
    /// window).
    public func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message) -> some View { unchangedInRender() }

    /// Shows an alert titled with `title` while `isPresented` is true, on a device. A render never
    /// draws it, as a snapshot of the view on iOS does not contain it (it is presented from the
    /// window).
    public func alert<Actions: View>(_ title: Text, isPresented: Binding<Bool>,
                                     @ViewBuilder actions: () -> Actions) -> some View { unchangedInRender() }

    /// Shows a confirmation dialog while `isPresented` is true, on a device. A render never draws
    /// it, as a snapshot of the view on iOS does not contain it (it is presented from the window).
    public func confirmationDialog<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions) -> some View { unchangedInRender() }

    // MARK: Accessibility

    /// The label VoiceOver reads.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { unchangedInRender() }
    /// The label VoiceOver reads.
    public func accessibilityLabel(_ label: Text) -> some View { unchangedInRender() }
    /// The value VoiceOver reads.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { unchangedInRender() }
    /// The hint VoiceOver reads.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { unchangedInRender() }
    /// An identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> some View { unchangedInRender() }
    /// Whether VoiceOver skips the view.
    public func accessibilityHidden(_ hidden: Bool) -> some View { unchangedInRender() }
    /// Groups or combines the view's children for VoiceOver.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { unchangedInRender() }
    /// Traits VoiceOver announces.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { unchangedInRender() }
}

/// Whether a part of a view shows, as in SwiftUI.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// How VoiceOver treats a view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    /// The children are not read.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children are read as one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children stay separate elements.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// Traits VoiceOver announces.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 7)
    /// The element acts as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's value or label changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element is modal: VoiceOver ignores its siblings.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element switches between on and off (iOS 17).
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar (iOS 18).
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// Where a search field goes, as in SwiftUI.
public struct SearchFieldPlacement: Hashable, Sendable {
    private let name: String

    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In a sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")

    /// In the navigation bar's drawer, shown as `displayMode` says (drawn where `.automatic`
    /// draws it: a render shows the list at its top, where the field shows either way).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        displayMode == .always ? SearchFieldPlacement(name: "navigationBarDrawer.always") : .navigationBarDrawer
    }

    /// When a search field in the navigation bar's drawer shows, as SwiftUI's.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Hidden while the content is scrolled.
        case automatic
        /// Always.
        case always
    }
}

/// Where a scroll view's scrolling stands, as SwiftUI's `ScrollPhase`: a render's is `.idle`.
public enum ScrollPhase: Hashable, Sendable {
    /// Not scrolling.
    case idle
    /// Following a finger.
    case tracking
    /// Moving with a finger.
    case interacting
    /// Moving after the finger lifted.
    case decelerating
    /// Moved by the app.
    case animating

    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// The scroll view's geometry when its phase changes, as SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry.
    public let geometry: ScrollGeometry
    /// How fast it moves, when known.
    public let velocity: CGVector?
}
